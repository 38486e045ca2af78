import { ActionIcon, Badge, Card as MantineCard, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDotsVertical, IconHeart, IconHeartOff, IconPlayerPlay, IconTarget } from '@tabler/icons-react';
import type { Card } from '../../api/types';
import { CardImage } from './CardImage';
import { deckLabel } from './card-filters';

export interface CardActions {
  onPractice?: (card: Card) => void;
  onVideos?: (card: Card) => void;
  onSave?: (card: Card) => void;
  onRemove?: (card: Card) => void;
}

/** One instruction card: its diagram, text and a menu of actions. */
export function KickshotCard({ card, onPractice, onVideos, onSave, onRemove }: { card: Card } & CardActions) {
  return (
    <MantineCard
      withBorder
      shadow="xs"
      padding="sm"
      radius="md"
      data-testid="kickshot-card"
      data-card-id={card.id}
    >
      <MantineCard.Section>
        <CardImage src={card.imagePath} alt={`Diagram of ${card.name}`} fit="contain" bg="dark.7" />
      </MantineCard.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} lh={1.2}>
              {card.name}
            </Text>
            <Text size="sm" c="dimmed">
              {card.title}
            </Text>
          </div>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={`Actions for ${card.name}`}>
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
                <Menu.Item
                  color="red"
                  leftSection={<IconHeartOff size={16} />}
                  onClick={() => onRemove(card)}
                >
                  Remove from Saved
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Group gap={6}>
          <Badge variant="light" color={card.deck === 'red' ? 'red' : 'gray'}>
            {deckLabel(card.deck)} · {card.identifier}
          </Badge>
          <Badge variant="outline">{card.strength}</Badge>
        </Group>
        <Text size="sm" fw={500}>
          {card.aimingPosition}
        </Text>
        <Text size="sm">{card.description}</Text>
      </Stack>
    </MantineCard>
  );
}
