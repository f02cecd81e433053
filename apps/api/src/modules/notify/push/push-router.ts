import { router } from '../../../trpc/init';
import {
  deletePushSubscriptionProcedure,
  getVapidPublicKeyProcedure,
  listPushSubscriptionsProcedure,
  subscribePushProcedure,
} from './push-procedures';

export const pushRouter = router({
  vapidPublicKey: getVapidPublicKeyProcedure,
  subscribe: subscribePushProcedure,
  subscriptions: listPushSubscriptionsProcedure,
  unsubscribe: deletePushSubscriptionProcedure,
});
