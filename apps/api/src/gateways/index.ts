import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { registerAvatarsGateway } from './avatars-gateway';
import { registerDemoGateway } from './demo-gateway';
import { registerHealthGateway } from './health-gateway';
import { registerIdentityCallbacksGateway } from './identity-callbacks-gateway';
import { registerKycImagesGateway } from './kyc-images-gateway';
import { registerMerchantPosterGateway } from './merchant-poster-gateway';
import { registerMetricsGateway } from './metrics-gateway';
import { registerPrivacyExportGateway } from './privacy-export-gateway';
import { registerProfileImagesGateway } from './profile-images-gateway';
import { registerProviderCallbacksGateway } from './provider-callbacks-gateway';
import { registerReceiptsGateway } from './receipts-gateway';
import { registerSignInRedirectGateway } from './sign-in-redirect-gateway';
import { registerSimulatorsGateway } from './simulators-gateway';
import { registerStatementsGateway } from './statements-gateway';
import { registerUssdGateway } from './ussd-gateway';

/**
 * Inbound HTTP that is not a tRPC procedure: the health check, /metrics (behind its token), the demo's routes (the app's mode, and
 * the inbox in demo mode only), the generated and the stored profile pictures, the provider
 * simulators (demo mode only), the /api/login redirect, the providers' callbacks, the statement
 * downloads, the receipt PDFs and the receipts' public keys, the merchant's poster PDF, the personal-data export, the identity photos, and the USSD gateway (POST /ussd, GET /admin/ussd/sessions). Each gateway is a Fastify plugin in this folder with its
 * own content types, CSRF and authentication rules (a provider or an aggregator is not a browser);
 * it parses and checks the request, then calls a module's service through its index.ts.
 */
export async function registerGateways(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerHealthGateway(app, deps);
  await registerMetricsGateway(app, deps);
  await registerDemoGateway(app, deps);
  await registerProfileImagesGateway(app, deps);
  await registerAvatarsGateway(app);
  await registerSimulatorsGateway(app, deps);
  await registerProviderCallbacksGateway(app, deps);
  await registerIdentityCallbacksGateway(app, deps);
  await registerSignInRedirectGateway(app);
  await registerStatementsGateway(app, deps);
  await registerReceiptsGateway(app, deps);
  await registerMerchantPosterGateway(app, deps);
  await registerPrivacyExportGateway(app, deps);
  await registerUssdGateway(app, deps);
  await registerKycImagesGateway(app, deps);
}
