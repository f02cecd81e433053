import { expect } from 'vitest';
import { SoftwareAuthenticator } from '../../auth/webauthn/testing/software-authenticator';
import { setUserRole } from '../../kyc/review/user-role-repository';
import { createTestUser } from '../../../testing/factories';
import type { HttpClient } from '../../../testing/http-client';
import type { TestApp } from '../../../testing/test-app';

export interface StaffTestUser {
  id: string;
  username: string;
  /** Signed in with a passkey, as the console asks. */
  client: HttpClient;
  /** The same person signed in with their password. */
  passwordClient: HttpClient;
}

/** A staff member with `role`, who registered a passkey and signed in with it. */
export async function createStaffMember(
  t: TestApp,
  role: 'support' | 'compliance' | 'reviewer' | 'operator' | 'admin',
): Promise<StaffTestUser> {
  const user = await createTestUser(t, 'social');
  await setUserRole(t.deps.db, user.username, role);
  const authenticator = new SoftwareAuthenticator('127.0.0.1', t.baseUrl);
  const creation = (await user.client.post('/api/auth/webauthn/registration-options')).body;
  const registered = await user.client.post('/api/auth/webauthn/verify-registration', {
    registrationResponse: authenticator.createCredential(creation),
  });
  expect(registered.status, registered.text).toBe(200);
  const client = t.client();
  const options = (await client.get('/api/auth/webauthn/authentication-options')).body;
  const signedIn = await client.post('/api/auth/webauthn/verify-authentication', {
    authenticationResponse: authenticator.getAssertion(options),
  });
  expect(signedIn.status, signedIn.text).toBe(200);
  return { id: user.id, username: user.username, client, passwordClient: user.client };
}
