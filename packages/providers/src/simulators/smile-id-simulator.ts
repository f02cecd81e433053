import { randomBytes, randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isSmileSignature, smileSignature } from '../identity/providers/smile-id/smile-id-signature';
import type { SmileInfoJson, SmileJobResult, SmileJobStatusResponse } from '../identity/providers/smile-id/types';
import { unzip } from '../identity/providers/smile-id/zip';
import type { RunningSimulator } from './simulated-message';

/**
 * Smile ID's Biometric KYC as its server-to-server API speaks it, enough for the real adapter (or
 * the official SDK) pointed at this base URL: POST /upload (prep upload, signed: HMAC-SHA256 of
 * timestamp + partner id + "sid_request" with the API key, base64) answers a presigned upload_url;
 * PUT of the zip there (info.json with id_info and the selfie); POST /job_status (signed) answers
 * the job, signed the same way; when the job names a callback_url, the signed result is POSTed there.
 *
 * The answer is chosen by the Ghana Card number's nine digits (GHA-DDDDDDDDD-D), deterministically:
 *   999…… → 1013 Unable to Validate ID (not in NIA's register)   e.g. GHA-999000001-0
 *   998…… → 1022 No Match (the selfie is not the card holder's)   e.g. GHA-998000001-0
 *   997…… → provider down: the upload and job_status answer 503  e.g. GHA-997000001-0
 *   996…… → slow: the job completes (1020) only after `slowMs`    e.g. GHA-996000001-0
 *   995…… → 1021 Partial Match (a reviewer looks)                e.g. GHA-995000001-0
 *   994…… → 1015 ID authority unavailable (asked again later)    e.g. GHA-994000001-0
 *   anything else → 1020 Exact Match, ID verified, selfie passed e.g. GHA-123456789-0
 */
export interface SmileIdSimulatorOptions {
  partnerId: string;
  apiKey: string;
  /** How long a "slow" number's job stays incomplete (default 15 s). */
  slowMs?: number;
  now?: () => number;
}

export interface SmileIdSimulator {
  /** Serves one request; `path` is below the simulator's base ("/upload"). */
  handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void>;
  /** Where upload URLs point (set once the simulator listens). */
  setPublicUrl(url: string): void;
  /** Jobs received, for tests: the id number and whether a selfie came. */
  jobs(): { userId: string; jobId: string; idNumber: string | null; selfieBytes: number }[];
}

interface SimJob {
  userId: string;
  jobId: string;
  smileJobId: string;
  callbackUrl: string;
  uploadToken: string;
  idNumber: string | null;
  selfieBytes: number;
  uploadedAt: number | null;
}

const MAX_JOBS = 10_000;
const MAX_UPLOAD_BYTES = 12 * 1024 * 1024;
/** A signature older (or newer) than this is refused, as a replay. */
const SIGNATURE_WINDOW_MS = 60 * 60_000;

export function createSmileIdSimulator(options: SmileIdSimulatorOptions): SmileIdSimulator {
  const now = options.now ?? Date.now;
  const slowMs = options.slowMs ?? 15_000;
  const jobs = new Map<string, SimJob>();
  const byUpload = new Map<string, SimJob>();
  let publicUrl = 'http://127.0.0.1';

  const signed = () => {
    const timestamp = new Date(now()).toISOString();
    return { timestamp, signature: smileSignature(options.partnerId, options.apiKey, timestamp) };
  };
  const authentic = (partnerId: unknown, timestamp: unknown, signature: unknown) =>
    partnerId === options.partnerId &&
    isSmileSignature(options.partnerId, options.apiKey, timestamp, signature) &&
    Math.abs(now() - Date.parse(timestamp as string)) <= SIGNATURE_WINDOW_MS;

  function resultOf(job: SimJob): SmileJobResult | null {
    const digits = /^GHA-(\d{9})-\d$/.exec(job.idNumber ?? '')?.[1] ?? '';
    const answer = (code: string, text: string, verify: string, selfie: string): SmileJobResult => ({
      ResultCode: code,
      ResultText: text,
      SmileJobID: job.smileJobId,
      PartnerParams: { job_type: 1, job_id: job.jobId, user_id: job.userId },
      Actions: { Verify_ID_Number: verify, Selfie_To_ID_Authority_Compare: selfie, Liveness_Check: 'Passed' },
    });
    if (job.selfieBytes === 0) return answer('0001', 'Selfie image unusable', 'Not Done', 'Not Done');
    if (digits.startsWith('999')) return answer('1013', 'Unable to Validate ID - ID Number Not Found', 'Not Verified', 'Not Applicable');
    if (digits.startsWith('998')) return answer('1022', 'No Match', 'Verified', 'Failed');
    if (digits.startsWith('996') && now() - (job.uploadedAt ?? now()) < slowMs) return null;
    if (digits.startsWith('995')) return answer('1021', 'Partial Match', 'Verified', 'Under Review');
    if (digits.startsWith('994')) return answer('1015', 'Error - Queried Database Unavailable', 'Issuer Unavailable', 'Not Applicable');
    return answer('1020', 'Exact Match', 'Verified', 'Passed');
  }

  const down = (job: SimJob) => /^GHA-997/.test(job.idNumber ?? '');

  function send(res: ServerResponse, status: number, body?: unknown) {
    res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  }

  function remember(job: SimJob) {
    if (jobs.size >= MAX_JOBS) {
      const oldest = jobs.values().next().value!;
      jobs.delete(`${oldest.userId}:${oldest.jobId}`);
      byUpload.delete(oldest.uploadToken);
    }
    jobs.set(`${job.userId}:${job.jobId}`, job);
    byUpload.set(job.uploadToken, job);
  }

  function callBack(job: SimJob) {
    const result = resultOf(job);
    if (!job.callbackUrl || !result) return;
    void fetch(job.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...result, ...signed() }),
      signal: AbortSignal.timeout(5_000),
    }).catch(() => {});
  }

  async function handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const body = await readBody(req);
    if (body === null) return send(res, 413, { code: '2204', error: 'Payload too large' });
    const uploadMatch = /^\/uploads\/([0-9a-f]{32})$/.exec(path);
    if (req.method === 'PUT' && uploadMatch) {
      const job = byUpload.get(uploadMatch[1]!);
      if (!job || job.uploadedAt !== null) return send(res, 403, { error: 'Request has expired' });
      const files = unzip(body);
      const info = parseJson(files?.get('info.json')) as Partial<SmileInfoJson> | null;
      if (!files || !info) return send(res, 400, { code: '0903', error: 'Zip Corrupt' });
      job.idNumber = typeof info.id_info?.id_number === 'string' ? info.id_info.id_number : null;
      if (down(job)) return send(res, 503, { error: 'Service Unavailable' });
      const selfie = (info.images ?? []).find((i) => i.image_type_id === 2 || i.image_type_id === 0);
      const bytes =
        selfie?.image_type_id === 2 ? Buffer.from(selfie.image, 'base64') : (files.get(selfie?.file_name ?? '') ?? Buffer.alloc(0));
      job.selfieBytes = bytes[0] === 0xff && bytes[1] === 0xd8 ? bytes.length : 0;
      job.uploadedAt = now();
      const delay = /^GHA-996/.test(job.idNumber ?? '') ? slowMs + 100 : 50;
      setTimeout(() => callBack(job), delay).unref();
      return send(res, 200);
    }
    if (req.method !== 'POST') return send(res, 404, { error: 'Not found' });
    const json = parseJson(body) as Record<string, unknown> | null;
    if (!json) return send(res, 400, { code: '2203', error: 'Invalid JSON' });

    if (path === '/upload') {
      if (!authentic(json.smile_client_id, json.timestamp, json.signature))
        return send(res, 401, { code: '2205', error: 'You are not authorized to do that.' });
      const params = json.partner_params as { job_type?: unknown; job_id?: unknown; user_id?: unknown } | undefined;
      if (!params || String(params.job_type) !== '1' || !params.job_id || !params.user_id) {
        return send(res, 400, { code: '2213', error: 'A required parameter is missing' });
      }
      const key = `${String(params.user_id)}:${String(params.job_id)}`;
      if (jobs.has(key)) return send(res, 400, { code: '2215', error: 'Job already exists. Did you mean to set the retry flag to true?' });
      const job: SimJob = {
        userId: String(params.user_id),
        jobId: String(params.job_id),
        smileJobId: String(Math.floor(Math.random() * 9e9) + 1e9),
        callbackUrl: typeof json.callback_url === 'string' ? json.callback_url : '',
        uploadToken: randomBytes(16).toString('hex'),
        idNumber: null,
        selfieBytes: 0,
        uploadedAt: null,
      };
      remember(job);
      return send(res, 200, {
        upload_url: `${publicUrl}/uploads/${job.uploadToken}`,
        smile_job_id: job.smileJobId,
        ref_id: randomUUID(),
        code: '2202',
      });
    }

    if (path === '/job_status') {
      if (!authentic(json.partner_id, json.timestamp, json.signature))
        return send(res, 401, { code: '2205', error: 'You are not authorized to do that.' });
      const job = jobs.get(`${String(json.user_id)}:${String(json.job_id)}`);
      if (!job) return send(res, 404, { code: '2204', error: 'Job not found' });
      if (down(job)) return send(res, 503, { error: 'Service Unavailable' });
      const result = job.uploadedAt === null ? null : resultOf(job);
      const answer: SmileJobStatusResponse = {
        ...signed(),
        job_complete: result !== null,
        job_success: result?.ResultCode === '1020',
        code: result ? '2302' : '2314',
        result: result ?? 'Job is incomplete',
      };
      return send(res, 200, answer);
    }
    return send(res, 404, { error: 'Not found' });
  }

  return {
    handle,
    setPublicUrl: (url) => {
      publicUrl = url.replace(/\/$/, '');
    },
    jobs: () => [...jobs.values()].map((j) => ({ userId: j.userId, jobId: j.jobId, idNumber: j.idNumber, selfieBytes: j.selfieBytes })),
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_UPLOAD_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function parseJson(bytes: Buffer | undefined): unknown {
  if (!bytes || bytes.length === 0) return null;
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
}

export interface RunningSmileIdSimulator extends RunningSimulator {
  simulator: SmileIdSimulator;
  partnerId: string;
  apiKey: string;
}

/** The simulator on its own loopback port, with credentials only this process knows (demo mode, tests). */
export async function startSmileIdSimulator(options: Partial<SmileIdSimulatorOptions> = {}): Promise<RunningSmileIdSimulator> {
  const partnerId = options.partnerId ?? String(1000 + Math.floor(Math.random() * 9000));
  const apiKey = options.apiKey ?? randomBytes(24).toString('base64');
  const simulator = createSmileIdSimulator({ ...options, partnerId, apiKey });
  const server = http.createServer((req, res) => {
    simulator.handle(req, res, new URL(req.url ?? '/', 'http://simulator').pathname).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  simulator.setPublicUrl(url);
  return {
    url,
    host: '127.0.0.1',
    port,
    simulator,
    partnerId,
    apiKey,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
