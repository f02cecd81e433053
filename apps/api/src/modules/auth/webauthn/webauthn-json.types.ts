import { z } from 'zod';

/**
 * The JSON shapes of WebAuthn options and responses, as @simplewebauthn 14 produces and expects them.
 * Options list every field the library can set (an output schema drops unlisted ones); responses
 * are loose, since browsers add fields and the library checks the content itself.
 */
const ZTransport = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const ZUserVerification = z.enum(['discouraged', 'preferred', 'required']);
const ZHint = z.enum(['hybrid', 'security-key', 'client-device']);

const ZCredentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

const ZExtensionInputs = z.object({
  appid: z.string().optional(),
  credProps: z.boolean().optional(),
  hmacCreateSecret: z.boolean().optional(),
  minPinLength: z.boolean().optional(),
  prf: z.unknown().optional(),
});

export const ZCreationOptionsSchema = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(ZCredentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: ZUserVerification.optional(),
      userVerification: ZUserVerification.optional(),
    })
    .optional(),
  hints: z.array(ZHint).optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  attestationFormats: z.array(z.string()).optional(),
  extensions: ZExtensionInputs.optional(),
});

export const ZRequestOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(ZCredentialDescriptorSchema).optional(),
  userVerification: ZUserVerification.optional(),
  hints: z.array(ZHint).optional(),
  extensions: ZExtensionInputs.optional(),
});

const ZCredentialBase = {
  id: z.string().min(1),
  rawId: z.string().min(1),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
  clientExtensionResults: z.looseObject({}).default({}),
};

export const ZRegistrationResponseSchema = z.looseObject({
  ...ZCredentialBase,
  response: z.looseObject({
    clientDataJSON: z.string(),
    attestationObject: z.string(),
    transports: z.array(ZTransport).optional(),
  }),
});

export const ZAuthenticationResponseSchema = z.looseObject({
  ...ZCredentialBase,
  response: z.looseObject({
    clientDataJSON: z.string(),
    authenticatorData: z.string(),
    signature: z.string(),
    userHandle: z.string().optional(),
  }),
});
