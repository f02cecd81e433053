import { z } from 'zod';
import { AppError } from '../../../errors';
import { authedProcedure } from '../../../trpc/init';
import { deleteCredentialOfUser, listPasskeysOfUser } from './webauthn-credential-repository';

const ZPasskeySchema = z.object({
  id: z.string(),
  name: z.string(),
  deviceType: z.string(),
  backedUp: z.boolean(),
  createdAt: z.coerce.date(),
  lastUsedAt: z.coerce.date().nullable(),
});

/** Settings → Face ID & Passcode: my passkeys (the public key never leaves the server). */
export const listPasskeysProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/auth/webauthn/credentials', tags: ['auth'], summary: 'My passkeys' } })
  .input(z.object({}))
  .output(z.array(ZPasskeySchema))
  .query(async ({ ctx }) =>
    (await listPasskeysOfUser(ctx.deps.db, ctx.userId)).map((c) => ({
      id: c.id,
      name: c.name,
      deviceType: c.deviceType,
      backedUp: c.backedUp,
      createdAt: c.createdAt,
      lastUsedAt: c.lastUsedAt,
    })),
  );

export const deletePasskeyProcedure = authedProcedure
  .meta({ openapi: { method: 'DELETE', path: '/auth/webauthn/credentials/{id}', tags: ['auth'], summary: 'Remove one of my passkeys' } })
  .input(z.object({ id: z.string().min(1).max(512) }))
  .output(z.object({ message: z.string() }))
  .mutation(async ({ ctx, input }) => {
    if (!(await deleteCredentialOfUser(ctx.deps.db, ctx.userId, input.id))) throw new AppError('NOT_FOUND', 'Passkey not found');
    return { message: 'Passkey removed' };
  });
