import { router } from '../../trpc/init';
import { getUssdPinProcedure } from './pins/get-ussd-pin';
import { setUssdPinProcedure } from './pins/set-ussd-pin';
import { getUssdStatsProcedure } from './stats/get-ussd-stats';
import { listUssdSessionsProcedure } from './stats/list-ussd-sessions';

export const ussdRouter = router({
  stats: getUssdStatsProcedure,
  sessions: listUssdSessionsProcedure,
  pin: getUssdPinProcedure,
  setPin: setUssdPinProcedure,
});
