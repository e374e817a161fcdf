import {
  Component,
  type ComponentType,
  createElement,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useRef,
} from 'react';
import { matchPath, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { PageLoader } from '../shared/ui/page-loader.tsx';
import { BuyerShell } from './buyer-shell/buyer-shell.tsx';
import { LandingPage } from './routes/landing.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { OtherApp } from './routes/other-app.tsx';
import { PageError } from './routes/page-error.tsx';

// The buyer's web app: the landing page, the public event page and the candidate's payment
// page, and the 404. A bundle of its own, apart from the organiser area (router.tsx), with
// React Router's declarative routes: buyers need no loaders, fetchers or blockers, and the
// data router alone would cost them 14 KB compressed (docs/decisions/0071).

interface LazyPage {
  Page: ComponentType;
  /** Loads the page's code (once); resolves when it can render without suspending. */
  preload: () => Promise<void>;
}

function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then((page) => {
      loaded = page;
    });
    return pending;
  };
  function Page() {
    // Already loaded (buyer-main.tsx preloads the first page): render in the same pass, so
    // React's first paint is the page and not a loader.
    if (loaded) return createElement(loaded);
    use(preload());
    return loaded ? createElement(loaded) : null;
  }
  return { Page, preload };
}

const buyerPages: { path: string; page: LazyPage }[] = [
  {
    path: '/eventos/:slug',
    page: lazyPage(
      async () => (await import('../features/public-event/public-event-page.tsx')).PublicEventPage,
    ),
  },
  {
    path: '/previa/:token',
    page: lazyPage(
      async () => (await import('../features/public-event/public-event-page.tsx')).PreviewEventPage,
    ),
  },
  {
    path: '/payment/candidate/:hash',
    page: lazyPage(
      async () =>
        (await import('../features/candidate-payment/candidate-payment-page.tsx')).CandidatePaymentPage,
    ),
  },
  {
    path: '/pedido/:hash',
    page: lazyPage(async () => (await import('../features/order-page/order-page.tsx')).OrderPage),
  },
  {
    path: '/sorteio/:id',
    page: lazyPage(async () => (await import('../features/draw-audit/draw-audit-page.tsx')).DrawAuditPage),
  },
  {
    path: '/termos',
    page: lazyPage(async () => (await import('../features/legal/components/terms-page.tsx')).TermsPage),
  },
  {
    path: '/ajuda',
    page: lazyPage(async () => (await import('../features/legal/components/help-page.tsx')).HelpPage),
  },
  {
    path: '/meus-ingressos',
    page: lazyPage(
      async () =>
        (await import('../features/my-orders/components/my-orders-request-page.tsx')).MyOrdersRequestPage,
    ),
  },
  {
    path: '/meus-ingressos/acesso',
    page: lazyPage(
      async () =>
        (await import('../features/my-orders/components/my-orders-access-page.tsx')).MyOrdersAccessPage,
    ),
  },
  {
    path: '/privacidade',
    page: lazyPage(async () => (await import('../features/legal/components/privacy-page.tsx')).PrivacyPage),
  },
];

/** Loads the code of the page at `pathname`, if it is one of the lazy ones. */
export function preloadPageAt(pathname: string): Promise<void> {
  const match = buyerPages.find(({ path }) => matchPath(path, pathname));
  return match ? match.page.preload() : Promise.resolve();
}

class PageErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.hasError ? <PageError /> : this.props.children;
  }
}

/** A new page starts at its top; back and forward keep the browser's own restoration. */
function ScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current !== pathname && navigationType === 'PUSH') window.scrollTo(0, 0);
    previousPathname.current = pathname;
  }, [pathname, navigationType]);
  return null;
}

export function BuyerRoutes() {
  const location = useLocation();
  // /admin/* is the other app, loaded in full: no frame to draw meanwhile.
  if (matchPath('/admin/*', location.pathname)) return <OtherApp />;
  return (
    <BuyerShell>
      <PageErrorBoundary key={location.pathname}>
        <ScrollToTopOnNavigation />
        <Suspense fallback={<PageLoader />}>
          <Routes>
            <Route index element={<LandingPage />} />
            {buyerPages.map(({ path, page }) => (
              <Route key={path} path={path} element={<page.Page />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </PageErrorBoundary>
    </BuyerShell>
  );
}
