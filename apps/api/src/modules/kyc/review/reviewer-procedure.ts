import { staffProcedure } from '../../../trpc/staff-procedure';

/**
 * Signed in with the reviewer (or admin) role (`pnpm user:role <username> reviewer`); anyone else gets
 * 403. A password session still reviews identity checks (docs/decisions.md, "Staff sign in with a passkey").
 */
export const reviewerProcedure = staffProcedure(['reviewer'], 'Only a reviewer can do this', { passwordSessionAllowed: true });
