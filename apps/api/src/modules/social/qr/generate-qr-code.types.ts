import { z } from 'zod';
import { ZEmptyRequestSchema } from '../social-inputs';

export const ZGenerateQrCodeRequestSchema = ZEmptyRequestSchema;
export const ZGenerateQrCodeResponseSchema = z.object({
  /** The text to encode in the QR image: "ghanapay:pay:v1:<userId>:<username>:<signature>". */
  payload: z.string(),
  userId: z.string(),
  username: z.string(),
  name: z.string(),
});

export type TGenerateQrCodeResponse = z.infer<typeof ZGenerateQrCodeResponseSchema>;
