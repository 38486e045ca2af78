import { Menu } from '@mantine/core';
import {
  IconChartBar,
  IconDots,
  IconInfoCircle,
  IconLink,
  IconLock,
  IconMessageChatbot,
  IconNotes,
  IconShieldLock,
  IconTrendingUp,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HeaderButton } from '../ui/HeaderButton';

export interface MoreMenuItem {
  to: string;
  label: string;
  icon: ReactNode;
}

/** The header's More menu: the personal tools and pages. */
export const MORE_MENU_ITEMS: MoreMenuItem[] = [
  { to: '/notes', label: 'Notes', icon: <IconNotes size={16} /> },
  { to: '/chat', label: 'AI Pool Coach', icon: <IconMessageChatbot size={16} /> },
  { to: '/links', label: 'Links & Media', icon: <IconLink size={16} /> },
  { to: '/lineup', label: 'Lineup Advisor', icon: <IconUsersGroup size={16} /> },
  { to: '/progress', label: 'Progress', icon: <IconTrendingUp size={16} /> },
  { to: '/statistics', label: 'Global Statistics', icon: <IconChartBar size={16} /> },
  { to: '/about', label: 'About', icon: <IconInfoCircle size={16} /> },
  { to: '/privacy', label: 'Privacy Policy', icon: <IconLock size={16} /> },
  { to: '/account/security', label: 'Security', icon: <IconShieldLock size={16} /> },
];

/** Loaded lazily by the header (its placeholder is the same HeaderButton). */
export function MoreMenu() {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <HeaderButton label="More" icon={<IconDots size={18} />} />
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
