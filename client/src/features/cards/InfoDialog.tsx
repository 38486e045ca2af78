import { Loader, Modal, Stack, Tabs, Text } from '@mantine/core';
import { DIAGRAM_WIDTH, INFO_IMAGE_HEIGHT } from '../../../../shared/diagram-sizes';
import { useInfoImages } from '../../api/cards';
import { CardImage } from './CardImage';

/**
 * Explains the cards: four tabs, each with an image rendered like the card diagrams (on a phone in
 * its compact layout, whose text reads at that width). It opens on `section` when a link names one
 * (`/?info=aiming-points`), else on the first.
 */
export function InfoDialog({
  opened,
  onClose,
  section,
}: {
  opened: boolean;
  onClose: () => void;
  section?: string;
}) {
  const { data: images, isPending, isError } = useInfoImages(opened);
  const first = images?.find((image) => image.id === section)?.id ?? images?.[0]?.id;
  return (
    <Modal opened={opened} onClose={onClose} title="How the cards work" size="xl">
      {isPending && <Loader aria-label="Loading" />}
      {isError && <Text c="red">The explanations could not be loaded. Please try again.</Text>}
      {images && (
        <Tabs defaultValue={first}>
          <Tabs.List mb="md">
            {images.map((image) => (
              <Tabs.Tab key={image.id} value={image.id}>
                {image.title}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {images.map((image) => (
            <Tabs.Panel key={image.id} value={image.id}>
              <Stack>
                <CardImage
                  src={image.imagePath}
                  alt={image.title}
                  width={DIAGRAM_WIDTH}
                  height={INFO_IMAGE_HEIGHT[image.id].full}
                  compactHeight={INFO_IMAGE_HEIGHT[image.id].compact}
                  fit="contain"
                  radius="md"
                  loading="eager"
                />
                <Text size="sm">{image.description}</Text>
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Modal>
  );
}
