import { Card as MantineCard, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconHeartFilled } from '@tabler/icons-react';
import { memo } from 'react';
import type { Card } from '../../api/types';
import { cardCorner } from './card-corner';
import { CardImage } from './CardImage';
import { CardMenu } from './CardMenu';
import { CardFacts } from './CardFacts';
import classes from './KickshotCard.module.css';

export interface CardActions {
  onPractice?: (card: Card) => void;
  onVideos?: (card: Card) => void;
  onSave?: (card: Card) => void;
  onRemove?: (card: Card) => void;
}

export interface KickshotCardProps extends CardActions {
  card: Card;
  /** Opens the card's dialog with its full text. */
  onOpen?: (card: Card) => void;
  /** Shown with a filled heart: the card is among the player's favourites. */
  saved?: boolean;
  /** A card of the grid's first row: its diagram is fetched at once, never lazily. */
  priority?: boolean;
}

/**
 * A playing card's corner: rank and suit (Q♥, 10♣). Hidden from screen readers: the card's facts
 * badge names its deck and identifier once, in words.
 */
export function CardIndex({ card, className }: { card: Card; className?: string }) {
  const { rank, suit, red } = cardCorner(card);
  return (
    <span className={`${classes.index} ${className ?? ''}`} data-red={red || undefined} aria-hidden>
      {rank}
      {suit}
    </span>
  );
}

/**
 * One instruction card on the grid, drawn as the playing card it is: the deck's frame, rank and
 * suit in two corners, its diagram, name, title, strength and aim, and a menu. Memoised: a grid
 * that grows or re-renders leaves the cards already drawn alone.
 */
export const KickshotCard = memo(function KickshotCard({
  card,
  onOpen,
  saved,
  priority,
  ...actions
}: KickshotCardProps) {
  const open = onOpen && (() => onOpen(card));
  return (
    <MantineCard
      className={classes.card}
      data-deck={card.deck}
      data-testid="kickshot-card"
      data-card-id={card.id}
      data-saved={saved || undefined}
    >
      <div className={classes.top} aria-hidden>
        <CardIndex card={card} />
        <span className={classes.deckName}>{card.deck === 'red' ? 'Position play' : 'Kick shot'}</span>
      </div>
      <CardImage
        src={card.imagePath}
        alt={`Diagram of ${card.name}`}
        fit="contain"
        radius="sm"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        onClick={open}
        className={`${classes.diagram} ${open ? classes.clickable : ''}`}
      />
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap={4}>
          <div className={classes.heading}>
            {open ? (
              <UnstyledButton onClick={open} className={classes.name} data-testid="card-name">
                {card.name}
              </UnstyledButton>
            ) : (
              <Text className={classes.name} data-testid="card-name">
                {card.name}
              </Text>
            )}
            <Text size="sm" c="dimmed" lh={1.3}>
              {card.title}
            </Text>
          </div>
          <Group gap={2} wrap="nowrap">
            {saved && (
              <IconHeartFilled
                size={18}
                className={classes.saved}
                role="img"
                aria-label="Saved"
                data-testid="saved-mark"
              />
            )}
            <CardMenu card={card} {...actions} />
          </Group>
        </Group>
        <CardFacts card={card} />
      </Stack>
      <CardIndex card={card} className={classes.turned} />
    </MantineCard>
  );
});
