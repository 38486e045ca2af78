import { Anchor, Badge, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useCardVideos } from '../../api/practice';
import type { Card } from '../../api/types';

/** Practice Videos for a card: title, optional duration and description, Watch Video. */
export function VideosDialog({ card, onClose }: { card: Card | null; onClose: () => void }) {
  const { data: videos, isPending, isError, error } = useCardVideos(card?.id);
  return (
    <Modal
      opened={!!card}
      onClose={onClose}
      title={card ? `Practice Videos: ${card.name}` : ''}
      returnFocus={false}
    >
      {card && isPending && <Loader aria-label="Loading videos" />}
      {isError && <Text c="red">{error.message}</Text>}
      {videos && videos.length === 0 && <Text>No practice videos available for this shot yet.</Text>}
      {videos && videos.length > 0 && (
        <Stack>
          {videos.map((video) => (
            <Paper key={video.id} withBorder p="sm">
              <Group justify="space-between" align="flex-start">
                <Text fw={600}>{video.title}</Text>
                {video.duration && <Badge variant="light">{video.duration}</Badge>}
              </Group>
              {video.description && (
                <Text size="sm" c="dimmed" mt={4}>
                  {video.description}
                </Text>
              )}
              <Anchor
                href={video.url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                mt="xs"
                display="inline-flex"
                style={{ gap: 4, alignItems: 'center' }}
              >
                Watch Video <IconExternalLink size={14} />
              </Anchor>
            </Paper>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
