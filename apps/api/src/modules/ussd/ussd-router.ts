import { router } from '../../trpc/init';
import { getUssdPinProcedure } from './pins/get-ussd-pin';
import { setUssdPinProcedure } from './pins/set-ussd-pin';
import { getUssdStatsProcedure } from './stats/get-ussd-stats';

export const ussdRouter = router({
  stats: getUssdStatsProcedure,
  pin: getUssdPinProcedure,
  setPin: setUssdPinProcedure,
});
