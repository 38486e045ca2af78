import { Button, createPolymorphicComponent, type ButtonProps } from '@mantine/core';
import { forwardRef, type ReactNode } from 'react';
import classes from './HeaderButton.module.css';

interface HeaderButtonProps extends Omit<ButtonProps, 'children' | 'leftSection'> {
  label: string;
  icon: ReactNode;
}

/**
 * A header action: icon and label on wide screens; below 1200 px the label is visually hidden
 * (it still names the button, and shows as its tooltip), so a header never clips a label.
 * One element at every width, so a menu can use it as its target.
 */
export const HeaderButton = createPolymorphicComponent<'button', HeaderButtonProps>(
  forwardRef<HTMLButtonElement, HeaderButtonProps>(({ label, icon, ...props }, ref) => (
    <Button ref={ref} variant="default" title={label} {...props} leftSection={icon} classNames={classes}>
      {label}
    </Button>
  )),
);
