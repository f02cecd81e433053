import { callApi, RequestCounter, signIn } from './http-client';
import { sleep, type ClusterContext, type Person } from './cluster-context';
import { emptyRow, type ScenarioRow } from './scenario-report';

function rowOf(name: string, counter: RequestCounter, problems: string[], details?: Record<string, unknown>): ScenarioRow {
  return { ...emptyRow(name), requests: counter.requests, fiveXx: counter.fiveXx, problems, details };
}

/**
 * A session made by one replica is good on the other (sessions live in PostgreSQL), and a sign-out on
 * one is refused by the other at once: the other's session cache drops the entry on PostgreSQL's
 * NOTIFY. `label` tells which database path the replicas use (the NOTIFY is what a transaction pool breaks).
 */
export async function checkSessions(ctx: ClusterContext, person: Person, label: string): Promise<ScenarioRow> {
  const counter = new RequestCounter();
  const problems: string[] = [];
  const [a, b] = ctx.replicas as [ClusterContext['replicas'][0], ClusterContext['replicas'][0]];
  const cookie = await signIn(a.url, counter, person.username, person.password);
  // Read on the other replica first (fills its cache), then through the balancer (both replicas).
  const onB = await callApi(b.url, counter, { method: 'GET', path: '/api/auth/user', cookie });
  if (onB?.status !== 200) problems.push(`a session made on ${a.name} answered ${onB?.status} on ${b.name}`);
  // Round-robin alternates, but a replica briefly out of rotation (a late health check on a loaded
  // machine) is not a session problem: up to 8 requests, until every replica has answered one.
  const servedBy = new Set<string>();
  for (let i = 0; i < 8 && servedBy.size < ctx.replicas.length; i++) {
    const res = await callApi(ctx.lb, counter, { method: 'GET', path: '/api/auth/user', cookie });
    if (res?.status !== 200) problems.push(`through HAProxy: ${res?.status}`);
    if (res) servedBy.add(res.servedBy);
  }
  if (servedBy.size < ctx.replicas.length) problems.push(`HAProxy sent 8 requests to ${[...servedBy].join(', ')} only`);
  const out = await callApi(a.url, counter, { method: 'POST', path: '/api/auth/logout', body: {}, cookie });
  if (out?.status !== 200) problems.push(`sign-out on ${a.name}: ${out?.status}`);
  // The other replica had this session in memory: it must refuse it within a second.
  const started = Date.now();
  let refusedAfterMs: number | null = null;
  while (Date.now() - started < 5_000) {
    const res = await callApi(b.url, counter, { method: 'GET', path: '/api/auth/user', cookie });
    if (res?.status === 401) {
      refusedAfterMs = Date.now() - started;
      break;
    }
    await sleep(50);
  }
  if (refusedAfterMs === null) problems.push(`${b.name} still accepted the session 5 s after the sign-out on ${a.name}`);
  else if (refusedAfterMs > 1_000) problems.push(`${b.name} accepted the signed-out session for ${refusedAfterMs} ms`);
  return rowOf(`sessions across replicas (${label})`, counter, problems, { servedBy: [...servedBy], refusedAfterMs });
}

/** The per-account limit on wrong passwords (5 per 15 minutes) counts the attempts made on both replicas together. */
export async function checkSignInRateLimit(ctx: ClusterContext, person: Person): Promise<ScenarioRow> {
  const counter = new RequestCounter();
  const problems: string[] = [];
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const replica = ctx.replicas[i % ctx.replicas.length]!;
    const res = await callApi(replica.url, counter, {
      method: 'POST',
      path: '/api/auth/login',
      body: { loginId: person.username, password: `wrong-password-${i}` },
      timeoutMs: 10_000,
    });
    statuses.push(res?.status ?? 0);
  }
  if (statuses.slice(0, 5).some((s) => s !== 401))
    problems.push(`the first five wrong passwords answered ${statuses.slice(0, 5).join(', ')}`);
  if (statuses[5] !== 429) problems.push(`the sixth wrong password (third on each replica) answered ${statuses[5]}, not 429`);
  // The right password is refused too while the window lasts, on either replica.
  for (const replica of ctx.replicas) {
    const res = await callApi(replica.url, counter, {
      method: 'POST',
      path: '/api/auth/login',
      body: { loginId: person.username, password: person.password },
      timeoutMs: 10_000,
    });
    statuses.push(res?.status ?? 0);
    if (res?.status !== 429) problems.push(`the right password on ${replica.name} answered ${res?.status} inside the locked window`);
  }
  return rowOf('sign-in rate limit across replicas', counter, problems, { statuses });
}

/**
 * A one-time code (password reset) asked for on one replica is redeemed on the other, and only once:
 * the code, its attempts and the resend wait live in PostgreSQL. The person's new password is kept.
 */
export async function checkOneTimeCodes(ctx: ClusterContext, person: Person): Promise<ScenarioRow> {
  const counter = new RequestCounter();
  const problems: string[] = [];
  const [a, b] = ctx.replicas as [ClusterContext['replicas'][0], ClusterContext['replicas'][0]];
  const asked = new Date();
  const res = await callApi(a.url, counter, { method: 'POST', path: '/api/auth/forgot-password', body: { loginId: person.username } });
  if (res?.status !== 200) problems.push(`forgot-password on ${a.name}: ${res?.status}`);
  // The code goes out by SMS after the answer; the demo inbox is a table, read here through the other replica.
  let code: string | null = null;
  for (let i = 0; i < 50 && !code; i++) {
    const inbox = await callApi(b.url, counter, { method: 'GET', path: '/api/dev/inbox' });
    const messages = ((inbox?.json as { messages?: { to: string; text: string; receivedAt: string }[] })?.messages ?? []).filter(
      (m) => m.to === person.phone && new Date(m.receivedAt) >= new Date(asked.getTime() - 1_000),
    );
    code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1] ?? null;
    if (!code) await sleep(200);
  }
  if (!code) return rowOf('one-time code across replicas', counter, [...problems, 'no reset code reached the demo inbox in 10 s']);
  const newPassword = `Cluster-reset-${Date.now()}`;
  const body = { loginId: person.username, code, newPassword, confirmPassword: newPassword };
  const redeemed = await callApi(b.url, counter, { method: 'POST', path: '/api/auth/reset-password', body, timeoutMs: 10_000 });
  if (redeemed?.status !== 200) problems.push(`the code from ${a.name} answered ${redeemed?.status} on ${b.name}`);
  else person.password = newPassword;
  const replay = await callApi(a.url, counter, { method: 'POST', path: '/api/auth/reset-password', body, timeoutMs: 10_000 });
  if (replay?.status !== 400) problems.push(`the same code again on ${a.name} answered ${replay?.status}, not 400`);
  const signedIn = await callApi(a.url, counter, {
    method: 'POST',
    path: '/api/auth/login',
    body: { loginId: person.username, password: person.password },
    timeoutMs: 10_000,
  });
  if (signedIn?.status !== 200) problems.push(`sign-in with the new password on ${a.name}: ${signedIn?.status}`);
  return rowOf('one-time code across replicas', counter, problems, { redeemed: redeemed?.status, replay: replay?.status });
}
