import { APP_NAME } from '@ghanapay/validators';
import { generateOpenApiDocument } from 'trpc-to-openapi';
import type { AppRouter } from '../root-router';
import { gatewayPaths } from './openapi-gateway-paths';

type OpenApiDocument = ReturnType<typeof generateOpenApiDocument>;
type Operation = { security?: unknown[]; parameters?: { in?: string; required?: boolean }[]; responses?: Record<string, unknown> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * The document served at /api/openapi.json: trpc-to-openapi's, finished so that independent
 * validators (swagger-parser, Redocly's recommended rules) accept it, and so it says what the
 * server really sends. The test in openapi-document.int.test.ts keeps it so.
 */
export function buildOpenApiDocument(router: AppRouter, options: { demoMode?: boolean } = {}): OpenApiDocument {
  const document = generateOpenApiDocument(router, {
    title: `${APP_NAME} API`,
    version: '1.0.0',
    description:
      'The wallet’s REST paths: the same procedures the web app calls over tRPC, and the routes that are not procedures (identity photos, statement files, pictures, USSD, providers’ callbacks, the health check). Amounts are 2-decimal cedi strings ("12.50").',
    baseUrl: '/api',
    securitySchemes: {
      session: {
        type: 'apiKey',
        in: 'cookie',
        name: 'gp.sid',
        description:
          'The session cookie set by POST /auth/login, /auth/complete-registration or /auth/webauthn/verify-authentication: HttpOnly, SameSite=Lax, Secure over HTTPS; ends after 30 minutes idle or 12 hours. State-changing calls from a browser must come from the app’s own origin.',
      },
    },
  });
  document.info.license = { name: 'Proprietary', identifier: `LicenseRef-${APP_NAME}-Proprietary` };

  // The routes outside tRPC (apps/api/src/gateways), described by hand.
  const gateways = gatewayPaths({ demoMode: options.demoMode ?? false });
  Object.assign((document.paths ??= {}), gateways.paths);
  const components = (document.components ??= {}) as Record<string, Record<string, unknown> | undefined>;
  Object.assign((components.schemas ??= {}), gateways.components.schemas);
  Object.assign((components.securitySchemes ??= {}), gateways.components.securitySchemes);

  for (const item of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      // A public call (meta.openapi.protect false) needs no session: say so, rather than saying nothing.
      operation.security ??= [];
      // A path parameter is always required; a z.preprocess in front of its schema hides that from the generator.
      for (const parameter of operation.parameters ?? []) if (parameter.in === 'path') parameter.required = true;
      const responses = (operation.responses ??= {});
      if (!Object.keys(responses).some((status) => status.startsWith('4'))) {
        responses['4XX'] = {
          description: 'Refused (rate limited, or a cross-site request)',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/error.BAD_REQUEST' } } },
        };
      }
    }
  }

  // The error bodies the REST layer sends: issues carry the failing field's path with the message.
  for (const schema of Object.values(document.components?.schemas ?? {}) as { properties?: { issues?: { items?: unknown } } }[]) {
    if (schema.properties?.issues) {
      schema.properties.issues.items = {
        type: 'object',
        properties: {
          path: { type: 'string', description: 'The failing field, dotted ("recipient.phone"); empty for the whole body' },
          message: { type: 'string' },
        },
        required: ['path', 'message'],
        additionalProperties: false,
      };
    }
  }
  return document;
}
