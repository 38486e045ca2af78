import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useReportNotFound } from '../../api/site';
import { usePageTitle } from '../../ui/usePageTitle';

/** Unknown routes: 404, and the path is reported to the server log. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  const { pathname } = useLocation();
  const { mutate: report } = useReportNotFound();
  useEffect(() => {
    report(pathname);
  }, [pathname, report]);

  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={72} c="dimmed">
          404
        </Title>
        <Text size="xl">Oops! Page not found</Text>
        <Button component={Link} to="/">
          Return to Home
        </Button>
      </Stack>
    </Container>
  );
}
