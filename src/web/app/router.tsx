import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { PageLoader } from '../shared/ui/page-loader.tsx';
import { LandingPage } from './routes/landing.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

// Every page except the landing and 404 is loaded on demand. Nothing under /admin may be
// imported statically from here: that is what keeps organiser code out of what a buyer
// downloads (e2e/foundation.spec.ts checks the modules inside every file a buyer's page loads).
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: LandingPage },
      {
        path: 'eventos/:slug',
        lazy: async () => {
          const { PublicEventPage } = await import('../features/public-event/public-event-page.tsx');
          return { Component: PublicEventPage };
        },
      },
      {
        path: 'payment/candidate/:hash',
        lazy: async () => {
          const { CandidatePaymentPage } = await import(
            '../features/candidate-payment/candidate-payment-page.tsx'
          );
          return { Component: CandidatePaymentPage };
        },
      },
      {
        // The organiser area. Its frame (routes/admin-frame.tsx) and every page below are lazy
        // chunks: nothing here is imported statically, so none of it reaches a buyer.
        path: 'admin',
        lazy: async () => {
          const { AdminFrame } = await import('./routes/admin-frame.tsx');
          return { Component: AdminFrame };
        },
        children: [
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
      { path: '*', Component: NotFoundPage },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
