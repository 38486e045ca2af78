import '@mantine/core/styles.css';
import './ui/global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { AuthProvider } from './features/auth/AuthProvider';
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

createRoot(document.getElementById('root')!).render(
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
);

// The service worker comes after the page: nothing of it is in the first load.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => void import('./pwa/register').then((m) => m.registerServiceWorker()));
}
