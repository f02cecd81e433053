// What other modules may call; everything else here is this module's own business.
export { registerPasskey } from './passkey-ceremonies';
export { usePlatformAuthenticator } from './use-platform-authenticator';
export { faceIdErrorMessage } from './webauthn-errors';
