import { AppError } from '../errors';
import { authedProcedure } from './init';
import { findUserRole } from './staff-role-repository';

/** The staff roles (migration 0038); `user` is everyone else. One role per person, set by `pnpm user:role`. */
export const STAFF_ROLES = ['support', 'compliance', 'reviewer', 'operator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const PASSKEY_REQUIRED_MESSAGE = 'Sign in with your passkey to use the staff console';

interface StaffProcedureOptions {
  /**
   * Accept a session signed in with a password. Only the identity-check review, which predates the
   * console and keeps its own screen for now (docs/decisions.md, "Staff sign in with a passkey").
   */
  passwordSessionAllowed?: boolean;
}

/**
 * Signed in with one of `roles` (an admin may do what any staff role may); anyone else gets 403 with
 * `message`. Staff must have signed in with a passkey: a session a password opened gets 403 (their
 * own wallet still works: only staff procedures ask). The context gains `staffRole`, for the audit
 * log and for screens that show more to some roles.
 */
export function staffProcedure(roles: readonly StaffRole[], message = 'Only staff can do this', options: StaffProcedureOptions = {}) {
  return authedProcedure.use(async ({ ctx, next }) => {
    const role = (await findUserRole(ctx.deps.db, ctx.userId)) as StaffRole | 'user' | undefined;
    if (!role || role === 'user' || (role !== 'admin' && !roles.includes(role))) throw new AppError('FORBIDDEN', message);
    if (!options.passwordSessionAllowed && ctx.req.session.get('signInMethod') !== 'passkey') {
      throw new AppError('FORBIDDEN', PASSKEY_REQUIRED_MESSAGE);
    }
    return next({ ctx: { staffRole: role } });
  });
}
