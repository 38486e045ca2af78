import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconPencil, IconPlayerPlayFilled, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { FeaturedLink, PersonalLink } from '../../api/links';
import { TagBadges } from '../../ui/TagBadges';
import { displayUrl } from './link-rules';
import { youtubeThumbnail, youtubeVideoId } from './youtube';
import classes from './LinkCard.module.css';

/** Links open in a new tab without giving the page they open a handle on ours. */
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A YouTube link's 16:9 thumbnail with a play icon, itself a link to the video. */
function VideoThumbnail({ url, videoId, label }: { url: string; videoId: string; label: string }) {
  // offline, or the video is gone: the dark 16:9 box with its play icon stays, without a broken image
  const [failed, setFailed] = useState(false);
  return (
    <a href={url} {...NEW_TAB} className={classes.thumbnail} aria-label={`Play video: ${label}`}>
      {!failed && (
        <img
          src={youtubeThumbnail(videoId)}
          alt=""
          loading="lazy"
          width={320}
          height={180}
          className={classes.image}
          onError={() => setFailed(true)}
        />
      )}
      <span className={classes.play} aria-hidden>
        <IconPlayerPlayFilled size={26} />
      </span>
    </a>
  );
}

/**
 * One link: its video thumbnail (YouTube), description, URL, tags (and category for a featured
 * link), the open-in-new-tab button, and edit and delete for the player's own.
 */
export function LinkCard({
  link,
  category,
  onEdit,
  onDelete,
}: {
  link: PersonalLink | FeaturedLink;
  category?: string;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const videoId = youtubeVideoId(link.url);
  const label = link.description ?? displayUrl(link.url);
  return (
    <Card withBorder radius="md" padding="md" component="article" className={classes.card}>
      {videoId && (
        // a direct child of Card, so Card knows it is the first section (edge to edge at the top)
        <Card.Section>
          <VideoThumbnail url={link.url} videoId={videoId} label={label} />
        </Card.Section>
      )}
      <Stack gap={6} mt={videoId ? 'sm' : 0} style={{ flex: 1 }}>
        {link.description && (
          <Text fw={600} lineClamp={3}>
            {link.description}
          </Text>
        )}
        <Anchor href={link.url} {...NEW_TAB} size="sm" className={classes.url}>
          {displayUrl(link.url)}
        </Anchor>
        <Group gap={6}>
          {category && (
            <Badge variant="filled" color="blue" tt="capitalize">
              {category}
            </Badge>
          )}
          <TagBadges tags={link.tags} />
        </Group>
      </Stack>
      <Group gap="xs" justify="flex-end" mt="sm">
        <ActionIcon
          component="a"
          href={link.url}
          {...NEW_TAB}
          variant="subtle"
          size="lg"
          aria-label={`Open ${label} in a new tab`}
        >
          <IconExternalLink size={18} />
        </ActionIcon>
        {onEdit && (
          <ActionIcon variant="subtle" size="lg" onClick={onEdit} aria-label={`Edit ${label}`}>
            <IconPencil size={18} />
          </ActionIcon>
        )}
        {onDelete && (
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={onDelete}
            aria-label={`Delete ${label}`}
          >
            <IconTrash size={18} />
          </ActionIcon>
        )}
      </Group>
    </Card>
  );
}
