// The job queue main starts (its jobs are registered inside this module).
export { createJobQueue } from './job-queue';
export { BILL_PAYMENT_STEP_JOB, TRANSFER_STEP_JOB } from './scheduled-jobs';
