import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Ghana green, with the flag's gold as the accent.
const kente: MantineColorsTuple = ['#e6f7ef', '#c9ecdb', '#97d9b8', '#5fc493', '#33b374', '#17a862', '#0b9a58', '#0b7a4b', '#066b40', '#005c35'];
const gold: MantineColorsTuple = ['#fffbe1', '#fff4cb', '#ffe89a', '#ffdb64', '#ffd038', '#fcd116', '#ffc400', '#e3ad00', '#ca9900', '#af8300'];

export const theme = createTheme({
  primaryColor: 'kente',
  primaryShade: 7,
  colors: { kente, gold },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  breakpoints: { xs: '22.5em', sm: '40em', md: '48em', lg: '64em', xl: '80em' },
});
