import { Modal, Text } from '@mantine/core';
import type { Card } from '../../api/types';

/** Practice Videos (the dialog shell; the video list comes with the practice module). */
export function VideosDialog({ card, onClose }: { card: Card | null; onClose: () => void }) {
  return (
    <Modal opened={!!card} onClose={onClose} title={card ? `Practice Videos: ${card.name}` : ''}>
      <Text>No practice videos available for this shot yet.</Text>
    </Modal>
  );
}
