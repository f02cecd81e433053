import { zJsonBoolean, zLanguage } from '@ghanapay/validators';
import { z } from 'zod';

const ZNotificationsSchema = z.object({
  push: zJsonBoolean('push must be true or false'),
  pushShowAmounts: zJsonBoolean('pushShowAmounts must be true or false'),
  email: zJsonBoolean('email must be true or false'),
  sms: zJsonBoolean('sms must be true or false'),
  transactions: zJsonBoolean('transactions must be true or false'),
  security: zJsonBoolean('security must be true or false'),
});

export const ZPreferencesSchema = z.object({
  notifications: ZNotificationsSchema,
  appearance: z.enum(['light', 'dark', 'auto']),
  /** en, tw (Twi), ee (Ewe), ha (Hausa) or fr (French): the language of USSD screens and SMS. */
  language: zLanguage,
});

/** Any subset; what is left out stays as it was. */
export const ZUpdatePreferencesRequestSchema = z
  .object({
    notifications: ZNotificationsSchema.partial().strict().optional(),
    appearance: z.enum(['light', 'dark', 'auto'], { error: 'Appearance is light, dark or auto' }).optional(),
    language: zLanguage.optional(),
  })
  .strict();
