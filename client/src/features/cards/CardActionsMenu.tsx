import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical, IconHeart, IconHeartOff, IconPlayerPlay, IconTarget } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { Card } from '../../api/types';
import { useReturnFocus } from '../../ui/focus-return';
import type { CardActions } from './KickshotCard';

/**
 * A card's menu: Practice This Shot, Practice Videos, Save to Favourites (or Remove from Saved).
 * Its chunk is loaded on the first open (CardMenu), so it mounts open, with the focus on its button.
 * When it closes (an item chosen, Escape, a click elsewhere) the focus goes back to its button, or
 * when the card has left the page (removed from Saved) to the card beside it.
 */
export function CardActionsMenu({
  card,
  onPractice,
  onVideos,
  onSave,
  onRemove,
  focus,
}: { card: Card; focus: boolean } & CardActions) {
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(true);
  useEffect(() => {
    if (focus) target.current?.focus();
  }, [focus]);
  // Mantine gives the focus back only after an open it saw (this menu mounts open); its button
  // stands for the placeholder the player pressed
  useReturnFocus(opened, { opener: () => target.current });
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened} returnFocus={false}>
      <Menu.Target>
        <ActionIcon
          ref={target}
          variant="subtle"
          color="gray"
          aria-label={`Actions for ${card.name}`}
          data-card-menu={card.id}
        >
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {onPractice && (
          <Menu.Item leftSection={<IconTarget size={16} />} onClick={() => onPractice(card)}>
            Practice This Shot
          </Menu.Item>
        )}
        {onVideos && (
          <Menu.Item leftSection={<IconPlayerPlay size={16} />} onClick={() => onVideos(card)}>
            Practice Videos
          </Menu.Item>
        )}
        {onSave && (
          <Menu.Item leftSection={<IconHeart size={16} />} onClick={() => onSave(card)}>
            Save to Favourites
          </Menu.Item>
        )}
        {onRemove && (
          <Menu.Item color="red" leftSection={<IconHeartOff size={16} />} onClick={() => onRemove(card)}>
            Remove from Saved
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
