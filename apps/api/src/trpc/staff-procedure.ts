import { AppError } from '../errors';
import { authedProcedure } from './init';
import { findUserRole } from './staff-role-repository';

/** The staff roles (migration 0038); `user` is everyone else. One role per person, set by `pnpm user:role`. */
export type StaffRole = 'support' | 'compliance' | 'reviewer' | 'operator' | 'admin';

/**
 * Signed in with one of `roles` (an admin may do what any staff role may); anyone else gets 403 with
 * `message`. The context gains `staffRole`, for the audit log and for screens that show more to some roles.
 */
export function staffProcedure(roles: readonly StaffRole[], message = 'Only staff can do this') {
  return authedProcedure.use(async ({ ctx, next }) => {
    const role = (await findUserRole(ctx.deps.db, ctx.userId)) as StaffRole | 'user' | undefined;
    if (!role || role === 'user' || (role !== 'admin' && !roles.includes(role))) throw new AppError('FORBIDDEN', message);
    return next({ ctx: { staffRole: role } });
  });
}
