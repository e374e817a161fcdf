import { createTheme } from '@mantine/core';

const INTER_STACK =
  'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  fontFamily: INTER_STACK,
  headings: { fontFamily: INTER_STACK },
  primaryColor: 'indigo',
  defaultRadius: 'md',
});
