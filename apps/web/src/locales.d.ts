// A catalog imported from its .po file is compiled by @lingui/vite-plugin at build time.
declare module '*.po' {
  import type { Messages } from './lib/i18n';

  export const messages: Messages;
}
