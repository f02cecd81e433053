// What other modules may call of complaints: its router (the root router), filing a complaint (the
// reversal flow and USSD), and the escalation-notice job.
export { complaintsRouter } from './complaints-router';
export { fileComplaint } from './complaint-service';
export { sendComplaintEscalationNotices } from './complaint-staff-service';
