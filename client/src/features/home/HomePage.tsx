import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/usePageTitle';

export function HomePage() {
  usePageTitle();
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={2}>Practice smarter at the pool table</Title>
        <Text>
          Two decks of 52 instruction cards — black for kick shots, red for position play — with diagrams,
          practice tracking and achievements. Every card teaches one shot: when to play it, where to aim, how
          hard to hit and the miss to avoid.
        </Text>
        <Group>
          <Button component={Link} to="/contact" variant="light">
            Contact Us
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
