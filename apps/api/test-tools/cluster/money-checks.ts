import { TRANSFER_STEP_JOB } from '../../src/modules/jobs';
import { callApi, idOf, RequestCounter, type Answer } from './http-client';
import { sleep, type ClusterContext, type Person } from './cluster-context';
import { emptyRow, type ScenarioRow } from './scenario-report';

const ok = (a: Answer | null) => a !== null && a.status < 300;

/**
 * The same Idempotency-Key sent to both replicas at the same moment: one payment, and every answer
 * (after the one that may be told "in progress", 409) names it. Then both replay the key once more.
 */
export async function checkIdempotency(ctx: ClusterContext, payer: Person, payee: Person, rounds: number): Promise<ScenarioRow> {
  const counter = new RequestCounter();
  const row = emptyRow('same Idempotency-Key on both replicas at once');
  const messages: string[] = [];
  let inFlight = 0;
  for (let i = 0; i < rounds; i++) {
    const message = `cl-idem-${Date.now()}-${i}`;
    messages.push(message);
    const request = {
      method: 'POST',
      path: '/api/send-money',
      cookie: payer.cookie,
      key: `cl-idem-${message}`,
      body: { amount: '0.07', recipientUsername: payee.username, message },
    };
    let answers = await Promise.all(ctx.replicas.map((r) => callApi(r.url, counter, request)));
    inFlight += answers.filter((a) => a?.status === 409).length;
    // Until one answer is final, ask again (as a client told "in progress" would); then both replay it.
    for (let retry = 0; retry < 20 && !answers.some(ok); retry++) {
      await sleep(100);
      answers = [...answers, await callApi(ctx.lb, counter, request)];
    }
    answers = [...answers, ...(await Promise.all(ctx.replicas.map((r) => callApi(r.url, counter, request))))];
    const ids = new Set(answers.filter(ok).map((a) => idOf(a!.json)));
    if (answers.some(ok)) row.acknowledged++;
    if (ids.size > 1) row.problems.push(`${message}: answers name ${ids.size} different payments`);
    const refused = answers.filter((a) => a && a.status >= 400 && a.status !== 409);
    if (refused.length)
      row.problems.push(`${message}: refused ${refused.map((a) => `${a!.status} ${JSON.stringify(a!.json)}`).join('; ')}`);
  }
  const payments = await ctx.faults.paymentsByMessage(messages);
  for (const message of messages) {
    const n = payments.get(message) ?? 0;
    if (n === 0) row.lost++;
    if (n > 1) row.doubled += n - 1;
  }
  return { ...row, requests: counter.requests, fiveXx: counter.fiveXx, details: { rounds, toldInProgress: inFlight } };
}

/**
 * An aggregator's USSD session whose hops HAProxy spreads over both replicas: the session's state is
 * a row, so the menu continues wherever a hop lands, and the send at its end is paid once.
 */
export async function checkUssd(ctx: ClusterContext, payer: Person, payee: Person): Promise<ScenarioRow> {
  const counter = new RequestCounter();
  const row = emptyRow('USSD session hopping between replicas');
  const pin = '4821';
  const set = await callApi(ctx.lb, counter, {
    method: 'POST',
    path: '/api/ussd/pin',
    body: { pin, confirmPin: pin },
    cookie: payer.cookie,
  });
  if (set?.status !== 200) row.problems.push(`setting the USSD PIN: ${set?.status} ${JSON.stringify(set?.json)}`);
  const since = new Date(Date.now() - 1_000);
  const sessionId = `ATUid_cluster_${Date.now()}`;
  const inputs: string[] = [];
  const hops: { input: string; servedBy: string; message: string }[] = [];
  const steps = ['', '2', payee.phone, '1.37', pin];
  for (const input of steps) {
    if (input !== '') inputs.push(input);
    const res = await callApi(ctx.lb, counter, {
      method: 'POST',
      path: '/ussd',
      headers: { 'x-ussd-key': ctx.ussdKey },
      body: { sessionId, phoneNumber: payer.phone, serviceCode: '*920*00#', text: inputs.join('*') },
      timeoutMs: 10_000,
    });
    const screen = (res?.json ?? {}) as { message?: string; continueSession?: boolean };
    hops.push({ input, servedBy: res?.servedBy ?? '-', message: (screen.message ?? String(res?.status)).split('\n')[0]! });
    if (res?.status !== 200) row.problems.push(`hop "${input}": ${res?.status}`);
  }
  const expected = [/^Nkabom$/, /recipient's phone/, /amount/, /^Send GHS 1\.37/, /./];
  hops.forEach((hop, i) => {
    if (!expected[i]!.test(hop.message)) row.problems.push(`hop ${i + 1} (${hop.servedBy}) answered "${hop.message}"`);
  });
  if (new Set(hops.map((h) => h.servedBy)).size < 2) row.problems.push('every hop landed on the same replica');
  const paid = await ctx.sql.paymentsBetween(payer.id, payee.id, 137n, since);
  if (paid === 1) row.acknowledged = 1;
  if (paid === 0) row.lost = 1;
  if (paid > 1) row.doubled = paid - 1;
  return { ...row, requests: counter.requests, fiveXx: counter.fiveXx, details: { hops } };
}

/**
 * Transfers out through HAProxy with both replicas running pg-boss workers: each settles exactly once
 * — one payout at the (one, shared) MTN simulator per transfer, every transfer completed, the
 * ledger audit clean.
 */
export async function checkJobQueue(ctx: ClusterContext, person: Person, count: number, settleWithinMs = 60_000): Promise<ScenarioRow> {
  const counter = new RequestCounter();
  const row = emptyRow('job queue: transfers out settle once');
  const since = new Date(Date.now() - 1_000);
  const payoutsBefore = ctx.payoutsTo(person.momoPhone);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const request = {
      method: 'POST',
      path: '/api/wallet/transfer',
      cookie: person.cookie,
      key: `cl-job-${Date.now()}-${i}`,
      body: { amount: '1.25', accountId: person.momo, transferType: 'instant' },
    };
    let res: Answer | null = null;
    for (let attempt = 0; attempt < 5 && !(res && res.status < 500); attempt++) res = await callApi(ctx.lb, counter, request);
    if (ok(res)) ids.push(idOf(res!.json) ?? '');
    else row.problems.push(`transfer ${i + 1}: ${res?.status} ${JSON.stringify(res?.json)}`);
  }
  row.acknowledged = ids.length;
  let statuses = new Map<string, string>();
  const started = Date.now();
  let settledAfterMs: number | null = null;
  while (Date.now() - started < settleWithinMs) {
    statuses = await ctx.sql.transferStatuses(ids);
    if (ids.every((id) => ['completed', 'failed'].includes(statuses.get(id) ?? ''))) {
      settledAfterMs = Date.now() - started;
      break;
    }
    await sleep(500);
  }
  row.lost = ids.filter((id) => !statuses.has(id)).length;
  const unsettled = ids.filter((id) => statuses.get(id) !== 'completed');
  if (unsettled.length)
    row.problems.push(
      `${unsettled.length} transfers not completed after ${settleWithinMs / 1000} s: ${unsettled.map((id) => statuses.get(id)).join(', ')}`,
    );
  const payouts = ctx.payoutsTo(person.momoPhone) - payoutsBefore;
  if (payouts > ids.length) row.doubled = payouts - ids.length;
  if (payouts < ids.length) row.problems.push(`${payouts} payouts at MTN for ${ids.length} transfers`);
  const audit = await ctx.audit();
  if (audit.length) row.problems.push(`ledger audit: ${audit.join('; ').slice(0, 300)}`);
  const jobs = await ctx.sql.jobStates(TRANSFER_STEP_JOB, since);
  if (jobs.failed) row.problems.push(`${jobs.failed} transfer-step jobs failed`);
  if (unsettled.length) row.problems.push(`transfer-step jobs since the first transfer, by state: ${JSON.stringify(jobs)}`);
  return { ...row, requests: counter.requests, fiveXx: counter.fiveXx, details: { transfers: ids.length, payouts, jobs, settledAfterMs } };
}
