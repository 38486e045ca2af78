import { Button, Menu } from '@mantine/core';
import { IconDots, IconLock, IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface MoreMenuItem {
  to: string;
  label: string;
  icon: ReactNode;
}

/** The header's More menu: the personal tools and pages. */
export const MORE_MENU_ITEMS: MoreMenuItem[] = [
  { to: '/privacy', label: 'Privacy Policy', icon: <IconLock size={16} /> },
  { to: '/account/security', label: 'Security', icon: <IconShieldLock size={16} /> },
];

export function MoreMenu() {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDots size={16} />} aria-label="More">
          More
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {MORE_MENU_ITEMS.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to} leftSection={item.icon}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
