import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '../../shared/ui/page-loader.tsx';

/**
 * A link that leads to the other web app (a buyer's page from the organiser area, or the other
 * way round) is followed with a full page load: each app is its own bundle (docs/decisions/0071).
 */
export function OtherApp() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <PageLoader />;
}
