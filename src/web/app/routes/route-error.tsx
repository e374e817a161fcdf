import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found.tsx';
import { PageError } from './page-error.tsx';

/** Whatever an organiser route throws while loading or rendering. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return <PageError />;
}
