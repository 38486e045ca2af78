import { ActionIcon } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { Card } from '../../api/types';
import type { CardActions } from './KickshotCard';

const loadMenu = () => import('./CardActionsMenu');
const CardActionsMenu = lazy(() => loadMenu().then((m) => ({ default: m.CardActionsMenu })));

/**
 * A card's menu button. The menu itself (and the floating-ui code behind it) is created when the
 * player first opens it, not for each of 104 cards at load; hovering or focusing the button
 * fetches its chunk ahead of the click.
 */
export function CardMenu({ card, ...actions }: { card: Card } & CardActions) {
  const [opened, setOpened] = useState<{ focus: boolean } | null>(null);
  const button = (onClick?: (focus: boolean) => void) => (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={`Actions for ${card.name}`}
      aria-haspopup="menu"
      aria-expanded={false}
      data-card-menu={card.id}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={(event) => onClick?.(event.currentTarget === document.activeElement)}
    >
      <IconDotsVertical size={18} />
    </ActionIcon>
  );
  if (!opened) return button((focus) => setOpened({ focus }));
  return (
    <Suspense fallback={button()}>
      <CardActionsMenu card={card} focus={opened.focus} {...actions} />
    </Suspense>
  );
}
