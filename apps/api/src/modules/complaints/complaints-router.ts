import { router } from '../../trpc/init';
import {
  extendComplaintProcedure,
  fileComplaintProcedure,
  getMyComplaintProcedure,
  getStaffComplaintProcedure,
  listMyComplaintsProcedure,
  listStaffComplaintsProcedure,
  setComplaintStatusProcedure,
} from './complaint-procedures';

export const complaintsRouter = router({
  fileComplaint: fileComplaintProcedure,
  listMyComplaints: listMyComplaintsProcedure,
  getMyComplaint: getMyComplaintProcedure,
  listStaffComplaints: listStaffComplaintsProcedure,
  getStaffComplaint: getStaffComplaintProcedure,
  setComplaintStatus: setComplaintStatusProcedure,
  extendComplaint: extendComplaintProcedure,
});
