import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { PageLoader } from '../shared/ui/page-loader.tsx';
import { AdminFrame } from './routes/admin-frame.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { OtherApp } from './routes/other-app.tsx';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

// The organiser area's web app (admin.html): every page under /admin, each loaded on demand.
// Buyers' pages are another app (buyer-routes.tsx, index.html) that never imports this file;
// e2e/foundation.spec.ts checks the modules inside every file a buyer's page loads.
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        path: 'admin',
        Component: AdminFrame,
        children: [
          { path: '*', Component: NotFoundPage },
          {
            path: 'login',
            lazy: async () => {
              const { LoginPage } = await import('../features/auth/components/login-page.tsx');
              return { Component: LoginPage };
            },
          },
          {
            lazy: async () => {
              const { AdminLayout } = await import('./routes/admin-layout.tsx');
              return { Component: AdminLayout };
            },
            children: [
              { index: true, element: <Navigate to="/admin/eventos" replace /> },
              {
                path: 'eventos',
                lazy: async () => {
                  const { EventsListPage } = await import(
                    '../features/events-list/components/events-list-page.tsx'
                  );
                  return { Component: EventsListPage };
                },
              },
              {
                path: 'eventos/novo',
                lazy: async () => {
                  const { EventFormPage } = await import('../features/event-form/event-form-page.tsx');
                  return { Component: EventFormPage };
                },
              },
              {
                path: 'eventos/:id/editar',
                lazy: async () => {
                  const { EventFormPage } = await import('../features/event-form/event-form-page.tsx');
                  return { Component: EventFormPage };
                },
              },
              {
                path: 'eventos/:id',
                lazy: async () => {
                  const { EventDashboardPage } = await import(
                    '../features/event-dashboard/components/event-dashboard-page.tsx'
                  );
                  return { Component: EventDashboardPage };
                },
              },
            ],
          },
        ],
      },
      // Anything else belongs to the buyers' app: loaded from the server.
      { path: '*', Component: OtherApp },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
