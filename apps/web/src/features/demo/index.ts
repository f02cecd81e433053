// What other modules may call; everything else here is this module's own business.
export { DEMO_INBOX_PATH, startAppConfigQuery, useDemoMode } from './app-config';
