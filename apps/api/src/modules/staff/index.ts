// The staff console: customer look-up, wallet freezes and the hash-chained staff audit log.
export { staffRouter } from './staff-router';
export { recordStaffAction, verifyStaffAuditLog } from './audit/staff-audit-service';
