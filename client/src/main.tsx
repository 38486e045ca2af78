// Mantine's base styles and those of the shell's and home page's components; each other page's
// come with its chunk (client/scripts/mantine-component-styles.ts)
import 'virtual:mantine-shell-styles';
// the toasts' styles (0.5 KB) with the shell's, not a file of their own with the toasts' chunk
import '@mantine/notifications/styles.layer.css';
import './ui/global.css';
// the app's own component styles (17 KB in all) in the shell's stylesheet, not a tiny file per page
import.meta.glob(['./{features,shell,ui}/**/*.module.css'], { eager: true });
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { AuthProvider } from './features/auth/AuthProvider';
import { authStore } from './features/auth/auth-store';
import { registerServiceWorker } from './pwa/register';
import { themeStorageManager } from './ui/color-scheme';
import { cssVariablesResolver, theme } from './ui/theme';
import { ToastsOnDemand } from './ui/ToastsOnDemand';

const queryClient = new QueryClient({
  defaultOptions: {
    // 'always': offline, a request still goes to the service worker (which answers from its
    // cache) or fails at once; react-query's default would pause it and spin forever
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true, networkMode: 'always' },
    mutations: { networkMode: 'always' },
  },
});

// The first render is a transition: React renders it in slices of a few milliseconds, yielding to
// the browser between them, rather than in one long task that would hold every input on a phone.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
        colorSchemeManager={themeStorageManager()}
      >
        <ToastsOnDemand />
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <App />
          </AuthProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  ),
);

// The service worker (the app offline, push notifications) is for a signed-in player: registered
// once a session is there and the page has loaded, so a visitor who only opens the sign-in page
// never downloads what it precaches. Once installed it stays, signed in or not.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const whenSignedIn = () => {
    if (authStore.getState().status !== 'authenticated') return;
    stopWatching();
    if (document.readyState === 'complete') registerServiceWorker();
    else window.addEventListener('load', registerServiceWorker, { once: true });
  };
  const stopWatching = authStore.subscribe(whenSignedIn);
  whenSignedIn();
}
