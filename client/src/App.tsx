import { createBrowserRouter, RouterProvider } from 'react-router';
import { AuthPage } from './features/auth/AuthPage';
import { ConfirmEmailPage } from './features/auth/ConfirmEmailPage';
import { RequireAuth } from './features/auth/RequireAuth';
import { ResetPasswordPage } from './features/auth/ResetPasswordPage';
import { SecurityPage } from './features/auth/SecurityPage';
import { FavouritesPage } from './features/favourites/FavouritesPage';
import { HomePage } from './features/home/HomePage';
import { ProgressPage } from './features/progress/ProgressPage';
import { StatisticsPage } from './features/statistics/StatisticsPage';
import { ContactPage } from './features/static/ContactPage';
import { NotFoundPage } from './features/static/NotFoundPage';
import { PrivacyPage } from './features/static/PrivacyPage';
import { TermsPage } from './features/static/TermsPage';
import { AppLayout } from './ui/AppLayout';

const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      // public
      { path: '/auth', element: <AuthPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/confirm-email', element: <ConfirmEmailPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      // guarded: a signed-in session is needed
      {
        element: <RequireAuth />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/favourites', element: <FavouritesPage /> },
          { path: '/progress', element: <ProgressPage /> },
          { path: '/statistics', element: <StatisticsPage /> },
          { path: '/account/security', element: <SecurityPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
