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
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useReturnFocus } from '../ui/focus-return';
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

/**
 * Loaded by the header when the player first opens it (MoreButton), so it mounts open, with the
 * focus on its button when the button had it; closed, it gives the focus back to its button.
 */
export function MoreMenu({ focus }: { focus: boolean }) {
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(true);
  useEffect(() => {
    if (focus) target.current?.focus();
  }, [focus]);
  // Mantine gives the focus back only after an open it saw (this menu mounts open)
  useReturnFocus(opened, { opener: () => target.current });
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened} returnFocus={false}>
      <Menu.Target>
        <HeaderButton ref={target} label="More" icon={<IconDots size={18} />} />
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
