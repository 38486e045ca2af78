import { Modal, Stack, Text } from '@mantine/core';
import type { Card } from '../../api/types';
import { CardImage } from '../cards/CardImage';

/** Practice This Shot (the dialog shell; success/miss tracking comes with the practice module). */
export function PracticeDialog({ card, onClose }: { card: Card | null; onClose: () => void }) {
  return (
    <Modal opened={!!card} onClose={onClose} title={card ? `Practice: ${card.name}` : ''} size="lg">
      {card && (
        <Stack>
          <CardImage src={card.imagePath} alt={`Diagram of ${card.name}`} fit="contain" radius="md" />
          <Text size="sm">{card.description}</Text>
        </Stack>
      )}
    </Modal>
  );
}
