import { createTheme } from '@mantine/core';

const INTER_STACK =
  'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

// A dialog's "×" is an icon with no text: every modal and drawer names it, unless the dialog
// passes a more specific name (the buyer's cart drawer does). Plain objects rather than
// Modal.extend(): importing the components here would put them in every page's first load.
const CLOSE_BUTTON = { closeButtonProps: { 'aria-label': 'Fechar' } };

export const theme = createTheme({
  fontFamily: INTER_STACK,
  headings: { fontFamily: INTER_STACK },
  primaryColor: 'indigo',
  defaultRadius: 'md',
  // Someone who asked their system for less motion gets dialogs, drawers and menus that appear at
  // once instead of sliding or fading in (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    Modal: { defaultProps: CLOSE_BUTTON },
    Drawer: { defaultProps: CLOSE_BUTTON },
  },
});
