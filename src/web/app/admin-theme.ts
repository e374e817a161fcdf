import { type CSSVariablesResolver, createTheme, darken, mergeThemeOverrides } from '@mantine/core';
import { theme } from './theme.ts';

/**
 * The organiser area's theme (docs/decisions/0435-admin-accessibility.md): the app's theme one
 * step deeper, so every colour's filled, outline and text shade is 8 rather than 6. White on
 * indigo-8 is 5.7:1 and indigo-8 on the breadcrumbs' grey-0 5.4:1 (indigo-6 was 4.3:1 and 4.1:1,
 * under WCAG AA's 4.5:1). The buyers' pages (another build) darken theirs in buyer-shell.css.
 */
export const adminTheme = mergeThemeOverrides(
  theme,
  createTheme({
    primaryShade: 8,
    components: {
      // Mantine's hidden focus placeholder is a focusable div inside role="menu", which a menu may
      // not hold (axe's aria-required-children); without it the first item takes focus on
      // opening, as the WAI-ARIA menu pattern has it.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    },
  }),
);

/**
 * The light colours whose shade 8 (white text on it) and shade 9 (text on their light badges)
 * still fall under 4.5:1 (green-9 on green-1 is 3.8:1), and the deeper tone each takes for both;
 * orange and yellow as on the buyers' pages. Each is at least 4.6:1 on its light background
 * and 5.1:1 with white.
 */
const DEEP_TONES = {
  green: '#237032',
  teal: '#067050',
  orange: '#b8420a',
  yellow: '#8a5a00',
  lime: '#4a7a0a',
  cyan: '#0b7285',
} as const;

function deepToneVariables(): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [color, tone] of Object.entries(DEEP_TONES)) {
    variables[`--mantine-color-${color}-filled`] = tone;
    variables[`--mantine-color-${color}-filled-hover`] = darken(tone, 0.15);
    variables[`--mantine-color-${color}-text`] = tone;
    variables[`--mantine-color-${color}-outline`] = tone;
    variables[`--mantine-color-${color}-light-color`] = tone;
  }
  return variables;
}

/**
 * What shade 8 does not reach: "dimmed" text (grey-6, 3.3:1 on white) takes the buyers' #5c636a
 * (6.1:1 on white, 5.5:1 on grey-1), error texts red-9, the light colours their deep tones, and
 * indigo's light variant a text a touch deeper than indigo-9.
 */
export const adminCssVariables: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...deepToneVariables(),
    // Indigo light buttons ("Filtros" open, "Meus eventos") keep 4.5:1 under the pointer too:
    // indigo-9 on the hover's indigo-2 is 4.1:1, this 4.8:1.
    '--mantine-color-indigo-light-color': darken(resolved.colors.indigo[9], 0.1),
  },
  dark: {},
});
