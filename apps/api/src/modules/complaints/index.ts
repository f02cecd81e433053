// What other modules may call of complaints: its router (the root router), filing a complaint (the
// reversal flow and USSD), the escalation-notice job and the breach count (metrics).
export { complaintsRouter } from './complaints-router';
export { complaintsPastDeadline, fileComplaint } from './complaint-service';
export { sendComplaintEscalationNotices } from './complaint-staff-service';
