import { join } from 'node:path';
import { readMantine, stylesFor } from './mantine-component-styles';

const mantine = readMantine(join(import.meta.dirname, '..'));
const style = (name: string) => `@mantine/core/styles/${name}.layer.css`;

describe('Mantine component styles', () => {
  it("gives a module its components' styles, with the ones they are built from first", () => {
    const styles = stylesFor("import { Button, Switch, type MantineTheme } from '@mantine/core';", mantine);
    expect(styles).toContain(style('Button'));
    expect(styles).toContain(style('Switch'));
    expect(styles.indexOf(style('UnstyledButton'))).toBeLessThan(styles.indexOf(style('Button')));
    // Switch is built on a styled utility, not on a component
    expect(styles.indexOf(style('InlineInput'))).toBeLessThan(styles.indexOf(style('Switch')));
  });

  it('finds no styles in a module without Mantine components', () => {
    expect(stylesFor("import { useState } from 'react';", mantine)).toEqual([]);
    expect(stylesFor("import { useMantineTheme } from '@mantine/core';", mantine)).toEqual([]);
  });

  it('orders every stylesheet after the base ones and after those it builds on', () => {
    expect(mantine.order.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    const at = (name: string) => mantine.order.indexOf(name);
    expect(at('UnstyledButton')).toBeLessThan(at('Button'));
    expect(at('Input')).toBeLessThan(at('PasswordInput'));
    expect(at('Popover')).toBeLessThan(at('Menu'));
    expect(new Set(mantine.order).size).toBe(mantine.order.length);
  });
});
