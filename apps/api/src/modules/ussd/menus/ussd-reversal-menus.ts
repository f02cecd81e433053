import { parseCedis } from '@ghanapay/money';
import { acceptReversal, declineReversal, reversalsAwaitingAnswer, walletBalance } from '../../money';
import { ghs, gsmText, short } from './ussd-screens';
import type { UssdContext, UssdState } from './ussd-state';
import { ask, done, type UssdStep } from './ussd-steps';

// Answering a wrong-send reversal request from *920*00# (listed under 3 Money requests, after the
// money requests): accept returns the payment; decline asks a reason, and staff decide.

/** A reversal request picked from the list: who sent what by mistake, and their reason. */
export async function reversalChoiceStep(ctx: UssdContext, userId: string, id: string): Promise<UssdStep> {
  const request = (await reversalsAwaitingAnswer(ctx.deps.db, userId)).find((r) => r.id === id);
  if (!request) return done('That request was already answered.');
  const amount = ghs(parseCedis(request.amount));
  const summary = `${amount} to ${short(request.senderName, 24)}`;
  return ask(
    { menu: 'reversal-choice', id, summary },
    `${short(request.senderName, 24)} sent you ${amount} by mistake: "${short(gsmText(request.reason), 40)}"\n1 Accept (return it)\n2 Decline`,
  );
}

export async function answerReversalByUssd(
  ctx: UssdContext,
  userId: string,
  state: Extract<UssdState, { menu: 'reversal-pin' }>,
): Promise<string> {
  if (state.action === 'decline') {
    await declineReversal(ctx.deps, userId, state.id, state.reason ?? 'Declined on USSD');
    return 'Declined. The amount stays held while our staff look at the case; we will tell you what they decide.';
  }
  const answer = await acceptReversal(ctx.deps, userId, state.id);
  return answer.status === 'reversed'
    ? `Returned ${state.summary}. Balance: ${ghs(await walletBalance(ctx.deps.db, userId))}.`
    : `Accepted. ${state.summary.replace(/ to .*/, '')} goes back as soon as your wallet holds it.`;
}

/** 1 Accept or 2 Decline, then (declining) the reason typed on the handset. */
export function reversalAnswerStep(state: Extract<UssdState, { menu: 'reversal-choice' | 'reversal-reason' }>, input: string): UssdStep {
  if (state.menu === 'reversal-reason') {
    const reason = input.trim();
    if (reason.length < 3) return ask(state, 'Type at least 3 characters. Why is the money yours?');
    return ask(
      { ...state, menu: 'reversal-pin', action: 'decline', reason: reason.slice(0, 280) },
      `Enter your PIN to decline returning ${state.summary}:`,
    );
  }
  if (input === '1')
    return ask({ ...state, menu: 'reversal-pin', action: 'accept', reason: null }, `Enter your PIN to return ${state.summary}:`);
  if (input === '2') return ask({ ...state, menu: 'reversal-reason' }, 'Why is the money yours? Type a short reason:');
  return ask(state, `${state.summary}\n1 Accept (return it)\n2 Decline`);
}
