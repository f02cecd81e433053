// What other code may call of privacy: its router (the root router), the personal-data export (the
// privacy-export gateway streams it as a file) and the retention schedule (the job queue).
export { privacyRouter } from './privacy-router';
export { admitExport, exportFilename, personalDataExport } from './export/personal-data-export';
export { applyRetentionSchedule } from './retention/retention-job';
