import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { PageLoader } from '../shared/ui/page-loader.tsx';
import type { CrumbHandle } from './admin-frame/crumbs.ts';
import { LandingPage } from './routes/landing.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

// Every page except the landing and 404 is loaded on demand. Nothing under /admin may be
// imported statically from here: that is what keeps organiser code out of what a buyer
// downloads (checked against the `vite build` chunks). Admin routes declare their breadcrumb in
// `handle` as plain data (admin-frame/crumbs.ts).
const crumb = (spec: CrumbHandle['crumb']): CrumbHandle => ({ crumb: spec });

const eventFormPage = async () => {
  const { EventFormPage } = await import('../features/event-form/event-form-page.tsx');
  return { Component: EventFormPage };
};

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
        path: 'termos',
        lazy: async () => {
          const { TermsPage } = await import('../features/legal/components/terms-page.tsx');
          return { Component: TermsPage };
        },
      },
      {
        path: 'privacidade',
        lazy: async () => {
          const { PrivacyPage } = await import('../features/legal/components/privacy-page.tsx');
          return { Component: PrivacyPage };
        },
      },
      {
        path: 'admin/login',
        lazy: async () => {
          const { LoginPage } = await import('../features/auth/components/login-page.tsx');
          return { Component: LoginPage };
        },
      },
      {
        path: 'admin/cadastro',
        lazy: async () => {
          const { SignupPage } = await import('../features/auth/components/signup-page.tsx');
          return { Component: SignupPage };
        },
      },
      {
        path: 'admin/esqueci-senha',
        lazy: async () => {
          const { ForgotPasswordPage } = await import('../features/auth/components/forgot-password-page.tsx');
          return { Component: ForgotPasswordPage };
        },
      },
      {
        path: 'admin/redefinir-senha',
        lazy: async () => {
          const { ResetPasswordPage } = await import('../features/auth/components/reset-password-page.tsx');
          return { Component: ResetPasswordPage };
        },
      },
      {
        path: 'admin',
        lazy: async () => {
          const { AdminLayout } = await import('./routes/admin-layout.tsx');
          return { Component: AdminLayout };
        },
        children: [
          { index: true, element: <Navigate to="/admin/eventos" replace /> },
          {
            path: 'perfil',
            handle: crumb('Meu perfil'),
            lazy: async () => {
              const { ProfilePage } = await import('../features/auth/components/profile-page.tsx');
              return { Component: ProfilePage };
            },
          },
          {
            path: 'eventos',
            handle: crumb('Meus eventos'),
            children: [
              {
                index: true,
                lazy: async () => {
                  const { EventsListPage } = await import(
                    '../features/events-list/components/events-list-page.tsx'
                  );
                  return { Component: EventsListPage };
                },
              },
              { path: 'novo', handle: crumb('Novo evento'), lazy: eventFormPage },
              {
                path: ':id',
                handle: crumb({ eventParam: 'id' }),
                children: [
                  {
                    index: true,
                    lazy: async () => {
                      const { EventDashboardPage } = await import(
                        '../features/event-dashboard/components/event-dashboard-page.tsx'
                      );
                      return { Component: EventDashboardPage };
                    },
                  },
                  { path: 'editar', handle: crumb('Editar'), lazy: eventFormPage },
                ],
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
