import { t } from '@lingui/core/macro';
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Ghana green, with the flag's gold as the accent.
const kente: MantineColorsTuple = [
  '#e6f7ef',
  '#c9ecdb',
  '#97d9b8',
  '#5fc493',
  '#33b374',
  '#17a862',
  '#0b9a58',
  '#0b7a4b',
  '#066b40',
  '#005c35',
];
const gold: MantineColorsTuple = [
  '#fffbe1',
  '#fff4cb',
  '#ffe89a',
  '#ffdb64',
  '#ffd038',
  '#fcd116',
  '#ffc400',
  '#e3ad00',
  '#ca9900',
  '#af8300',
];

export const theme = createTheme({
  primaryColor: 'kente',
  primaryShade: 7,
  colors: { kente, gold },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  breakpoints: { xs: '22.5em', sm: '40em', md: '48em', lg: '64em', xl: '80em' },
  // Every field of the auth forms is required; an asterisk on each says nothing and would change the
  // fields' label text ("Password *"). The inputs still carry the required attribute.
  // A dialog's × is announced by its name (axe's button-name), in the language shown: resolved on each
  // render. A select's options list scrolls itself (mantine.css), not inside a scroll area whose
  // viewport no key can reach (scrollable-region-focusable).
  components: {
    TextInput: { defaultProps: { withAsterisk: false } },
    PasswordInput: { defaultProps: { withAsterisk: false } },
    Modal: { defaultProps: () => ({ closeButtonProps: { 'aria-label': t`Close` } }) },
    Drawer: { defaultProps: () => ({ closeButtonProps: { 'aria-label': t`Close` } }) },
    Select: { defaultProps: { withScrollArea: false } },
  },
});

/**
 * Mantine's default "dimmed" grey (gray.6) reads at 3.3:1 on white; gray.7 passes WCAG AA (4.5:1).
 * The light variant's text (kente.6 on kente.0) is darkened the same way, and so are yellow's (yellow.6
 * on its tint reads at 1.8:1: the tier and status badges on /me, /settings and /identity-verification)
 * and red's (3.3:1). Mantine's error red (red.6, 3.6:1) on a field's message and its text is red.9, and
 * a toast's message under its title (gray.6) is gray.7. White on a red button (red.6, 3.6:1) is on red.9; orange's, green's, blue's and gray's light text (status badges, the staff
 * console's buttons) are darkened as yellow's.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-kente-light-color': 'var(--mantine-color-kente-8)',
    '--mantine-color-yellow-light-color': '#7a4a00',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-orange-light-color': '#9a3d00',
    '--mantine-color-green-light-color': '#1b6a2c',
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-gray-light-color': 'var(--mantine-color-gray-8)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a61e1e',
  },
  dark: {},
});
