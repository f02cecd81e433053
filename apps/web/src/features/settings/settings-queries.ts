import { trpc } from '../../lib/trpc';

export const preferencesQuery = () => trpc.auth.preferences.queryOptions({});
export const devicesQuery = () => trpc.auth.listDevices.queryOptions({});
export const passkeysQuery = () => trpc.auth.webauthn.passkeys.queryOptions({});
export const ussdPinQuery = () => trpc.ussd.pin.queryOptions();
export const firstPaymentRuleQuery = () => trpc.money.getFirstPaymentRule.queryOptions({});
export const guardianQuery = () => trpc.money.getGuardian.queryOptions({});
