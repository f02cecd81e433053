import { authedProcedure } from '../../../trpc/init';
import { listDevices, signOutDevice, signOutOtherDevices } from './device-service';
import {
  ZListDevicesRequestSchema,
  ZListDevicesResponseSchema,
  ZSignOutDeviceRequestSchema,
  ZSignOutResponseSchema,
} from './device-procedures.types';

export const listDevicesProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/sessions',
      tags: ['auth'],
      summary: 'Remembered devices: my signed-in sessions, this one marked',
    },
  })
  .input(ZListDevicesRequestSchema)
  .output(ZListDevicesResponseSchema)
  .query(({ ctx }) => listDevices(ctx.deps, ctx.userId, ctx.req.session.sessionId));

export const signOutDeviceProcedure = authedProcedure
  .meta({ openapi: { method: 'DELETE', path: '/sessions/{id}', tags: ['auth'], summary: 'Sign one of my devices out, at once' } })
  .input(ZSignOutDeviceRequestSchema)
  .output(ZSignOutResponseSchema)
  .mutation(({ ctx, input }) => signOutDevice(ctx.deps, ctx.userId, input.id, ctx.req.session.sessionId));

export const signOutOtherDevicesProcedure = authedProcedure
  .meta({ openapi: { method: 'POST', path: '/sessions/sign-out-others', tags: ['auth'], summary: 'Sign out every device but this one' } })
  .input(ZListDevicesRequestSchema)
  .output(ZSignOutResponseSchema)
  .mutation(({ ctx }) => signOutOtherDevices(ctx.deps, ctx.userId, ctx.req.session.sessionId));
