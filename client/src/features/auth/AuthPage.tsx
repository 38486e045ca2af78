import { Container, Loader, Paper, Tabs } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router';
import type { MfaRequired } from '../../api/types';
import { usePageTitle } from '../../ui/usePageTitle';
import { useProductName } from '../../ui/useProductName';
import { ClothBanner } from '../home/HomeHero';
import { useAuth } from './AuthProvider';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

// Needed by few visits (an authenticator code, a forgotten password): fetched when they are.
const MfaStep = lazy(() => import('./MfaStep').then((m) => ({ default: m.MfaStep })));
const ForgotPasswordForm = lazy(() =>
  import('./ForgotPasswordForm').then((m) => ({ default: m.ForgotPasswordForm })),
);

/** /auth: Sign In and Sign Up tabs, the Forgot password view and the authenticator step. */
export function AuthPage() {
  usePageTitle('Sign In');
  const { status } = useAuth();
  const productName = useProductName();
  const [view, setView] = useState<'tabs' | 'forgot'>('tabs');
  const [tab, setTab] = useState<string | null>('sign-in');
  const [mfa, setMfa] = useState<MfaRequired | null>(null);

  if (status === 'authenticated') return <Navigate to="/" replace />;

  return (
    <Container size={440} py="xl">
      <ClothBanner titleId="auth-title" title={productName}>
        Kick shots & position play, one card at a time
      </ClothBanner>
      <Paper withBorder shadow="sm" p="lg" radius="md" mt="md">
        {mfa ? (
          <Suspense fallback={<Loader aria-label="Loading" />}>
            <MfaStep mfa={mfa} onCancel={() => setMfa(null)} />
          </Suspense>
        ) : view === 'forgot' ? (
          <Suspense fallback={<Loader aria-label="Loading" />}>
            <ForgotPasswordForm onBack={() => setView('tabs')} />
          </Suspense>
        ) : (
          <Tabs value={tab} onChange={setTab}>
            <Tabs.List grow mb="md">
              <Tabs.Tab value="sign-in">Sign In</Tabs.Tab>
              <Tabs.Tab value="sign-up">Sign Up</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="sign-in">
              <SignInForm onMfa={setMfa} onForgot={() => setView('forgot')} />
            </Tabs.Panel>
            <Tabs.Panel value="sign-up">
              <SignUpForm />
            </Tabs.Panel>
          </Tabs>
        )}
      </Paper>
    </Container>
  );
}
