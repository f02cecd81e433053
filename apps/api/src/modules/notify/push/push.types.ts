import { z } from 'zod';

export const PUSH_MESSAGES = {
  endpoint: 'endpoint must be the push service URL the browser gave (https)',
  p256dh: 'keys.p256dh must be the browser’s P-256 public key (65 bytes, base64url)',
  auth: 'keys.auth must be the browser’s 16-byte auth secret (base64url)',
  notFound: 'Push subscription not found',
} as const;

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
/** A base64url text that decodes to `bytes` bytes (and, for a public key, an uncompressed point: 0x04 first). */
const zKeyBytes = (bytes: number, message: string, firstByte?: number) =>
  z
    .string({ error: message })
    .trim()
    .max(200, message)
    .refine((value) => {
      if (!base64url.test(value)) return false;
      const raw = Buffer.from(value, 'base64url');
      return raw.length === bytes && (firstByte === undefined || raw[0] === firstByte);
    }, message)
    .transform((value) => value.replace(/=+$/, ''));

/** What PushManager.subscribe gives (PushSubscription.toJSON()), and an optional name for the device. */
export const ZSubscribePushRequestSchema = z.object({
  endpoint: z.string({ error: PUSH_MESSAGES.endpoint }).trim().max(1024, PUSH_MESSAGES.endpoint).url(PUSH_MESSAGES.endpoint),
  keys: z.object(
    { p256dh: zKeyBytes(65, PUSH_MESSAGES.p256dh, 4), auth: zKeyBytes(16, PUSH_MESSAGES.auth) },
    { error: 'keys must hold p256dh and auth' },
  ),
  expirationTime: z.number().nullable().optional(),
  /** Shown in Settings ("Chrome on Android"); the browser's User-Agent when left out. */
  deviceLabel: z.string().trim().min(1).max(80, 'deviceLabel must be at most 80 characters').optional(),
});
export type TSubscribePushRequest = z.infer<typeof ZSubscribePushRequestSchema>;

export const ZSubscribePushResponseSchema = z.object({ id: z.string().uuid() });
export type TSubscribePushResponse = z.infer<typeof ZSubscribePushResponseSchema>;

export const ZVapidPublicKeySchema = z.object({
  /** The applicationServerKey for PushManager.subscribe (base64url, 65 bytes). */
  publicKey: z.string(),
});

export const ZPushSubscriptionIdSchema = z.object({ id: z.string().uuid(PUSH_MESSAGES.notFound) });

/** One device that gets pushes, as Settings lists it: never the endpoint or keys (they let anyone push to it). */
export const ZPushSubscriptionSchema = z.object({
  id: z.string(),
  deviceLabel: z.string().nullable(),
  /** The push service's host (fcm.googleapis.com, web.push.apple.com, …). */
  pushService: z.string(),
  createdAt: z.coerce.date(),
  lastSuccessAt: z.coerce.date().nullable(),
});
export type TPushSubscription = z.infer<typeof ZPushSubscriptionSchema>;
