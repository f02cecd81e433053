import { APP_NAME, APP_SLUG } from '@ghanapay/validators';
import { KYC_IMAGE_MAX_BYTES } from '../modules/kyc';

/**
 * The HTTP routes that are not tRPC procedures (apps/api/src/gateways), described for
 * /api/openapi.json by hand: their bodies are bytes, forms or a provider's JSON, not a procedure's
 * input. The document's server is /api; a route at the origin's root (/health, /ussd, /admin/…) names
 * the root as its own server. openapi-document.int.test.ts fails when a route is missing here.
 */

const ERROR = { $ref: '#/components/schemas/GatewayError' };
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ERROR } } });
const ROOT = [{ url: '/', description: 'The origin itself: this path is not under /api' }];
const SESSION = [{ session: [] }];
const PUBLIC: never[] = [];
const json = (schema: object, description: string) => ({ description, content: { 'application/json': { schema } } });
const anyObject = (description: string) => ({ type: 'object', description, additionalProperties: true });
const uuidPath = (name: string, description: string) => ({
  in: 'path',
  name,
  required: true,
  description,
  schema: { type: 'string', format: 'uuid' },
});

const healthReport = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ok', 'degraded'] },
    database: {
      type: 'object',
      properties: {
        status: { type: 'string', enum: ['up', 'down'] },
        latencyMs: { type: 'number' },
        migrations: { type: 'integer', description: 'Migrations applied (when up)' },
        error: { type: 'string', description: 'Why the database did not answer (when down)' },
      },
      required: ['status', 'latencyMs'],
    },
  },
  required: ['status', 'database'],
};

const ussdFields = {
  sessionId: { type: 'string', minLength: 1, maxLength: 100 },
  phoneNumber: { type: 'string', minLength: 1, maxLength: 20, description: 'The caller’s MSISDN (+233…)' },
  serviceCode: { type: 'string', maxLength: 20, default: '*920*00#' },
  networkCode: { type: 'string', maxLength: 20 },
  text: { type: 'string', maxLength: 200, default: '', description: 'Every answer so far, joined with "*"' },
};
const ussdRequest = { type: 'object', properties: ussdFields, required: ['sessionId', 'phoneNumber'] };

const callbackResponses = {
  '200': json(
    {
      type: 'object',
      properties: { status: { type: 'string', const: 'received' } },
      required: ['status'],
    },
    'Always "received", whatever the callback names: what it names is then read from the provider itself',
  ),
  '413': errorResponse('Larger than a callback (64 KB)'),
};

const demoPaths = {
  '/dev/inbox': {
    get: {
      operationId: 'demo-inbox',
      summary: 'Demo mode only: the last 50 simulated text messages and e-mails, newest first',
      tags: ['demo'],
      security: PUBLIC,
      responses: {
        '200': json(
          {
            type: 'object',
            properties: {
              messages: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'string' },
                    channel: { type: 'string', enum: ['sms', 'email'] },
                    to: { type: 'string' },
                    subject: { type: ['string', 'null'] },
                    text: { type: 'string' },
                    receivedAt: { type: 'string', format: 'date-time' },
                  },
                  required: ['id', 'channel', 'to', 'text', 'receivedAt'],
                },
              },
            },
            required: ['messages'],
          },
          'The simulated inbox',
        ),
      },
    },
  },
  '/dev/providers': {
    get: {
      operationId: 'demo-providers',
      summary: 'Demo mode only: the simulated MTN MoMo and aggregator books, faults and last 20 orders',
      tags: ['demo'],
      security: PUBLIC,
      responses: {
        '200': json(
          {
            type: 'object',
            properties: { momo: anyObject('MTN MoMo’s simulator'), paystack: anyObject('The aggregator’s simulator') },
            required: ['momo', 'paystack'],
          },
          'Both simulators',
        ),
      },
    },
  },
  '/dev/staff-role': {
    post: {
      operationId: 'demo-setStaffRole',
      summary: 'Demo mode only: makes a person complaints staff (support or compliance)',
      tags: ['demo'],
      security: PUBLIC,
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { username: { type: 'string' }, role: { type: 'string', enum: ['support', 'compliance'] } },
              required: ['username', 'role'],
            },
          },
        },
      },
      responses: {
        '200': json(
          { type: 'object', properties: { username: { type: 'string' }, role: { type: 'string' } }, required: ['username', 'role'] },
          'The role now set',
        ),
        '400': errorResponse('No username, or a role other than support or compliance'),
        '404': errorResponse('No user with this username'),
      },
    },
  },
  '/dev/standing-orders/{id}/run-now': {
    post: {
      operationId: 'demo-runStandingOrderNow',
      summary: "Demo mode only: my standing order's next run happens now, as the job runs it at 08:00 on its day",
      tags: ['demo'],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        '200': json({ type: 'object' }, 'The standing order with the run'),
        '401': errorResponse('Not signed in'),
        '404': errorResponse('Not my standing order'),
        '409': errorResponse('Paused or ended'),
      },
    },
  },
  '/dev/providers/faults': {
    post: {
      operationId: 'demo-setFault',
      summary: 'Demo mode only: makes a simulator fail, time out or answer late for one number',
      tags: ['demo'],
      security: PUBLIC,
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                provider: { type: 'string', enum: ['momo', 'paystack', 'bills'] },
                party: { type: 'string', description: 'The number (9 to 20 digits; a local 0… number for MTN)' },
                fault: { type: 'string', description: 'A fault the simulators know (see /dev/providers)' },
              },
              required: ['provider', 'party', 'fault'],
            },
          },
        },
      },
      responses: {
        '200': json({ type: 'object', properties: { faults: anyObject('Faults by number') }, required: ['faults'] }, 'The faults now set'),
        '400': errorResponse('Not a provider, a number or a known fault'),
      },
    },
    delete: {
      operationId: 'demo-clearFaults',
      summary: 'Demo mode only: clears the faults of one provider or number, or all',
      tags: ['demo'],
      security: PUBLIC,
      parameters: [
        { in: 'query', name: 'provider', required: false, schema: { type: 'string', enum: ['momo', 'paystack', 'bills'] } },
        { in: 'query', name: 'party', required: false, schema: { type: 'string' } },
      ],
      responses: {
        '200': json(
          { type: 'object', properties: { momo: anyObject('Faults by number'), paystack: anyObject('Faults by number') } },
          'The faults left',
        ),
      },
    },
  },
};

/** Paths (relative to /api, or with their own server) and the components they use. */
export function gatewayPaths(options: { demoMode: boolean }) {
  const paths = {
    '/health': {
      servers: ROOT,
      get: {
        operationId: 'gateway-health',
        summary: 'Health check: 200 when the database answers, 503 when it does not',
        tags: ['health'],
        security: PUBLIC,
        responses: { '200': json(healthReport, 'Up'), '503': json(healthReport, 'The database does not answer') },
      },
    },
    '/metrics': {
      servers: ROOT,
      get: {
        operationId: 'gateway-metrics',
        summary: 'Prometheus metrics (text exposition format); only with the METRICS_TOKEN bearer, never public',
        tags: ['health'],
        security: [{ metricsToken: [] }],
        responses: {
          '200': {
            description: 'The metrics, as Prometheus text',
            content: { 'text/plain': { schema: { type: 'string' } } },
          },
          '401': json(
            { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
            'No token, a wrong one, or none configured',
          ),
        },
      },
    },
    '/openapi.json': {
      get: {
        operationId: 'gateway-openapi',
        summary: 'This document',
        tags: ['meta'],
        security: PUBLIC,
        responses: { '200': json({ type: 'object', additionalProperties: true }, 'OpenAPI 3.1') },
      },
    },
    '/app-config': {
      get: {
        operationId: 'gateway-appConfig',
        summary: 'Which mode the server runs in (the web app’s demo banner)',
        tags: ['meta'],
        security: PUBLIC,
        responses: {
          '200': json({ type: 'object', properties: { demoMode: { type: 'boolean' } }, required: ['demoMode'] }, 'The mode'),
        },
      },
    },
    '/login': {
      get: {
        operationId: 'gateway-login',
        summary: 'The sign-in redirect target: leads to the sign-in screen',
        tags: ['auth'],
        security: PUBLIC,
        responses: {
          '302': { description: 'To /auth', headers: { Location: { schema: { type: 'string', const: '/auth' } } } },
          // It always redirects; "default" stands for the refusals every route may give.
          default: errorResponse('A refusal (an error body)'),
        },
      },
    },
    '/avatars/{file}': {
      get: {
        operationId: 'gateway-avatar',
        summary: 'A generated cartoon avatar: the same seed always draws the same face',
        tags: ['profile'],
        security: PUBLIC,
        parameters: [
          {
            in: 'path',
            name: 'file',
            required: true,
            description: 'The seed (a user id, or "unknown"; letters, digits, _ and -, up to 64) followed by .svg',
            schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}\\.svg$' },
          },
        ],
        responses: {
          '200': { description: 'The SVG, cached for a year', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
          '404': errorResponse('Not a seed followed by .svg'),
        },
      },
    },
    '/profile-images/{userId}': {
      get: {
        operationId: 'gateway-profileImage',
        summary: 'A user’s profile picture (public to whoever has the URL; ?v= carries its hash, so it is cached for a year)',
        tags: ['profile'],
        security: PUBLIC,
        parameters: [
          uuidPath('userId', 'The user'),
          { in: 'query', name: 'v', required: false, description: 'The picture’s hash (cache busting)', schema: { type: 'string' } },
          { in: 'header', name: 'If-None-Match', required: false, schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'The re-encoded picture',
            headers: { ETag: { schema: { type: 'string' } } },
            content: {
              'image/jpeg': { schema: { type: 'string', contentMediaType: 'image/jpeg' } },
              'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } },
              'image/webp': { schema: { type: 'string', contentMediaType: 'image/webp' } },
            },
          },
          '304': { description: 'Not modified (If-None-Match matched the ETag)' },
          '404': errorResponse('No such user or no picture'),
        },
      },
    },
    '/kyc/images': {
      post: {
        operationId: 'gateway-uploadKycImage',
        summary: `Uploads one identity photo (the image itself as the body, at most ${KYC_IMAGE_MAX_BYTES / 1024 / 1024} MB; 30 an hour)`,
        description: 'Sealed (encrypted) on arrival. The answer’s url is what POST /kyc/submit-document names.',
        tags: ['kyc'],
        security: SESSION,
        requestBody: {
          required: true,
          content: {
            'image/jpeg': { schema: { type: 'string', contentMediaType: 'image/jpeg' } },
            'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } },
            'image/webp': { schema: { type: 'string', contentMediaType: 'image/webp' } },
          },
        },
        responses: {
          '201': json(
            {
              type: 'object',
              properties: { id: { type: 'string', format: 'uuid' }, url: { type: 'string', example: '/api/kyc/images/…' } },
              required: ['id', 'url'],
            },
            'Stored',
          ),
          '400': errorResponse('Not an image, or not a JPEG, PNG or WebP picture'),
          '401': errorResponse('Not signed in'),
          '413': errorResponse('Larger than the limit'),
          '415': errorResponse('Not image/jpeg, image/png or image/webp'),
          '429': errorResponse('Too many uploads this hour'),
        },
      },
    },
    '/kyc/images/{id}': {
      get: {
        operationId: 'gateway-kycImage',
        summary: 'An identity photo, for its owner and for reviewers (to anyone else: 404); never cached',
        tags: ['kyc'],
        security: SESSION,
        parameters: [uuidPath('id', 'The image')],
        responses: {
          '200': {
            description: 'The decrypted image',
            content: {
              'image/jpeg': { schema: { type: 'string', contentMediaType: 'image/jpeg' } },
              'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } },
              'image/webp': { schema: { type: 'string', contentMediaType: 'image/webp' } },
            },
          },
          '404': errorResponse('No such image, or not yours to see'),
        },
      },
    },
    '/statements/download': {
      get: {
        operationId: 'gateway-downloadStatement',
        summary: 'The signed-in user’s statement as a file (CSV or PDF), for a plain download link; never cached',
        tags: ['money'],
        security: SESSION,
        parameters: [
          { in: 'query', name: 'period', required: true, schema: { type: 'string', enum: ['month', 'year'] } },
          {
            in: 'query',
            name: 'month',
            required: false,
            description: 'With period=month: YYYY-MM (Ghana time, which is UTC)',
            schema: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', example: '2026-11' },
          },
          {
            in: 'query',
            name: 'year',
            required: false,
            description: 'With period=year: YYYY',
            schema: { type: 'string', pattern: '^\\d{4}$', example: '2026' },
          },
          { in: 'query', name: 'format', required: true, schema: { type: 'string', enum: ['csv', 'pdf'] } },
        ],
        responses: {
          '200': {
            description: 'The file (Content-Disposition: attachment)',
            headers: {
              'Content-Disposition': { schema: { type: 'string', example: `attachment; filename="${APP_SLUG}-statement-2026-11.csv"` } },
            },
            content: {
              'text/csv': { schema: { type: 'string' } },
              'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
            },
          },
          '400': errorResponse('A missing or malformed period, month, year or format'),
          '401': errorResponse('Not signed in'),
        },
      },
    },
    '/receipts/pdf/{transactionId}': {
      get: {
        operationId: 'gateway-receiptPdf',
        summary: 'A completed payment’s receipt as a PDF with the QR of its verify link (its payer or payee only); never cached',
        tags: ['receipts'],
        security: SESSION,
        parameters: [
          {
            in: 'path',
            name: 'transactionId',
            required: true,
            description: 'The receipt’s id: "p2p-<payment number>", "transfer-<transfer reference>", "bill-<id>" or "merchant-<id>"',
            schema: { type: 'string', example: 'p2p-42' },
          },
        ],
        responses: {
          '200': {
            description: 'The PDF (Content-Disposition: attachment), made in a worker thread',
            content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
          },
          '401': errorResponse('Not signed in'),
          '404': errorResponse('No completed payment with that id, or not one of yours'),
        },
      },
    },
    '/merchants/me/poster.pdf': {
      get: {
        operationId: 'gateway-merchantPoster',
        summary: 'My shop’s A6 poster: its static GhQR code, business name, city and merchant ID, as a PDF; never cached',
        tags: ['merchants'],
        security: SESSION,
        responses: {
          '200': {
            description: 'The PDF (Content-Disposition: attachment), made in a worker thread',
            content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
          },
          '401': errorResponse('Not signed in'),
          '404': errorResponse('Open a merchant profile first'),
          '503': errorResponse('Too many posters being made at once; try again in a moment'),
        },
      },
    },
    '/.well-known/receipt-keys': {
      servers: ROOT,
      get: {
        operationId: 'gateway-receiptKeys',
        summary: 'The Ed25519 public keys that verify receipt codes (JWK, RFC 8037), the signing one first; a code names its key by kid',
        tags: ['receipts'],
        security: PUBLIC,
        responses: {
          '200': json(
            {
              type: 'object',
              properties: {
                keys: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      kid: { type: 'string', description: 'base64url of the first 3 bytes of SHA-256 over the raw public key' },
                      alg: { type: 'string', const: 'EdDSA' },
                      kty: { type: 'string', const: 'OKP' },
                      crv: { type: 'string', const: 'Ed25519' },
                      x: { type: 'string', description: 'The raw public key, base64url' },
                      use: { type: 'string', const: 'sig' },
                    },
                    required: ['kid', 'alg', 'kty', 'crv', 'x'],
                  },
                },
              },
              required: ['keys'],
            },
            'The keys (cacheable for an hour)',
          ),
        },
      },
    },
    '/me/export': {
      get: {
        operationId: 'gateway-exportPersonalData',
        summary: 'Everything the app holds about the signed-in person, as one JSON file (Data Protection Act 2012, Act 843); never cached',
        tags: ['privacy'],
        security: SESSION,
        responses: {
          '200': {
            description: 'The file (Content-Disposition: attachment), streamed',
            headers: {
              'Content-Disposition': { schema: { type: 'string', example: `attachment; filename="${APP_SLUG}-my-data-2026-11-26.json"` } },
            },
            content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } },
          },
          '401': errorResponse('Not signed in'),
          '429': errorResponse('More than 3 downloads in an hour (Retry-After says when to come back)'),
        },
      },
    },
    '/callbacks/mtn-momo': Object.fromEntries(
      (['put', 'post'] as const).map((method) => [
        method,
        {
          operationId: `gateway-mtnMomoCallback-${method}`,
          summary: `MTN MoMo’s callback (${method.toUpperCase()} to the X-Callback-Url given): only names a transfer, whose status is then read from MTN`,
          tags: ['callbacks'],
          security: PUBLIC,
          requestBody: { required: true, content: { 'application/json': { schema: anyObject('MTN’s transfer status document') } } },
          responses: callbackResponses,
        },
      ]),
    ),
    '/callbacks/smile-id': {
      post: {
        operationId: 'gateway-smileIdCallback',
        summary:
          'Smile ID’s job callback, signed (HMAC-SHA256 of its timestamp and our partner id with our API key): only names a job, whose result is then read from Smile ID',
        tags: ['callbacks'],
        security: PUBLIC,
        requestBody: { required: true, content: { 'application/json': { schema: anyObject('Smile ID’s job result') } } },
        responses: callbackResponses,
      },
    },
    '/callbacks/paystack': {
      post: {
        operationId: 'gateway-paystackCallback',
        summary:
          'Paystack’s webhook, signed (HMAC-SHA512 of the exact body): only names a transfer, whose status is then read from Paystack',
        tags: ['callbacks'],
        security: PUBLIC,
        parameters: [
          {
            in: 'header',
            name: 'x-paystack-signature',
            required: true,
            description: 'Hex HMAC-SHA512 of the raw body with the secret key; a wrong one is answered alike and changes nothing',
            schema: { type: 'string' },
          },
        ],
        requestBody: { required: true, content: { 'application/json': { schema: anyObject('Paystack’s event') } } },
        responses: callbackResponses,
      },
    },
    '/callbacks/hubtel-commission': {
      post: {
        operationId: 'gateway-hubtelCommissionCallback',
        summary:
          'The bills aggregator’s callback (Hubtel Commission Services, unsigned): only names a bill payment, whose status is then read from the aggregator',
        tags: ['callbacks'],
        security: PUBLIC,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: anyObject('Hubtel’s callback: ResponseCode, Data.ClientReference, …') } },
        },
        responses: callbackResponses,
      },
    },
    '/ussd': {
      servers: ROOT,
      post: {
        operationId: 'gateway-ussd',
        summary: 'USSD (*920*00#): an aggregator’s callback (form post, answered CON/END text) or the /ussd page’s simulator (JSON)',
        description:
          'An aggregator proves itself with USSD_GATEWAY_KEY (?key= or the X-USSD-Key header), from a USSD_ALLOWED_IPS address when that list is set. Without a key, the signed-in /ussd simulator may call as JSON for its own number only.',
        tags: ['ussd'],
        security: [{ ussdKeyHeader: [] }, { ussdKeyQuery: [] }, { session: [] }],
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': { schema: ussdRequest },
            'application/json': { schema: ussdRequest },
          },
        },
        responses: {
          '200': {
            description: 'The next screen: text/plain for a form post, JSON otherwise',
            content: {
              'text/plain': { schema: { type: 'string', example: `CON ${APP_NAME}\n1 Check balance` } },
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { message: { type: 'string' }, continueSession: { type: 'boolean' } },
                  required: ['message', 'continueSession'],
                },
              },
            },
          },
          '400': errorResponse('sessionId and phoneNumber are required'),
          '401': errorResponse('A wrong key, or neither a key nor a session'),
          '403': errorResponse('An address not allowed, a form post without a key, or another person’s number'),
          '413': errorResponse('Larger than a USSD request (4 KB)'),
        },
      },
    },
    '/admin/ussd/sessions': {
      servers: ROOT,
      get: {
        operationId: 'gateway-ussdSessions',
        summary: 'Active USSD sessions: the signed-in person’s own, or everyone’s for an operator',
        tags: ['ussd'],
        security: SESSION,
        responses: {
          '200': json(
            { type: 'object', properties: { sessions: { type: 'array', items: anyObject('A session') } }, required: ['sessions'] },
            'The sessions',
          ),
          '401': errorResponse('Not signed in'),
        },
      },
    },
    ...(options.demoMode ? demoPaths : {}),
  };
  const components = {
    schemas: {
      GatewayError: {
        type: 'object',
        description: 'The one error shape of every HTTP path',
        properties: {
          message: { type: 'string' },
          code: { type: 'string', example: 'VALIDATION_FAILED' },
          issues: {
            type: 'array',
            items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } }, required: ['path', 'message'] },
          },
        },
        required: ['message', 'code'],
      },
    },
    securitySchemes: {
      metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, for the Prometheus scraper' },
      ussdKeyHeader: { type: 'apiKey', in: 'header', name: 'X-USSD-Key', description: 'USSD_GATEWAY_KEY, for the aggregator' },
      ussdKeyQuery: {
        type: 'apiKey',
        in: 'query',
        name: 'key',
        description: 'USSD_GATEWAY_KEY in the callback URL (Africa’s Talking cannot add headers)',
      },
    },
  };
  return { paths, components };
}
