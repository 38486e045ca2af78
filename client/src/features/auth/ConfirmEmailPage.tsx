import { Alert, Button, Center, Container, Loader, Paper, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useConfirmEmail } from '../../api/auth';
import { usePageTitle } from '../../ui/usePageTitle';

/** /confirm-email?token=…: the link of the welcome e-mail. */
export function ConfirmEmailPage() {
  usePageTitle('Confirm email');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { mutate, isPending, isSuccess, isError, error, isIdle } = useConfirmEmail();
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  return (
    <Container size={440} py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={1} size="h3">
            Confirm email
          </Title>
          {(isPending || (isIdle && token)) && (
            <Center>
              <Loader aria-label="Confirming" />
            </Center>
          )}
          {isSuccess && <Alert color="teal">Your e-mail address is confirmed. Thank you!</Alert>}
          {(isError || !token) && (
            <Alert color="red">{error?.message ?? 'The confirmation link is invalid or has expired.'}</Alert>
          )}
          <Button component={Link} to="/">
            Go to Kickshots
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
