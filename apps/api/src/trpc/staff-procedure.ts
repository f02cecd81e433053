import { AppError } from '../errors';
import { authedProcedure } from './init';

/** The staff roles (migration 0038); `user` is everyone else. One role per person, set by `pnpm user:role`. */
export const STAFF_ROLES = ['support', 'compliance', 'reviewer', 'operator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Signed in with one of `roles` (an admin may do what any staff role may); anyone else gets 403 with
 * `message`. The context gains `staffRole`, for the audit log and for screens that show more to some roles.
 */
export function staffProcedure(roles: readonly StaffRole[], message = 'Only staff can do this') {
  return authedProcedure.use(async ({ ctx, next }) => {
    const row = await ctx.deps.db.selectFrom('users').select('role').where('id', '=', ctx.userId).executeTakeFirst();
    const role = row?.role as StaffRole | 'user' | undefined;
    if (!role || role === 'user' || (role !== 'admin' && !roles.includes(role))) throw new AppError('FORBIDDEN', message);
    return next({ ctx: { staffRole: role } });
  });
}
