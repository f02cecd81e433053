// What other features may use of the staff console: its frame (title, role-aware nav, "Staff only").
export { StaffFrame } from './staff-frame';
