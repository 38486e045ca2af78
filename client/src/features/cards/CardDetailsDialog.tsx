import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconHeart, IconPlayerPlay, IconTarget } from '@tabler/icons-react';
import type { Card } from '../../api/types';
import { CardImage } from './CardImage';
import { ContentProtection } from './ContentProtection';
import { CardFacts } from './CardFacts';
import { CommonMiss, DrillTarget } from './CardCoaching';
import { CardIndex, type CardActions } from './KickshotCard';
import classes from './KickshotCard.module.css';

/**
 * A card read in full: the large diagram, every field and its actions. Its header is the card's
 * top: the deck's colour, rank and suit (hidden from screen readers: the dialog is named by the
 * card's name, and the facts badge names deck and identifier), and the name.
 */
export function CardDetailsDialog({
  card,
  onClose,
  onPractice,
  onVideos,
  onSave,
}: { card: Card | null; onClose: () => void } & CardActions) {
  return (
    <Modal
      opened={!!card}
      onClose={onClose}
      title={
        card && (
          <span className={classes.dialogTitle}>
            <CardIndex card={card} />
            {card.name}
          </span>
        )
      }
      classNames={{ header: classes.dialogHeader }}
      attributes={{ header: { 'data-deck': card?.deck } }}
      size="xl"
      returnFocus={false}
    >
      {card && (
        <ContentProtection>
          <Stack gap="sm">
            <CardImage
              src={card.imagePath}
              alt={`Diagram of ${card.name}`}
              fit="contain"
              radius="md"
              loading="eager"
              mah="min(58vh, 600px)"
            />
            <Text fw={600}>{card.title}</Text>
            <CardFacts card={card} />
            <Text size="sm" data-testid="card-description">
              {card.description}
            </Text>
            <CommonMiss miss={card.commonMiss} />
            <DrillTarget drill={card.drill} />
            <Group gap="xs" mt="xs">
              {onPractice && (
                <Button leftSection={<IconTarget size={16} />} onClick={() => onPractice(card)}>
                  Practice This Shot
                </Button>
              )}
              {onVideos && (
                <Button
                  variant="default"
                  leftSection={<IconPlayerPlay size={16} />}
                  onClick={() => onVideos(card)}
                >
                  Practice Videos
                </Button>
              )}
              {onSave && (
                <Button variant="default" leftSection={<IconHeart size={16} />} onClick={() => onSave(card)}>
                  Save to Favourites
                </Button>
              )}
            </Group>
          </Stack>
        </ContentProtection>
      )}
    </Modal>
  );
}
