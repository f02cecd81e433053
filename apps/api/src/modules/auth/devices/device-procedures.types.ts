import { z } from 'zod';

const ZDeviceSchema = z.object({
  /** A hash of the session's id (the id itself is a secret and never leaves the server). */
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  /** The address it last signed in from, its last part hidden. */
  place: z.string().nullable(),
  signedInAt: z.coerce.date().nullable(),
  lastSeenAt: z.coerce.date().nullable(),
  thisDevice: z.boolean(),
});

export const ZListDevicesRequestSchema = z.object({});
export const ZListDevicesResponseSchema = z.array(ZDeviceSchema);
export const ZSignOutDeviceRequestSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Unknown device') });
export const ZSignOutResponseSchema = z.object({ message: z.string(), signedOut: z.number().int() });

export type TDevice = z.infer<typeof ZDeviceSchema>;
