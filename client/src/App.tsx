import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { RequireAuth } from './features/auth/RequireAuth';
import { NEEDS_ACCESS } from './features/billing/page-access';
import { AppLayout } from './shell/AppLayout';

type PageModule = Record<string, unknown>;

/**
 * A route whose page is its own chunk, loaded when the route is first matched: the first load
 * carries only the shell and the page it shows. `handle` marks a page that needs access.
 */
function page(
  path: string,
  load: () => Promise<PageModule>,
  name: string,
  handle?: typeof NEEDS_ACCESS,
): RouteObject {
  return {
    path,
    handle,
    lazy: async () => ({ Component: (await load())[name] as ComponentType }),
  };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // the first page's chunk is on its way: an empty page, nothing that would shift
    hydrateFallbackElement: <></>,
    children: [
      // public
      page('/auth', () => import('./features/auth/AuthPage'), 'AuthPage'),
      page('/reset-password', () => import('./features/auth/ResetPasswordPage'), 'ResetPasswordPage'),
      page('/confirm-email', () => import('./features/auth/ConfirmEmailPage'), 'ConfirmEmailPage'),
      page('/contact', () => import('./features/static/ContactPage'), 'ContactPage'),
      page('/terms', () => import('./features/static/TermsPage'), 'TermsPage'),
      page('/privacy', () => import('./features/static/PrivacyPage'), 'PrivacyPage'),
      // guarded: a signed-in session is needed (and access, where NEEDS_ACCESS says so: the
      // subscription dialog opens over those pages only)
      {
        element: <RequireAuth />,
        children: [
          page('/', () => import('./features/home/HomePage'), 'HomePage', NEEDS_ACCESS),
          page(
            '/favourites',
            () => import('./features/favourites/FavouritesPage'),
            'FavouritesPage',
            NEEDS_ACCESS,
          ),
          page('/progress', () => import('./features/progress/ProgressPage'), 'ProgressPage', NEEDS_ACCESS),
          page('/statistics', () => import('./features/statistics/StatisticsPage'), 'StatisticsPage'),
          page('/account/security', () => import('./features/auth/SecurityPage'), 'SecurityPage'),
          page('/links', () => import('./features/links/LinksPage'), 'LinksPage'),
          page('/notes', () => import('./features/notes/NotesPage'), 'NotesPage'),
          page('/timeout', () => import('./features/timer/TimeoutPage'), 'TimeoutPage'),
          page('/flip-coin', () => import('./features/coin/FlipCoinPage'), 'FlipCoinPage'),
          page('/about', () => import('./features/about/AboutPage'), 'AboutPage'),
          page('/chat', () => import('./features/chat/ChatPage'), 'ChatPage', NEEDS_ACCESS),
          page('/lineup', () => import('./features/lineup/LineupPage'), 'LineupPage'),
          page('/delete-account', () => import('./features/account/DeleteAccountPage'), 'DeleteAccountPage'),
        ],
      },
      page('*', () => import('./features/static/NotFoundPage'), 'NotFoundPage'),
    ],
  },
  // The admin panel: react-admin with a layout of its own, in its own chunk (nothing of it is in
  // the player's first load). Guarded like the player's pages; it checks the admin role itself.
  {
    element: <RequireAuth />,
    hydrateFallbackElement: <></>,
    children: [page('/admin/*', () => import('./admin/AdminApp'), 'AdminApp')],
  },
];

const router = createBrowserRouter(routes);

export function App() {
  return <RouterProvider router={router} />;
}
