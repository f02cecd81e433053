// What other modules may call; everything else here is this module's own business.
export { LogoutButton } from './logout-button';
