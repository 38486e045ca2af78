import { createBrowserRouter, RouterProvider } from 'react-router';
import { HomePage } from './features/home/HomePage';
import { ContactPage } from './features/static/ContactPage';
import { NotFoundPage } from './features/static/NotFoundPage';
import { PrivacyPage } from './features/static/PrivacyPage';
import { TermsPage } from './features/static/TermsPage';
import { AppLayout } from './ui/AppLayout';

const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
