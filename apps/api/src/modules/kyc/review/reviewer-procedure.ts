import { staffProcedure } from '../../../trpc/staff-procedure';

/**
 * Signed in with the reviewer (or admin) role (`pnpm user:role <username> reviewer`), with a passkey,
 * as every staff desk asks; anyone else gets 403.
 */
export const reviewerProcedure = staffProcedure(['reviewer'], 'Only a reviewer can do this');
