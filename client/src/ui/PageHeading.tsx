import { Button, Group, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from './usePageTitle';

/**
 * A tool page's top row, as on Global Statistics: the page's h1 (also the tab title) with an
 * optional line under it on the left; the page's own actions (an Add button) and the Home button
 * (to /) on the right. On a phone the buttons wrap under the title.
 */
export function PageHeading({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Title order={1}>{title}</Title>
        {description && <Text c="dimmed">{description}</Text>}
      </div>
      <Group gap="sm">
        {actions}
        <Button component={Link} to="/" variant="default" leftSection={<IconHome size={16} />}>
          Home
        </Button>
      </Group>
    </Group>
  );
}
