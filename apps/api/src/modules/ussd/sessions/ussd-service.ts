import { APP_NAME, DEFAULT_LANGUAGE, normalizeGhanaPhone, type Language } from '@ghanapay/validators';
import { translate, type MessageKey } from '../../../i18n/translate';
import { findLanguage } from '../../notify';
import type { AppDeps } from '../../../deps';
import { nextStep, openingStep } from '../menus/ussd-menus';
import type { UssdStep } from '../menus/ussd-steps';
import type { UssdContext } from '../menus/ussd-state';
import { end } from '../menus/ussd-screens';
import { menuAndStep, type UssdScreen, type UssdState } from '../menus/ussd-state';
import {
  claimUssdInput,
  expireUssdSession,
  findUssdSession,
  insertUssdSession,
  saveUssdAnswer,
  type UssdSessionRow,
} from './ussd-session-repository';
import { findUssdUserByPhone } from './ussd-user-repository';

export interface UssdRequest {
  sessionId: string;
  phoneNumber: string;
  /** Every reply of the session so far, joined by "*" (Africa's Talking's `text`; "" on the first request). */
  text: string;
  serviceCode: string;
  networkCode: string | null;
  channel: 'aggregator' | 'simulator';
}

/** How long a copy of a request still running is waited for before the handset is told to retry. */
const IN_FLIGHT_WAIT_MS = 5_000;
const IN_FLIGHT_POLL_MS = 50;

/**
 * Answers one USSD request: the session (stored in PostgreSQL) advances by the replies that are new
 * in `text`. The same session and text again answers the stored screen and runs nothing; a payment
 * inside is keyed on session + text besides, so even racing copies pay once. A session older than
 * the aggregator's window (USSD_SESSION_TTL_SECONDS) is over.
 */
export async function answerUssd(
  deps: AppDeps,
  request: UssdRequest,
  /** Told about a failure on our side (the handset is answered with an apology either way). */
  report: (error: unknown) => void = () => {},
): Promise<UssdScreen> {
  const phone = normalizeGhanaPhone(request.phoneNumber);
  if (!phone) return end(`${APP_NAME} USSD serves Ghana phone numbers only.`);
  const now = deps.now();
  let session = await findUssdSession(deps.db, request.sessionId);
  if (session && session.phoneNumber !== phone) return end(translate(DEFAULT_LANGUAGE, 'ussd.sessionNotFound'));
  // The account's language, read on every hop: "10 Language" changes it mid-session.
  const languageOwner = session?.userId ?? null;
  const sessionLanguage = languageOwner ? await findLanguage(deps.db, languageOwner) : DEFAULT_LANGUAGE;
  const sorry = (key: MessageKey) => end(translate(sessionLanguage, key));
  if (session?.lastText === request.text) return storedAnswer(deps, session, sessionLanguage);
  if (session?.endedAt) return sorry('ussd.sessionEnded');
  if (session && now.getTime() - session.createdAt.getTime() > deps.env.USSD_SESSION_TTL_SECONDS * 1000) {
    await expireUssdSession(deps.db, session.sessionId, now);
    return sorry('ussd.sessionTimedOut');
  }

  // A session keeps the account its number had when it opened (one query less on every later hop).
  const user = session ? (session.userId ? { id: session.userId } : null) : ((await findUssdUserByPhone(deps.db, phone)) ?? null);
  if (!session) {
    await insertUssdSession(deps.db, { ...request, phoneNumber: phone, userId: user?.id ?? null, now });
    session = await findUssdSession(deps.db, request.sessionId);
    if (!session || session.phoneNumber !== phone) return sorry('ussd.sessionNotFound');
  }
  const inputs = newInputs(session.lastText, request.text);
  if (!inputs) return sorry('ussd.sessionOutOfStep');
  if (!(await claimUssdInput(deps.db, session.sessionId, session.lastText, request.text, now))) {
    // Another copy of this request claimed it first: answer what it answers.
    const current = await findUssdSession(deps.db, request.sessionId);
    return current?.lastText === request.text ? storedAnswer(deps, current, sessionLanguage) : sorry('ussd.sessionOutOfStep');
  }

  const language = !user ? DEFAULT_LANGUAGE : user.id === languageOwner ? sessionLanguage : await findLanguage(deps.db, user.id);
  const ctx: UssdContext = { deps, sessionId: session.sessionId, text: request.text, phone, user, language, now };
  const step = await advance(ctx, session.state, session.lastText === null, inputs).catch((error: unknown): UssdStep => {
    report(error);
    return { state: { menu: 'ended' }, screen: end(translate(language, 'ussd.unavailable')), outcome: 'failed' };
  });
  await saveUssdAnswer(deps.db, session.sessionId, {
    state: step.state,
    screen: step.screen,
    ...menuAndStep(step.state),
    firstMenu: step.chosenMenu ?? null,
    outcome: step.screen.continueSession ? null : (step.outcome ?? 'completed'),
    now: deps.now(),
  });
  return step.screen;
}

/**
 * The replies `text` adds to what the session answered last (null: it does not continue it). Usually
 * one; a client that sends several at once (a shortcut dial, a batched retry) has each run in turn.
 * No menu takes "*" in a reply, so it always separates replies.
 */
function newInputs(lastText: string | null, text: string): string[] | null {
  if (lastText === null) return text === '' ? [] : text.split('*');
  if (lastText === '') return text === '' ? null : text.split('*');
  return text.startsWith(`${lastText}*`) ? text.slice(lastText.length + 1).split('*') : null;
}

async function advance(ctx: UssdContext, state: UssdState, opening: boolean, inputs: string[]): Promise<UssdStep> {
  let step: UssdStep | null = opening ? await openingStep(ctx) : null;
  let current = step?.state ?? state;
  let chosenMenu = step?.chosenMenu;
  for (const input of inputs) {
    if (step && !step.screen.continueSession) break;
    step = await nextStep(ctx, current, input);
    current = step.state;
    chosenMenu ??= step.chosenMenu;
  }
  if (!step) throw new Error('A USSD request without a new reply');
  return { ...step, chosenMenu };
}

async function storedAnswer(deps: AppDeps, session: UssdSessionRow, language: Language): Promise<UssdScreen> {
  let current: UssdSessionRow | undefined = session;
  for (let waited = 0; !current?.lastResponse && waited < IN_FLIGHT_WAIT_MS; waited += IN_FLIGHT_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_POLL_MS));
    current = await findUssdSession(deps.db, session.sessionId);
  }
  return current?.lastResponse ?? end(translate(language, 'ussd.stillProcessing'));
}
