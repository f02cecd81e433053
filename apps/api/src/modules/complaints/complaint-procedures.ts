import { z } from 'zod';
import { authedProcedure } from '../../trpc/init';
import { staffProcedure } from '../../trpc/staff-procedure';
import { fileComplaint, getMyComplaint, listMyComplaints } from './complaint-service';
import { extendComplaint, listStaffComplaintQueue, setComplaintStatus, viewStaffComplaint } from './complaint-staff-service';
import {
  ZComplaintDetailSchema,
  ZComplaintReferenceRequestSchema,
  ZComplaintSchema,
  ZExtendComplaintRequestSchema,
  ZFileComplaintRequestSchema,
  ZFiledComplaintSchema,
  ZSetComplaintStatusRequestSchema,
  ZStaffComplaintDetailSchema,
  ZStaffComplaintSchema,
} from './complaint.types';

const STAFF_ONLY = 'Staff only: the complaints desk is for support and compliance staff';
const complaintsStaffProcedure = staffProcedure(['support', 'compliance'], STAFF_ONLY);

export const fileComplaintProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/complaints',
      tags: ['complaints'],
      summary: 'File a complaint (free): acknowledged at once with its reference and the dates we answer by',
    },
  })
  .input(ZFileComplaintRequestSchema)
  .output(ZFiledComplaintSchema)
  .mutation(({ ctx, input }) => fileComplaint(ctx.deps, ctx.userId, input, { source: 'web' }));

export const listMyComplaintsProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/complaints', tags: ['complaints'], summary: 'My complaints, newest first' } })
  .input(z.object({}))
  .output(z.array(ZComplaintSchema))
  .query(({ ctx }) => listMyComplaints(ctx.deps, ctx.userId));

export const getMyComplaintProcedure = authedProcedure
  .meta({
    openapi: { method: 'GET', path: '/complaints/{reference}', tags: ['complaints'], summary: 'One of my complaints with its history' },
  })
  .input(ZComplaintReferenceRequestSchema)
  .output(ZComplaintDetailSchema)
  .query(({ ctx, input }) => getMyComplaint(ctx.deps, ctx.userId, input.reference));

export const listStaffComplaintsProcedure = complaintsStaffProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/staff/complaints',
      tags: ['staff'],
      summary: 'The complaints queue: open first, nearest deadline first, with working days left and breaches',
    },
  })
  .input(z.object({}))
  .output(z.array(ZStaffComplaintSchema))
  .query(({ ctx }) => listStaffComplaintQueue(ctx.deps));

export const getStaffComplaintProcedure = complaintsStaffProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/staff/complaints/{reference}',
      tags: ['staff'],
      summary: 'A complaint with its history and who acted',
    },
  })
  .input(ZComplaintReferenceRequestSchema)
  .output(ZStaffComplaintDetailSchema)
  .query(({ ctx, input }) => viewStaffComplaint(ctx.deps, { userId: ctx.userId, role: ctx.staffRole }, input.reference));

export const setComplaintStatusProcedure = complaintsStaffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/staff/complaints/{reference}/status',
      tags: ['staff'],
      summary: 'Move a complaint on (investigating, resolved with its outcome, escalated); the note is told to the customer',
    },
  })
  .input(ZSetComplaintStatusRequestSchema)
  .output(ZStaffComplaintDetailSchema)
  .mutation(({ ctx, input }) => setComplaintStatus(ctx.deps, { userId: ctx.userId, role: ctx.staffRole }, input));

export const extendComplaintProcedure = complaintsStaffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/staff/complaints/{reference}/extend',
      tags: ['staff'],
      summary: 'Extend a complaint once by 15 working days, with the reason told to the customer (a second time: 409)',
    },
  })
  .input(ZExtendComplaintRequestSchema)
  .output(ZStaffComplaintDetailSchema)
  .mutation(({ ctx, input }) => extendComplaint(ctx.deps, { userId: ctx.userId, role: ctx.staffRole }, input));
