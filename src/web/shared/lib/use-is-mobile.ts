import { useMediaQuery } from '@mantine/hooks';

/** The specs' mobile breakpoint: 768 px wide or less. */
export const MOBILE_MEDIA_QUERY = '(max-width: 768px)';

/** Read on the first render too (the app renders only in the browser), so phones never flash the desktop layout. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
}
