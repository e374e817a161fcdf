import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { PageLoader } from '../shared/ui/page-loader.tsx';
import type { CrumbHandle } from './admin-frame/crumbs.ts';
import { AdminFrame } from './routes/admin-frame.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { OtherApp } from './routes/other-app.tsx';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

// The organiser area's web app (admin.html): every page under /admin, each loaded on demand.
// Buyers' pages are another app (buyer-routes.tsx, index.html) that never imports this file;
// e2e/foundation.spec.ts checks the modules inside every file a buyer's page loads. Signed-in
// routes declare their breadcrumb in `handle` as plain data (admin-frame/crumbs.ts).
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
            path: 'cadastro',
            lazy: async () => {
              const { SignupPage } = await import('../features/auth/components/signup-page.tsx');
              return { Component: SignupPage };
            },
          },
          {
            path: 'confirmar-cadastro',
            lazy: async () => {
              const { ConfirmSignupPage } = await import(
                '../features/auth/components/confirm-signup-page.tsx'
              );
              return { Component: ConfirmSignupPage };
            },
          },
          {
            path: 'convite',
            lazy: async () => {
              const { AcceptInvitationPage } = await import(
                '../features/auth/components/accept-invitation-page.tsx'
              );
              return { Component: AcceptInvitationPage };
            },
          },
          {
            path: 'esqueci-senha',
            lazy: async () => {
              const { ForgotPasswordPage } = await import(
                '../features/auth/components/forgot-password-page.tsx'
              );
              return { Component: ForgotPasswordPage };
            },
          },
          {
            path: 'redefinir-senha',
            lazy: async () => {
              const { ResetPasswordPage } = await import(
                '../features/auth/components/reset-password-page.tsx'
              );
              return { Component: ResetPasswordPage };
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
                path: 'perfil',
                handle: crumb('Meu perfil'),
                lazy: async () => {
                  const { ProfilePage } = await import('../features/auth/components/profile-page.tsx');
                  return { Component: ProfilePage };
                },
              },
              {
                path: 'organizacao',
                handle: crumb('Organização'),
                lazy: async () => {
                  const { OrganisationPage } = await import(
                    '../features/organisation/components/organisation-page.tsx'
                  );
                  return { Component: OrganisationPage };
                },
              },
              {
                path: 'equipe',
                handle: crumb('Equipe'),
                lazy: async () => {
                  const { TeamPage } = await import('../features/organisation/components/team-page.tsx');
                  return { Component: TeamPage };
                },
              },
              {
                path: 'recebimentos',
                handle: crumb('Recebimentos'),
                lazy: async () => {
                  const { ReceivingPage } = await import(
                    '../features/organisation/components/receiving-page.tsx'
                  );
                  return { Component: ReceivingPage };
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
                          const { EventDashboardRoute } = await import('./routes/event-dashboard-route.tsx');
                          return { Component: EventDashboardRoute };
                        },
                      },
                      { path: 'editar', handle: crumb('Editar'), lazy: eventFormPage },
                      {
                        path: 'check-in',
                        handle: crumb('Check-in'),
                        lazy: async () => {
                          const { CheckInPage } = await import(
                            '../features/check-in/components/check-in-page.tsx'
                          );
                          return { Component: CheckInPage };
                        },
                      },
                    ],
                  },
                ],
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
