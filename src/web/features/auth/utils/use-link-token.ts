import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readResetToken } from './reset-token.ts';

/**
 * The token of the e-mailed link that opened this page (`#token=…`: reset, sign-up confirmation).
 * Read once, then taken out of the address bar so it stays out of the history and screenshots.
 */
export function useLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => readResetToken(location.hash));
  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, hash: '' }, { replace: true });
  }, [location.hash, location.pathname, navigate]);
  return token;
}
