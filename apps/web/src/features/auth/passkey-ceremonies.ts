import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { inferInput } from '@trpc/tanstack-react-query';
import { type trpc, trpcClient } from '../../lib/trpc';

// The API declares the W3C JSON shapes with zod (string where the browser library has string unions);
// the server verifies everything it receives, so the two descriptions meet here with a cast.
type AuthenticationResponse = inferInput<typeof trpc.auth.webauthn.verifyAuthentication>['authenticationResponse'];
type RegistrationResponse = inferInput<typeof trpc.auth.webauthn.verifyRegistration>['registrationResponse'];

/** Signs in with a passkey of this device. @simplewebauthn/browser loads only when used. */
export async function signInWithPasskey() {
  const [options, { startAuthentication }] = await Promise.all([
    trpcClient.auth.webauthn.authenticationOptions.query(),
    import('@simplewebauthn/browser'),
  ]);
  const response = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
  return trpcClient.auth.webauthn.verifyAuthentication.mutate({ authenticationResponse: response as AuthenticationResponse });
}

/** Registers this device's platform authenticator for the signed-in person. */
export async function registerPasskey() {
  const [options, { startRegistration }] = await Promise.all([
    trpcClient.auth.webauthn.registrationOptions.mutate(),
    import('@simplewebauthn/browser'),
  ]);
  const response = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  return trpcClient.auth.webauthn.verifyRegistration.mutate({ registrationResponse: response as RegistrationResponse });
}
