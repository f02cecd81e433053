import { APP_NAME } from '@ghanapay/validators';
import { z } from 'zod';

export const ZVerifyQrCodeRequestSchema = z.object({
  payload: z.string({ error: `This QR code is not a ${APP_NAME} code` }).max(1000, `This QR code is not a ${APP_NAME} code`),
});
/** Who to pay: prefill the send screen with these. */
export const ZVerifyQrCodeResponseSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
});

export type TVerifyQrCodeRequest = z.input<typeof ZVerifyQrCodeRequestSchema>;
export type TVerifyQrCodeResponse = z.infer<typeof ZVerifyQrCodeResponseSchema>;
