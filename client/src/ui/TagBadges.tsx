import { Badge, Group } from '@mantine/core';

/** The tags of a comma-separated list: trimmed, empty ones left out. */
export function splitTags(tags: string | null | undefined): string[] {
  return (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** A badge per tag of a comma-separated list; nothing when there are none. */
export function TagBadges({ tags }: { tags: string | null | undefined }) {
  const list = splitTags(tags);
  if (list.length === 0) return null;
  return (
    <Group gap={6} aria-label="Tags">
      {list.map((tag, i) => (
        <Badge key={`${tag}-${i}`} variant="light" color="gray" tt="none">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}
