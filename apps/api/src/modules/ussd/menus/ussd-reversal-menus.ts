import { parseCedis } from '@ghanapay/money';
import { acceptReversal, declineReversal, reversalsAwaitingAnswer, walletBalance } from '../../money';
import { ghs, gsmText, say, short } from './ussd-screens';
import type { UssdContext, UssdState } from './ussd-state';
import { ask, done, type UssdStep } from './ussd-steps';

// Answering a wrong-send reversal request from *920*00# (listed under 3 Money requests, after the
// money requests): accept returns the payment; decline asks a reason, and staff decide.

/** A reversal request picked from the list: who sent what by mistake, and their reason. */
export async function reversalChoiceStep(ctx: UssdContext, userId: string, id: string): Promise<UssdStep> {
  const request = (await reversalsAwaitingAnswer(ctx.deps.db, userId)).find((r) => r.id === id);
  if (!request) return done(say(ctx, 'ussd.reversalGone'));
  const amount = ghs(parseCedis(request.amount));
  const name = short(request.senderName, 24);
  const summary = say(ctx, 'ussd.requestSummary', { amount, name });
  return ask(
    { menu: 'reversal-choice', id, summary, amount },
    say(ctx, 'ussd.reversalAsks', { name, amount, reason: short(gsmText(request.reason), 40) }),
  );
}

export async function answerReversalByUssd(
  ctx: UssdContext,
  userId: string,
  state: Extract<UssdState, { menu: 'reversal-pin' }>,
): Promise<string> {
  if (state.action === 'decline') {
    await declineReversal(ctx.deps, userId, state.id, state.reason ?? 'Declined on USSD');
    return say(ctx, 'ussd.reversalDeclined');
  }
  const answer = await acceptReversal(ctx.deps, userId, state.id);
  return answer.status === 'reversed'
    ? say(ctx, 'ussd.reversalReturned', { summary: state.summary, balance: ghs(await walletBalance(ctx.deps.db, userId)) })
    : say(ctx, 'ussd.reversalAccepted', { amount: state.amount ?? state.summary });
}

/** 1 Accept or 2 Decline, then (declining) the reason typed on the handset. */
export function reversalAnswerStep(
  ctx: UssdContext,
  state: Extract<UssdState, { menu: 'reversal-choice' | 'reversal-reason' }>,
  input: string,
): UssdStep {
  if (state.menu === 'reversal-reason') {
    const reason = input.trim();
    if (reason.length < 3) return ask(state, say(ctx, 'ussd.reasonTooShort'));
    return ask(
      { ...state, menu: 'reversal-pin', action: 'decline', reason: reason.slice(0, 280) },
      say(ctx, 'ussd.pinToDeclineReturn', { summary: state.summary }),
    );
  }
  if (input === '1')
    return ask(
      { ...state, menu: 'reversal-pin', action: 'accept', reason: null },
      say(ctx, 'ussd.pinToReturn', { summary: state.summary }),
    );
  if (input === '2') return ask({ ...state, menu: 'reversal-reason' }, say(ctx, 'ussd.whyYours'));
  return ask(state, say(ctx, 'ussd.reversalChoice', { summary: state.summary }));
}
