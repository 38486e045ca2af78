import { Alert, Button, Center, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import {
  useDeleteLink,
  useFeaturedLinks,
  useMyLinks,
  useSaveLink,
  type LinkFields,
  type PersonalLink,
} from '../../api/links';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageHeading } from '../../ui/PageHeading';
import { SearchInput } from '../../ui/SearchInput';
import { useAuth } from '../auth/AuthProvider';
import { sessionEnded } from '../auth/session-ended';
import { LinkCard } from './LinkCard';
import { LinkFormDialog } from './LinkFormDialog';

const SIGNED_OUT = 'You must be logged in to add or edit links';

/** The Add/Edit dialog: closed, adding, or editing a link. */
type Editing = { link?: PersonalLink } | null;

function LinkSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <div>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </div>
      {children}
    </Stack>
  );
}

function LinkGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

function LoadMore({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  return (
    <Center>
      <Button variant="default" onClick={onClick} loading={loading}>
        Load more
      </Button>
    </Center>
  );
}

/**
 * /links (Links & Media): one search over the featured links the admins curate and the player's own
 * links, which they add, edit and delete. YouTube links show their thumbnail.
 */
export function LinksPage() {
  const { status } = useAuth();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const featured = useFeaturedLinks(q);
  const mine = useMyLinks(q);
  const save = useSaveLink();
  const remove = useDeleteLink();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PersonalLink | null>(null);

  const featuredLinks = featured.data?.pages.flatMap((page) => page.items) ?? [];
  const myLinks = mine.data?.pages.flatMap((page) => page.items) ?? [];
  const loading = featured.isPending || mine.isPending;
  const error = featured.error ?? mine.error;
  const empty = !loading && !error && featuredLinks.length === 0 && myLinks.length === 0;
  const emptyText = q
    ? 'No links found matching your search.'
    : "No links available. Click 'Add Link' to create your first personal link.";

  const signedOut = () => {
    notifications.show({ color: 'red', title: 'Error', message: SIGNED_OUT });
  };

  const openEditor = (link?: PersonalLink) => {
    if (status !== 'authenticated') return signedOut();
    setEditing({ link });
  };

  const onSave = (fields: LinkFields) => {
    if (status !== 'authenticated') return signedOut();
    const id = editing?.link?.id;
    save.mutate(
      { ...fields, id },
      {
        onSuccess: () => {
          notifications.show(
            id
              ? { color: 'teal', title: 'Link updated', message: 'The link has been updated successfully.' }
              : { color: 'teal', title: 'Link added', message: 'The link has been added successfully.' },
          );
          setEditing(null);
        },
        onError: (err) =>
          notifications.show({
            color: 'red',
            title: 'Error',
            message: sessionEnded(err)
              ? SIGNED_OUT
              : err.message || 'An error occurred while saving the link.',
          }),
      },
    );
  };

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          title: 'Link deleted',
          message: 'The link has been successfully deleted.',
        });
        setDeleting(null);
      },
      onError: (err) =>
        notifications.show({
          color: 'red',
          title: 'Error',
          message: sessionEnded(err) ? SIGNED_OUT : 'Failed to delete the link. Please try again.',
        }),
    });
  };

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <PageHeading
          title="Links & Media"
          actions={
            <Button leftSection={<IconPlus size={16} />} onClick={() => openEditor()}>
              Add Link
            </Button>
          }
        />
        <SearchInput
          value={search}
          onChange={setSearch}
          placeholder="Search Links and Media..."
          label="Search links and media"
        />
        {loading && (
          <Center py="xl" role="status">
            <Stack align="center" gap="xs">
              <Loader aria-hidden />
              <Text c="dimmed">Loading links...</Text>
            </Stack>
          </Center>
        )}
        {error && (
          <Alert color="red" role="alert">
            Error loading links: {error.message || 'Unknown error'}
          </Alert>
        )}
        {empty && (
          <Text c="dimmed" ta="center" py="xl">
            {emptyText}
          </Text>
        )}
        {!loading && !error && featuredLinks.length > 0 && (
          <LinkSection title="Featured Links" description="Curated links provided by the app">
            <LinkGrid>
              {featuredLinks.map((link) => (
                <LinkCard key={link.id} link={link} category={link.category} />
              ))}
            </LinkGrid>
            {featured.hasNextPage && (
              <LoadMore onClick={() => void featured.fetchNextPage()} loading={featured.isFetchingNextPage} />
            )}
          </LinkSection>
        )}
        {!loading && !error && !empty && (
          <LinkSection title="Your Links" description="Your personal collection of links">
            {myLinks.length === 0 ? (
              <Text c="dimmed">{emptyText}</Text>
            ) : (
              <LinkGrid>
                {myLinks.map((link) => (
                  <LinkCard
                    key={link.id}
                    link={link}
                    onEdit={() => openEditor(link)}
                    onDelete={() => setDeleting(link)}
                  />
                ))}
              </LinkGrid>
            )}
            {mine.hasNextPage && (
              <LoadMore onClick={() => void mine.fetchNextPage()} loading={mine.isFetchingNextPage} />
            )}
          </LinkSection>
        )}
      </Stack>
      <LinkFormDialog
        opened={editing !== null}
        link={editing?.link}
        pending={save.isPending}
        onSave={onSave}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Are you sure?"
        message="This action cannot be undone. This will permanently delete the link."
        pending={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
    </Container>
  );
}
