// The job queue main starts (its jobs are registered inside this module).
export { createJobQueue } from './job-queue';
export { TRANSFER_STEP_JOB } from './scheduled-jobs';
