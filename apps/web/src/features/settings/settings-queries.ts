import { trpcQuery } from '../../lib/trpc-query';

// Plain GETs under tRPC's keys (lib/trpc-query.ts): the signed-in layout reads the preferences on
// every page, and no page should download the tRPC client for that.
export const preferencesQuery = () => trpcQuery('auth.preferences', {});
export const devicesQuery = () => trpcQuery('auth.listDevices', {});
export const passkeysQuery = () => trpcQuery('auth.webauthn.passkeys', {});
export const ussdPinQuery = () => trpcQuery('ussd.pin', undefined);
export const firstPaymentRuleQuery = () => trpcQuery('money.getFirstPaymentRule', {});
export const guardianQuery = () => trpcQuery('money.getGuardian', {});
