import { AppError } from '../../../errors';
import { authedProcedure } from '../../../trpc/init';
import { findRole } from '../images/kyc-image-repository';

/** Signed in with the reviewer role (`pnpm user:role <username> reviewer`); anyone else gets 403. */
export const reviewerProcedure = authedProcedure.use(async ({ ctx, next }) => {
  if ((await findRole(ctx.deps.db, ctx.userId)) !== 'reviewer') throw new AppError('FORBIDDEN', 'Only a reviewer can do this');
  return next();
});
