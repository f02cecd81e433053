import { interruptsUser } from '@ghanapay/fraud';
import { APP_NAME, LANGUAGES, type Language } from '@ghanapay/validators';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { toGsmSpelling } from '../../api/src/i18n/screen-fit';
import { CATALOGS, translate, type MessageKey } from '../../api/src/i18n/translate';
import {
  assertPlaceholders,
  escapeRegExp,
  fill,
  translated,
  webPattern,
  webPluralPattern,
  webText,
  type PatternOptions,
  type PatternValues,
} from './catalog-text';

export const DEMO_PASSWORD = 'Demo-pass-2025';

// ---- The run's language (docs/decisions.md, "End-to-end tests in Twi") ---------------------------

/** The language this run speaks: English, or another with `E2E_LANGUAGE=tw` (playwright.config.ts). */
export const LANGUAGE: Language = LANGUAGES.find((language) => language === process.env.E2E_LANGUAGE) ?? 'en';

type Values = Record<string, string | number>;

/**
 * A web text as the app shows it in the run's language: `tr('Send Money')`, `tr('Card ending {0}', { 0: '4242' })`.
 * The English given is the catalog's msgid (the source text); `{APP_NAME}` is filled in.
 */
export function tr(english: string, values: Values = {}): string {
  return trIn(LANGUAGE, english, values);
}

/**
 * The text of one element of a catalog message (`<0>…</0>`), as the app shows it: a link inside a
 * sentence, e.g. `trElement('<0>Open the demo inbox</0> to read it.')`.
 */
export function trElement(english: string, element = 0, values: Values = {}): string {
  assertPlaceholders(english, english, values);
  const part = new RegExp(`<${element}>(.*?)</${element}>`).exec(translated(english, LANGUAGE));
  if (!part) throw new Error(`No element <${element}> in the catalog's "${english}"`);
  return fill(part[1]!, { APP_NAME, ...values });
}

/**
 * A web text that is one ICU plural (`{0, plural, one {…} other {…}}`) for a count: the option the
 * language's plural rules pick (Akan's for Twi), `#` the count.
 */
export function trPlural(english: string, count: number, values: Values = {}): string {
  assertPlaceholders(english, english, values);
  const options = /^\{\w+, plural, (?:=\d+ \{.*?\} )?one \{(.*)\} other \{(.*)\}\}$/.exec(translated(english, LANGUAGE));
  if (!options) throw new Error(`Not one plural: "${english}"`);
  const category = new Intl.PluralRules(LANGUAGE === 'tw' ? 'ak' : LANGUAGE).select(count);
  return fill((category === 'one' ? options[1]! : options[2]!).replaceAll('#', String(count)), { APP_NAME, ...values });
}

/** A web text in a given language, whatever the run's (twi.spec.ts chooses Twi itself). */
export function trIn(language: Language, english: string, values: Values = {}): string {
  assertPlaceholders(english, english, values);
  return fill(webText(english, language), { APP_NAME, ...values });
}

export { escapeRegExp };

/**
 * A pattern for a web text with parts the spec does not know: each placeholder is a value, a RegExp's
 * source, or anything (`(.+?)`) when not given. `trPattern('Your code is {0}.', { 0: /(\d{6})/ })`.
 * `exact` anchors it to the whole text; `flags` as RegExp's.
 */
export function trPattern(english: string, values: PatternValues = {}, options: PatternOptions = {}): RegExp {
  return webPattern(LANGUAGE, english, values, options);
}

/** `focusedAs('button', 'Send')`: the focused control's role and name as the accessibility tree writes it (`button "Send…`). */
export function focusedAs(role: string, english: string, values: PatternValues = {}, { whole = false }: { whole?: boolean } = {}): RegExp {
  return new RegExp(`^${role} "${trPattern(english, values).source}${whole ? '"' : ''}`);
}

/** A server text (SMS, e-mail, USSD) in the run's language, from the API's catalogs (apps/api/src/i18n/). */
export function serverText(key: MessageKey, values: Values = {}, language: Language = LANGUAGE): string {
  assertPlaceholders(key, CATALOGS.en[key], values);
  return translate(language, key, values);
}

/**
 * A USSD text in the GSM spelling (ɛ → e, ɔ → o): the server writes a screen too long for UCS-2 so
 * (i18n/screen-fit.ts), a short one as it is; compare it with the screen's text through `inGsmSpelling`.
 */
export function ussdText(key: MessageKey, values: Values = {}): string {
  return toGsmSpelling(serverText(key, values));
}

export const inGsmSpelling = toGsmSpelling;

/** A phone number nobody has used yet in this run (the e2e database is fresh each run). */
export function freshPhone(): string {
  return `024${String(Date.now()).slice(-7)}`;
}

export async function openSignIn(page: Page) {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: tr('Welcome back') })).toBeVisible();
  await expect(page.getByLabel(tr('Email, Phone, or Username'))).toBeVisible();
}

export async function signIn(page: Page, loginId: string, password = DEMO_PASSWORD) {
  await openSignIn(page);
  await page.getByLabel(tr('Email, Phone, or Username')).fill(loginId);
  await page.getByLabel(tr('Password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: tr('Sign In'), exact: true }).click();
}

export async function expectDashboard(page: Page, fullName: string) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: fullName })).toBeVisible();
  await expect(page.getByText(tr('Total Balance')).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: tr('Main') })).toBeVisible();
}

export async function signOut(page: Page) {
  await page.goto('/settings');
  await page.getByRole('button', { name: tr('Logout') }).click();
  await expect(page.getByRole('link', { name: tr('Log In') })).toBeVisible();
}

/** The simulator's code, read from the toast the spec describes ("Your code is 123456.": its six digits in any language). */
export async function readCodeFromToast(page: Page): Promise<string> {
  const toast = page.getByText(/\b\d{6}\b/);
  await expect(toast).toBeVisible();
  const text = (await toast.textContent()) ?? '';
  return /(\d{6})/.exec(text)![1]!;
}

// ---- Money: REST helpers (the same /api/* paths the spec's clients use) -------------------------

export interface ApiUser {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  phoneNumber: string | null;
  walletBalance: string;
}

let phoneSequence = 0;

/** A phone number unique within this run, also when several are made in the same millisecond. */
export function uniquePhone(): string {
  phoneSequence += 1;
  return `024${String((Date.now() + phoneSequence * 7919) % 10_000_000).padStart(7, '0')}`;
}

async function json<T>(response: import('@playwright/test').APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function apiSignIn(request: APIRequestContext, loginId: string, password = DEMO_PASSWORD): Promise<ApiUser> {
  return json<ApiUser>(await request.post('/api/auth/login', { data: { loginId, password } }), `login ${loginId}`);
}

export async function apiCurrentUser(request: APIRequestContext): Promise<ApiUser> {
  return json<ApiUser>(await request.get('/api/auth/user'), 'current user');
}

/** Signs a newcomer up through the three sign-up calls (the simulator returns the code); signed in after. */
export async function apiSignUp(request: APIRequestContext, firstName: string, lastName: string): Promise<ApiUser & { password: string }> {
  const phoneNumber = uniquePhone();
  const suffix = phoneNumber.slice(-6);
  const sent = await json<{ demoCode?: string }>(
    await request.post('/api/phone/send-verification', { data: { phoneNumber } }),
    'send code',
  );
  if (!sent.demoCode) throw new Error('The SMS simulator returned no demo code');
  await json(await request.post('/api/phone/verify', { data: { phoneNumber, verificationCode: sent.demoCode } }), 'verify code');
  const password = 'Str0ng-pass-2026';
  const username = `${firstName.toLowerCase()}_${suffix}`;
  const user = await json<ApiUser>(
    await request.post('/api/auth/complete-registration', {
      data: {
        phoneNumber,
        firstName,
        lastName,
        email: `${username}@example.com`,
        username,
        password,
        confirmPassword: password,
        language: LANGUAGE,
      },
    }),
    'complete registration',
  );
  return { ...user, password };
}

export interface ApiTransaction {
  id: number;
  status: string;
  fraudScore: number;
}

export async function apiSendMoney(
  request: APIRequestContext,
  body: { amount: string; recipientUsername?: string; recipientPhone?: string; message?: string },
): Promise<ApiTransaction> {
  const response = await request.post('/api/send-money', { data: body, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  return json<ApiTransaction>(response, `send ${body.amount}`);
}

/** Marks every fraud alert of the signed-in user resolved; returns how many were open. */
export async function apiResolveFraudAlerts(request: APIRequestContext): Promise<number> {
  const alerts = await json<{ id: number; isResolved: boolean }[]>(await request.get('/api/fraud-alerts'), 'fraud alerts');
  const open = alerts.filter((alert) => !alert.isResolved);
  for (const alert of open) await json(await request.post(`/api/fraud-alerts/${alert.id}/resolve`), 'resolve alert');
  return open.length;
}

/** Whether an unresolved alert is serious enough to open the dashboard's dialog (interruptsUser). */
export async function apiHasOpenFraudAlert(request: APIRequestContext): Promise<boolean> {
  const alerts = await json<{ isResolved: boolean; riskScore: number }[]>(await request.get('/api/fraud-alerts'), 'fraud alerts');
  return alerts.some((alert) => !alert.isResolved && interruptsUser(alert.riskScore));
}

/**
 * Signs in through the UI and starts from a dashboard without an open suspicious-activity dialog
 * (alerts left by earlier payments of this demo user are resolved first).
 */
export async function signInToCleanDashboard(page: Page, loginId: string, fullName: string) {
  await signIn(page, loginId);
  await expectDashboard(page, fullName);
  if ((await apiResolveFraudAlerts(page.request)) > 0) {
    await page.reload();
    await expectDashboard(page, fullName);
  }
}

/** The balance card of the dashboard. */
export function balanceCard(page: Page) {
  return page.getByRole('region', { name: tr('Total Balance') });
}

/** After a payment that raised an alert, the dashboard opens the suspicious-activity dialog: close it. */
export async function closeSuspiciousActivityIfRaised(page: Page) {
  if (!(await apiHasOpenFraudAlert(page.request))) return;
  const dialog = page.getByRole('dialog', { name: tr('Suspicious Activity Detected') });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('button', { name: tr('Close'), exact: true })
    .last()
    .click();
  await expect(dialog).toBeHidden();
}

// ---- Social: fresh people and fresh payments (demo users' feeds are shared with the other specs) ----

export interface SocialPair {
  a: Page;
  b: Page;
  aUser: ApiUser;
  bUser: ApiUser;
}

/** A signed-in browser page for a fresh sign-up (cookies from the REST sign-up carry over). */
export async function newSignedUpPage(
  browser: import('@playwright/test').Browser,
  baseURL: string | undefined,
  firstName: string,
  lastName: string,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const user = await apiSignUp(page.request, firstName, lastName);
  return { page, user };
}

/**
 * Credits a fresh user from a demo wallet so they can pay someone. The demo wallet funds many specs'
 * new accounts, so the fraud check may pause one of these payments: it proceeds, as the app lets a
 * sender do.
 */
export async function apiFund(request: APIRequestContext, username: string, amount: string) {
  await apiSignIn(request, 'efua_addo');
  const payment = await apiSendMoney(request, { amount, recipientUsername: username, message: 'Seed' });
  if (payment.status === 'blocked') {
    const proceeded = await request.patch(`/api/transactions/${payment.id}/status`, { data: { status: 'pending' } });
    if (!proceeded.ok()) throw new Error(`fund ${username}: ${proceeded.status()} ${await proceeded.text()}`);
  }
  await apiResolveFraudAlerts(request);
}

/** Opens a page after resolving the signed-in user's fraud alerts (so no dialog covers the feed). */
export async function gotoWithoutAlerts(page: Page, path: string) {
  await apiResolveFraudAlerts(page.request);
  await page.goto(path);
}

/** Chromium's virtual authenticator on this page (a platform passkey that always says yes), for passkey sign-in. */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

// ---- Accessibility (axe-core) ------------------------------------------------------------------

/** The WCAG 2.0 and 2.1 A and AA rules axe checks on every screen. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical axe violations on the page as it is now, one line each (rule, help, elements). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}${violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : ''}`,
    );
}

/** Fails (softly with `soft`, so one run lists every screen's) on any serious or critical WCAG 2.1 AA violation. */
export async function expectAccessible(page: Page, screen: string, { soft = false } = {}) {
  const violations = await seriousAxeViolations(page);
  (soft ? expect.soft : expect)(violations, `axe on ${screen}:\n${violations.join('\n')}`).toEqual([]);
}

// ---- The feed's payments: their titles in the run's language (transaction-display.ts) -----------

/** "You paid {name}" as a pattern's source, for a payment card's name (`^…, -₵1\.50, Completed`). */
export const youPaid = (name: string) => escapeRegExp(tr('You paid {counterpartyName}', { counterpartyName: name }));

/** "{name} paid you" as a pattern's source. */
export const paidYou = (name: string) => escapeRegExp(tr('{counterpartyName} paid you', { counterpartyName: name }));

// twia21 helpers

/**
 * A pattern for any option of a web text that is one ICU plural (`{0, plural, one {…} other {…}}`),
 * its count (`#`) any number: for a count the spec does not know ("3 working days left").
 */
export function trPluralPattern(english: string, values: PatternValues = {}): RegExp {
  return webPluralPattern(LANGUAGE, english, values);
}

/**
 * A pattern for a server text (SMS, e-mail, USSD) in the run's language with parts the spec does not
 * know, each given as a RegExp (`serverPattern('code.passwordReset', { code: /(\d{6})/ })`); the others
 * filled as `serverText` fills them.
 */
export function serverPattern(key: MessageKey, values: PatternValues = {}): RegExp {
  const sentinels: string[] = [];
  const filled: Values = {};
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof RegExp) {
      filled[name] = `\uE000${sentinels.length}\uE001`;
      sentinels.push(value.source);
    } else filled[name] = value;
  }
  const source = escapeRegExp(serverText(key, filled)).replace(/\uE000(\d+)\uE001/g, (_, index: string) => sentinels[Number(index)]!);
  return new RegExp(source);
}
