import { APP_NAME, APP_SLUG } from '@ghanapay/validators';
import { createECDH, createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDatabaseUrl } from '@ghanapay/db';
import { z } from 'zod';

/** The repository root: the nearest folder above this file with pnpm-workspace.yaml (src/ or dist/). */
export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

const zEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the server listens: every interface (0.0.0.0) in production; loopback (127.0.0.1) in demo mode. */
  HOST: z.string().trim().min(1).optional(),
  /** One host, or several for a failover pair: postgres://h1:p1,h2:p2/db?target_session_attrs=read-write. */
  DATABASE_URL: z.string().refine(isDatabaseUrl, 'Invalid URL').optional(),
  /**
   * Where the session cache LISTENs for revocations (default DATABASE_URL). Set it to PostgreSQL
   * directly or to a session-pooled address when DATABASE_URL goes through PgBouncer in transaction
   * mode, where LISTEN does not work (the cache then stays off: correct, one read more per request).
   */
  DATABASE_LISTEN_URL: z.string().refine(isDatabaseUrl, 'Invalid URL').optional(),
  /** The API's connections to PostgreSQL (the job queue has its own three). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * Sends' reads and money writes in the database at once, each (0: every send its own calls). Sends
   * that arrive while that many are running wait and go together, up to SEND_GATHER_MAX in one call
   * (send_context for several, send_payments). 1 did best on 2 cores (docs/performance.md, session 14).
   */
  SEND_GATHER_IN_FLIGHT: z.coerce.number().int().min(0).max(100).default(1),
  SEND_GATHER_MAX: z.coerce.number().int().min(1).max(100).default(32),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  SESSION_SECRET: z.string().min(32).optional(),
  /** Where the built web app lives; served with an SPA fallback when present. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** The public origin people use, e.g. https://wallet.example.com; WebAuthn and CSRF checks use it. */
  APP_ORIGIN: z.string().url().optional(),
  WEBAUTHN_RP_NAME: z.string().default(APP_NAME),
  /**
   * Demo mode ("1"): simulated SMS and e-mail, codes shown in the demo inbox and the sign-up toast.
   * Unset (or "0"): production, which refuses to start on a simulated provider.
   */
  DEMO_MODE: z
    .enum(['1', 'true', '0', 'false', ''])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
  /**
   * "1": a demo may listen on a non-loopback HOST. Without it a demo refuses to: its inbox shows every
   * one-time code, its provider page every payout number, and anyone may set its faults.
   */
  DEMO_PUBLIC: z
    .enum(['1', 'true', '0', 'false', ''])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
  SMS_PROVIDER: z.enum(['simulator', 'hubtel']).default('simulator'),
  EMAIL_PROVIDER: z.enum(['simulator', 'smtp']).default('simulator'),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** "true": TLS from the first byte (usually port 465); otherwise STARTTLS, required in production. */
  SMTP_SECURE: z.enum(['true', 'false']).default('false'),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().default(`${APP_NAME} <no-reply@${APP_SLUG}.example>`),
  HUBTEL_CLIENT_ID: z.string().optional(),
  HUBTEL_CLIENT_SECRET: z.string().optional(),
  HUBTEL_SENDER_ID: z.string().default(APP_NAME),
  HUBTEL_BASE_URL: z.string().url().default('https://smsc.hubtel.com'),
  /** MTN wallets are verified through MTN's MoMo Open API ("simulator" only in demo mode). */
  MTN_MOMO_PROVIDER: z.enum(['simulator', 'mtn-momo']).default('simulator'),
  MTN_MOMO_BASE_URL: z.string().url().default('https://proxy.momoapi.mtn.com'),
  MTN_MOMO_SUBSCRIPTION_KEY: z.string().optional(),
  MTN_MOMO_API_USER: z.string().optional(),
  MTN_MOMO_API_KEY: z.string().optional(),
  /** "sandbox" on MTN's sandbox; the market's name in production ("mtnghana"). */
  MTN_MOMO_TARGET_ENVIRONMENT: z.string().default('mtnghana'),
  /** MTN subscribes products separately: the disbursement product's own key, API user and API key (default: the collection ones). */
  MTN_MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: z.string().optional(),
  MTN_MOMO_DISBURSEMENT_API_USER: z.string().optional(),
  MTN_MOMO_DISBURSEMENT_API_KEY: z.string().optional(),
  /** The currency MTN is asked in (the sandbox takes only EUR). */
  MTN_MOMO_CURRENCY: z.string().length(3).default('GHS'),
  /** Telecel Cash, AirtelTigo Money and bank accounts are resolved through a payments aggregator. */
  AGGREGATOR_PROVIDER: z.enum(['simulator', 'paystack']).default('simulator'),
  PAYSTACK_BASE_URL: z.string().url().default('https://api.paystack.co'),
  PAYSTACK_SECRET_KEY: z.string().optional(),
  /** Airtime, data and bills through Hubtel's Commission Services ("simulator" only in demo mode). */
  BILLS_PROVIDER: z.enum(['simulator', 'hubtel-commission']).default('simulator'),
  HUBTEL_COMMISSION_BASE_URL: z.string().url().default('https://cs.hubtel.com'),
  HUBTEL_COMMISSION_STATUS_BASE_URL: z.string().url().default('https://api-txnstatus.hubtel.com'),
  HUBTEL_COMMISSION_API_ID: z.string().min(1).optional(),
  HUBTEL_COMMISSION_API_KEY: z.string().min(1).optional(),
  /** The prepaid deposit account purchases are paid from, and the POS sales account status checks are made under. */
  HUBTEL_PREPAID_DEPOSIT_ID: z.string().min(1).optional(),
  HUBTEL_POS_SALES_ID: z.string().min(1).optional(),
  /** Ghana Water asks for the payer's e-mail: this one when the payer has none. */
  HUBTEL_COMMISSION_EMAIL: z.string().email().optional(),
  /** Ghana Cards are verified through Smile ID's Biometric KYC, which asks NIA ("simulator" only in demo mode). */
  SMILE_ID_PROVIDER: z.enum(['simulator', 'smile-id']).default('simulator'),
  SMILE_ID_PARTNER_ID: z.string().min(1).optional(),
  SMILE_ID_API_KEY: z.string().min(1).optional(),
  /** Production https://api.smileidentity.com/v1; sandbox https://testapi.smileidentity.com/v1. */
  SMILE_ID_BASE_URL: z.string().url().default('https://api.smileidentity.com/v1'),
  /** Worker threads that run the face model (never the event loop), and submissions allowed to wait for one. */
  KYC_FACE_WORKERS: z.coerce.number().int().min(1).max(8).default(1),
  KYC_FACE_QUEUE: z.coerce.number().int().min(0).max(100).default(8),
  /** Seeds the demo users the first time an embedded database is created ("false" to skip). */
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  /**
   * Which proxies' X-Forwarded-For / -Proto to believe: unset (nobody, the default), "true" (every
   * hop), a hop count, or addresses/CIDRs ("10.0.0.0/8,127.0.0.1").
   */
  TRUST_PROXY: z.string().optional(),
  /**
   * USSD (*920*00#): the key an aggregator must send, as `?key=` in the callback URL (Africa's
   * Talking cannot add headers) or the X-USSD-Key header. Unset: only the /ussd page's simulator
   * (signed in, own number) can reach the gateway.
   */
  USSD_GATEWAY_KEY: z.string().min(24).optional(),
  /** Comma-separated addresses or IPv4 CIDRs the aggregator calls from; unset: any address with the key. */
  USSD_ALLOWED_IPS: z.string().optional(),
  /** A USSD session ends this long after it opened (the aggregator's window). */
  USSD_SESSION_TTL_SECONDS: z.coerce.number().int().min(30).max(900).default(180),
  /**
   * Codes sent by SMS in one hour, all purposes together. Past it an error-level alert is logged and
   * sign-up codes by SMS are refused (resets, phone changes and USSD PINs still go).
   */
  SMS_HOURLY_BUDGET: z.coerce.number().int().min(1).default(1000),
  /** The proof-of-work's size (ALTCHA maxnumber): the browser tries about half as many SHA-256 hashes. */
  POW_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * How long a client may take to send a whole request, headers and body (then 408 and the connection
   * closes). 60 s lets an 8 MB identity photo through at about 1.1 Mbit/s; nothing else is that large.
   */
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How long a client may take to send a request's headers (at most HTTP_REQUEST_TIMEOUT_SECONDS). */
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** A connection with no bytes either way for this long is closed (no route streams or long-polls). */
  HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** An idle keep-alive connection is closed after this long: above a load balancer's usual 60 s, so it closes first. */
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(72),
  /** Open connections the server accepts at once; more are closed as they arrive (0: no cap). */
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  /**
   * Data at rest (identity photos) is sealed under keys stretched from these AES-256 keys: "id:base64key"
   * pairs separated by commas, the first seals, all open (rotation). Required in production; a demo
   * keeps generated keys under DATA_DIR. No card number is kept (cards are Paystack tokens).
   */
  DATA_ENCRYPTION_KEYS: z.string().optional(),
  /** The HMAC key (base64, ≥ 32 bytes) the USSD PIN pepper is derived from. Required in production; never change it. */
  DATA_HMAC_KEY: z.string().optional(),
  /** The earlier names of DATA_ENCRYPTION_KEYS and DATA_HMAC_KEY, still read (the same values open the same data). */
  CARD_ENCRYPTION_KEYS: z.string().optional(),
  CARD_FINGERPRINT_KEY: z.string().optional(),
  /**
   * Receipts' verify codes are signed with these Ed25519 private keys: PKCS8 DER as base64,
   * comma-separated; the first signs, every one is published at /.well-known/receipt-keys and still
   * verifies (rotation: put the new key first, keep the old one until its receipts no longer matter).
   * Required in production; a demo keeps a generated key under DATA_DIR.
   */
  RECEIPT_SIGNING_KEY: z.string().optional(),
  /**
   * Web Push's VAPID key pair (RFC 8292), base64url: the P-256 public point (65 bytes) and private
   * scalar (32 bytes), as `npx web-push generate-vapid-keys` prints them. Required in production,
   * with VAPID_SUBJECT; a demo keeps a generated pair under DATA_DIR. Browsers subscribe with the
   * public key, so a new pair means every device subscribes again.
   */
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  /** Who a push service may contact about our pushes: a mailto: or https: URL (a demo uses an example address). */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: address or an https:// URL')
    .optional(),
  /**
   * GET /metrics (Prometheus text) on the app's port answers only `Authorization: Bearer <METRICS_TOKEN>`;
   * unset, it answers 401 to everyone. Never public.
   */
  METRICS_TOKEN: z.string().min(24, 'METRICS_TOKEN must be at least 24 characters').optional(),
  /**
   * A separate port for /metrics (the token still required when METRICS_TOKEN is set), on
   * METRICS_HOST (loopback unless set). Unset: no separate port. Production refuses a non-loopback
   * METRICS_HOST without METRICS_TOKEN: metrics name routes, volumes and failures.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** Where sealed identity photos live: "local" (DATA_DIR/kyc-images) or "s3" (an S3-compatible bucket). */
  KYC_IMAGE_STORE: z.enum(['local', 's3']).default('local'),
  /** The S3-compatible service's address, addressed path-style (https://s3.eu-west-1.amazonaws.com, http://minio:9000). */
  KYC_S3_ENDPOINT: z.string().url().optional(),
  KYC_S3_REGION: z.string().min(1).default('us-east-1'),
  KYC_S3_BUCKET: z.string().min(1).optional(),
  KYC_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  KYC_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Put before every object key in the bucket. */
  KYC_S3_PREFIX: z.string().default('kyc-images/'),
});

export type Env = Omit<
  z.infer<typeof zEnv>,
  | 'DATA_ENCRYPTION_KEYS'
  | 'DATA_HMAC_KEY'
  | 'CARD_ENCRYPTION_KEYS'
  | 'CARD_FINGERPRINT_KEY'
  | 'HOST'
  | 'RECEIPT_SIGNING_KEY'
  | 'VAPID_PUBLIC_KEY'
  | 'VAPID_PRIVATE_KEY'
  | 'VAPID_SUBJECT'
> & {
  HOST: string;
  SESSION_SECRET: string;
  DATA_ENCRYPTION_KEYS: string;
  DATA_HMAC_KEY: string;
  /** True when the data keys came from DATA_DIR rather than the configuration (refused in production). */
  DATA_KEYS_GENERATED: boolean;
  RECEIPT_SIGNING_KEY: string;
  /** True when the receipt key came from DATA_DIR rather than the configuration (refused in production). */
  RECEIPT_KEY_GENERATED: boolean;
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
  VAPID_SUBJECT: string;
  /** True when the VAPID keys or subject did not come from the configuration (refused in production). */
  VAPID_GENERATED: boolean;
};

/** A demo's VAPID contact (push services only ever see it on a demo's own loopback simulator). */
const DEMO_VAPID_SUBJECT = `mailto:push@${APP_SLUG}.example`;

/** The only place that reads process.env. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = zEnv.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const env = parsed.data;
  if (env.SMS_PROVIDER === 'hubtel' && (!env.HUBTEL_CLIENT_ID || !env.HUBTEL_CLIENT_SECRET)) {
    throw new Error('Invalid environment: SMS_PROVIDER=hubtel needs HUBTEL_CLIENT_ID and HUBTEL_CLIENT_SECRET');
  }
  if (env.MTN_MOMO_PROVIDER === 'mtn-momo' && !(env.MTN_MOMO_SUBSCRIPTION_KEY && env.MTN_MOMO_API_USER && env.MTN_MOMO_API_KEY)) {
    throw new Error(
      'Invalid environment: MTN_MOMO_PROVIDER=mtn-momo needs MTN_MOMO_SUBSCRIPTION_KEY, MTN_MOMO_API_USER and MTN_MOMO_API_KEY',
    );
  }
  const disbursement = [env.MTN_MOMO_DISBURSEMENT_SUBSCRIPTION_KEY, env.MTN_MOMO_DISBURSEMENT_API_USER, env.MTN_MOMO_DISBURSEMENT_API_KEY];
  if (disbursement.some(Boolean) && !disbursement.every(Boolean)) {
    throw new Error(
      'Invalid environment: MTN_MOMO_DISBURSEMENT_SUBSCRIPTION_KEY, MTN_MOMO_DISBURSEMENT_API_USER and MTN_MOMO_DISBURSEMENT_API_KEY go together',
    );
  }
  if (env.AGGREGATOR_PROVIDER === 'paystack' && !env.PAYSTACK_SECRET_KEY) {
    throw new Error('Invalid environment: AGGREGATOR_PROVIDER=paystack needs PAYSTACK_SECRET_KEY');
  }
  if (
    env.BILLS_PROVIDER === 'hubtel-commission' &&
    !(env.HUBTEL_COMMISSION_API_ID && env.HUBTEL_COMMISSION_API_KEY && env.HUBTEL_PREPAID_DEPOSIT_ID && env.HUBTEL_POS_SALES_ID)
  ) {
    throw new Error(
      'Invalid environment: BILLS_PROVIDER=hubtel-commission needs HUBTEL_COMMISSION_API_ID, HUBTEL_COMMISSION_API_KEY, HUBTEL_PREPAID_DEPOSIT_ID and HUBTEL_POS_SALES_ID',
    );
  }
  if (env.SMILE_ID_PROVIDER === 'smile-id' && !(env.SMILE_ID_PARTNER_ID && env.SMILE_ID_API_KEY)) {
    throw new Error('Invalid environment: SMILE_ID_PROVIDER=smile-id needs SMILE_ID_PARTNER_ID and SMILE_ID_API_KEY');
  }
  if (env.EMAIL_PROVIDER === 'smtp' && !env.SMTP_HOST) {
    throw new Error('Invalid environment: EMAIL_PROVIDER=smtp needs SMTP_HOST (and SMTP_USER, SMTP_PASSWORD for a relay that asks)');
  }
  if (env.KYC_IMAGE_STORE === 's3') {
    const s3Required = ['KYC_S3_ENDPOINT', 'KYC_S3_BUCKET', 'KYC_S3_ACCESS_KEY_ID', 'KYC_S3_SECRET_ACCESS_KEY'] as const;
    const missing = s3Required.filter((name) => !env[name]);
    if (missing.length > 0) throw new Error(`Invalid environment: KYC_IMAGE_STORE=s3 needs ${missing.join(', ')}`);
  }
  if (env.RECEIPT_SIGNING_KEY !== undefined && !receiptKeysReadable(env.RECEIPT_SIGNING_KEY)) {
    throw new Error('Invalid environment: RECEIPT_SIGNING_KEY must be Ed25519 private keys (PKCS8 DER as base64), separated by commas');
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid environment: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  }
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && !vapidKeysMatch(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Invalid environment: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be one P-256 key pair, base64url (65 and 32 bytes: npx web-push generate-vapid-keys)',
    );
  }
  const encryptionKeys = env.DATA_ENCRYPTION_KEYS ?? env.CARD_ENCRYPTION_KEYS;
  const hmacKey = env.DATA_HMAC_KEY ?? env.CARD_FINGERPRINT_KEY;
  const vapid =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : persistentVapidKeys(env.DATA_DIR);
  return {
    ...env,
    HOST: env.HOST ?? (env.DEMO_MODE ? '127.0.0.1' : '0.0.0.0'),
    SESSION_SECRET: env.SESSION_SECRET ?? persistentSecret(env.DATA_DIR),
    // A demo's generated keys keep their first files' names, so its photos and PINs still open.
    DATA_ENCRYPTION_KEYS: encryptionKeys ?? `local1:${persistentKey(env.DATA_DIR, 'card-encryption-key')}`,
    DATA_HMAC_KEY: hmacKey ?? persistentKey(env.DATA_DIR, 'card-fingerprint-key'),
    DATA_KEYS_GENERATED: !(encryptionKeys && hmacKey),
    RECEIPT_SIGNING_KEY: env.RECEIPT_SIGNING_KEY ?? persistentReceiptKey(env.DATA_DIR),
    RECEIPT_KEY_GENERATED: !env.RECEIPT_SIGNING_KEY,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: env.VAPID_SUBJECT ?? DEMO_VAPID_SUBJECT,
    VAPID_GENERATED: !(env.VAPID_PUBLIC_KEY && env.VAPID_SUBJECT),
  };
}

/** True when the private scalar's public point is the public key given (both base64url, uncompressed point). */
function vapidKeysMatch(publicKey: string, privateKey: string): boolean {
  const base64url = /^[A-Za-z0-9_-]+$/;
  if (!base64url.test(publicKey) || !base64url.test(privateKey)) return false;
  const scalar = Buffer.from(privateKey, 'base64url');
  if (scalar.length !== 32 || Buffer.from(publicKey, 'base64url').length !== 65) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(scalar);
    return ecdh.getPublicKey().toString('base64url') === publicKey;
  } catch {
    return false;
  }
}

/** A P-256 VAPID key pair kept under DATA_DIR: a demo's browsers stay subscribed across restarts. */
function persistentVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  const read = () => JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  if (existsSync(file)) return read();
  mkdirSync(dataDir, { recursive: true });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: ecdh.getPrivateKey().toString('base64url') };
  if (!vapidKeysMatch(keys.publicKey, keys.privateKey)) return persistentVapidKeys(dataDir);
  try {
    // 'wx': replicas sharing DATA_DIR that start together keep the first one's pair.
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    return keys;
  } catch {
    return read();
  }
}

function receiptKeysReadable(setting: string): boolean {
  const parts = setting.split(',').filter((part) => part.trim() !== '');
  try {
    return (
      parts.length > 0 &&
      parts.every(
        (part) =>
          createPrivateKey({ key: Buffer.from(part.trim(), 'base64'), format: 'der', type: 'pkcs8' }).asymmetricKeyType === 'ed25519',
      )
    );
  } catch {
    return false;
  }
}

/** An Ed25519 private key (PKCS8 DER, base64) kept under DATA_DIR: a demo's receipts stay genuine across restarts. */
function persistentReceiptKey(dataDir: string): string {
  const file = path.join(dataDir, 'receipt-signing-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const { privateKey } = generateKeyPairSync('ed25519');
  const key = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
  try {
    // 'wx': replicas sharing DATA_DIR that start together keep the first one's key, not one each.
    writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
    return key;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}

/** 32 random bytes (base64) kept under DATA_DIR: a demo's card keys survive restarts. */
function persistentKey(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/** A random session secret kept under DATA_DIR, so restarts do not sign everyone out. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Production (DEMO_MODE unset) never runs on a simulator: a simulated provider would show one-time
 * codes to whoever asks. Returns the one line to print, or null when the configuration may start.
 */
export function productionRefusal(env: Env): string | null {
  if (env.DEMO_MODE) return null;
  if (env.METRICS_PORT !== undefined && !env.METRICS_TOKEN && !isLoopbackHost(env.METRICS_HOST)) {
    return (
      `Refusing to start in production with public, unauthenticated metrics (METRICS_HOST=${env.METRICS_HOST}): set METRICS_TOKEN ` +
      '(at least 24 characters, sent as Authorization: Bearer) or keep METRICS_HOST on loopback (127.0.0.1).'
    );
  }
  const simulated = [env.SMS_PROVIDER === 'simulator' && 'SMS', env.EMAIL_PROVIDER === 'simulator' && 'e-mail'].filter(Boolean);
  if (simulated.length === 0) {
    const accountProviders = [
      env.MTN_MOMO_PROVIDER === 'simulator' && 'MTN MoMo',
      env.AGGREGATOR_PROVIDER === 'simulator' && 'the payments aggregator',
    ].filter(Boolean);
    if (accountProviders.length > 0) {
      return (
        `Refusing to start in production with simulated ${accountProviders.join(' and ')}: set MTN_MOMO_PROVIDER=mtn-momo with MTN_MOMO_SUBSCRIPTION_KEY, ` +
        'MTN_MOMO_API_USER and MTN_MOMO_API_KEY, and AGGREGATOR_PROVIDER=paystack with PAYSTACK_SECRET_KEY — or DEMO_MODE=1 for a demo.'
      );
    }
    if (env.BILLS_PROVIDER === 'simulator') {
      return (
        'Refusing to start in production with simulated bill payments (airtime, data, bills): set BILLS_PROVIDER=hubtel-commission with ' +
        'HUBTEL_COMMISSION_API_ID, HUBTEL_COMMISSION_API_KEY, HUBTEL_PREPAID_DEPOSIT_ID and HUBTEL_POS_SALES_ID — or DEMO_MODE=1 for a demo.'
      );
    }
    if (env.SMILE_ID_PROVIDER === 'simulator') {
      return (
        'Refusing to start in production with the simulated Smile ID (identity checks): set SMILE_ID_PROVIDER=smile-id with ' +
        'SMILE_ID_PARTNER_ID and SMILE_ID_API_KEY — or DEMO_MODE=1 for a demo.'
      );
    }
    // Card numbers need no key (cards are Paystack tokens); identity photos and USSD PINs still do.
    if (env.DATA_KEYS_GENERATED) {
      return (
        'Refusing to start in production without data keys: set DATA_ENCRYPTION_KEYS (id:base64 of 32 random bytes; identity photos) and ' +
        'DATA_HMAC_KEY (base64 of 32 random bytes; USSD PINs), kept outside the database — or DEMO_MODE=1 for a demo.'
      );
    }
    if (env.RECEIPT_KEY_GENERATED) {
      return (
        'Refusing to start in production without RECEIPT_SIGNING_KEY (an Ed25519 private key, PKCS8 DER as base64: ' +
        "node -e \"console.log(require('crypto').generateKeyPairSync('ed25519').privateKey.export({format:'der',type:'pkcs8'}).toString('base64'))\"), " +
        'kept outside the database — or DEMO_MODE=1 for a demo.'
      );
    }
    if (env.VAPID_GENERATED) {
      return (
        'Refusing to start in production without VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY (a P-256 pair, base64url: npx web-push generate-vapid-keys) ' +
        'and VAPID_SUBJECT (mailto: or https: contact for the push services), kept outside the database — or DEMO_MODE=1 for a demo.'
      );
    }
    // The embedded PostgreSQL keeps a wallet's money in one local folder with no standby or backup:
    // a demo's database, never production's (and the production image does not ship it).
    if (!env.DATABASE_URL) {
      return 'Refusing to start in production without DATABASE_URL (a PostgreSQL 15+ server): the embedded database is for demos — or DEMO_MODE=1 for a demo.';
    }
    return null;
  }
  return (
    `Refusing to start in production with simulated ${simulated.join(' and ')}: set SMS_PROVIDER=hubtel with HUBTEL_CLIENT_ID and HUBTEL_CLIENT_SECRET, ` +
    'and EMAIL_PROVIDER=smtp with SMTP_HOST, SMTP_USER, SMTP_PASSWORD and SMTP_FROM — or DEMO_MODE=1 for a demo with simulated messages.'
  );
}

/** True for an address only this machine can reach: 127.0.0.0/8, ::1, localhost. */
function isLoopbackHost(host: string): boolean {
  const plain = host
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/^::ffff:/, '');
  return plain === 'localhost' || plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/**
 * A demo never faces a network unless asked to: its inbox shows every one-time code, its provider
 * page every user's payout numbers, anyone may set its faults, and its seeded users share a published
 * password. Returns the one line to print when a demo would listen on a non-loopback HOST without
 * DEMO_PUBLIC=1, or null.
 */
export function demoExposureRefusal(env: Env): string | null {
  if (!env.DEMO_MODE || env.DEMO_PUBLIC || isLoopbackHost(env.HOST)) return null;
  return (
    `Refusing to start the demo on HOST=${env.HOST}: demo mode shows every one-time code and payout number to whoever asks, ` +
    'so it listens on this machine only (HOST=127.0.0.1, the default). Set DEMO_PUBLIC=1 to open it to your network anyway — never to the internet.'
  );
}
