import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_TRANSACTION_MESSAGE } from '@ghanapay/money';
import {
  ACCOUNT_MESSAGES,
  AMOUNT_MESSAGES,
  COMPLAINT_CATEGORIES,
  COMPLAINT_MESSAGES,
  KYC_MESSAGES,
  MOBILE_MONEY_PROVIDERS,
  networkMismatchMessage,
  personNameProblem,
  RECIPIENT_REQUIRED_MESSAGE,
  SPLIT_BILL_MESSAGES,
  zCompleteRegistrationInput,
  zName,
} from '@ghanapay/validators';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { setMessageTranslator, translateErrors, translateMessage } from './translate-message';
import { knowsMessage, translateValidationMessage } from './validation-messages';

const VALIDATORS = path.resolve(import.meta.dirname, '../../../../packages/validators/src');

/**
 * Every message literal in the validators' sources: the second argument of a zod check
 * (`.min(8, '…')`, `.regex(/…/, '…')`, `.refine(fn, '…')`, `.email('…')`) and `message:`/`error:`.
 */
function literalMessages(): string[] {
  const found: string[] = [];
  const check = /\.(?:min|max|length|regex|email|refine|int|positive)\((?:[^'"`()]|\([^()]*\))*?(['"])((?:(?!\1).)+)\1\s*\)/g;
  const field = /\b(?:message|error):\s*(['"])((?:(?!\1).)+)\1/g;
  for (const file of readdirSync(VALIDATORS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const source = readFileSync(path.join(VALIDATORS, file), 'utf8');
    for (const pattern of [check, field]) for (const match of source.matchAll(pattern)) found.push(match[2]!);
  }
  // Words a person reads (a capital, then a space somewhere), not a prefix like '4' in a card check.
  return found.filter((text) => /^[A-Z][^ ]* /.test(text));
}

/** The messages the validators build from a name or a network, by running them on bad input. */
function builtMessages(): string[] {
  const bad = ['a', 'x'.repeat(61), 'Ama\nMensah', 'Ama\u202Eyekim', '=SUM(A1)'];
  const fromNames = ['First name', 'Last name', 'Account name', 'Recipient name'].flatMap((label) =>
    bad.map((name) => personNameProblem(name, label)).filter((problem): problem is string => problem !== null),
  );
  const fromSchemas = (['First name', 'Last name'] as const).flatMap((label) =>
    bad.flatMap(
      (name) =>
        zName(label)
          .safeParse(name)
          .error?.issues.map((issue) => issue.message) ?? [],
    ),
  );
  const registration = zCompleteRegistrationInput.safeParse({
    firstName: 'Ama',
    lastName: 'Mensah',
    password: 'short',
    confirmPassword: 'other',
    email: 'no',
    username: '!',
  });
  return [
    ...fromNames,
    ...fromSchemas,
    ...(registration.error?.issues.map((issue) => issue.message) ?? []),
    ...MOBILE_MONEY_PROVIDERS.map(networkMismatchMessage),
  ];
}

const listedMessages = [
  ...Object.values(AMOUNT_MESSAGES),
  ...Object.values(ACCOUNT_MESSAGES),
  ...Object.values(KYC_MESSAGES),
  ...Object.values(COMPLAINT_MESSAGES),
  ...Object.values(COMPLAINT_CATEGORIES),
  ...Object.values(SPLIT_BILL_MESSAGES),
  RECIPIENT_REQUIRED_MESSAGE,
  MAX_TRANSACTION_MESSAGE,
];

describe('the validators’ messages in the language shown', () => {
  afterEach(() => i18n.activate('en'));

  it('has a catalog entry for every message the shared validators can produce', () => {
    const literals = literalMessages();
    // The scan finds the zod checks' own words (a guard that the scan itself still works).
    expect(literals).toEqual(
      expect.arrayContaining([
        'Password must be at least 8 characters',
        'Invalid proof-of-work',
        'Only Visa, Mastercard and Verve cards are accepted',
      ]),
    );
    const messages = [...new Set([...literals, ...builtMessages(), ...listedMessages])];
    expect(messages.length).toBeGreaterThan(60);
    expect(messages.filter((message) => !knowsMessage(message))).toEqual([]);
  });

  it('keeps English exactly as the validators and the API write it', () => {
    for (const message of [...listedMessages, ...builtMessages()]) expect(translateValidationMessage(message)).toBe(message);
  });

  it('shows a translated message once a language is loaded, with the name in it translated too, and leaves unknown text alone', () => {
    expect(translateMessage('Amount is required')).toBe('Amount is required');
    setMessageTranslator(translateValidationMessage);
    const entry = (english: string, translation: string) => ({ [generateMessageId(english)]: compileMessage(translation) });
    i18n.activate('fr', {
      ...entry('Amount is required', 'Le montant est obligatoire'),
      ...entry('{name} must be at least 2 characters', '{name} : au moins 2 caractères'),
      ...entry('First name', 'Prénom'),
    });
    expect(translateMessage('Amount is required')).toBe('Le montant est obligatoire');
    expect(translateMessage('First name must be at least 2 characters')).toBe('Prénom : au moins 2 caractères');
    expect(translateMessage('Insufficient funds in the bank')).toBe('Insufficient funds in the bank');
    expect(translateErrors({ amount: 'Amount is required', other: undefined })).toEqual({
      amount: 'Le montant est obligatoire',
      other: undefined,
    });
  });

  it("shows the API's own answers in the language shown: a toast's success message and where a code was sent", () => {
    setMessageTranslator(translateValidationMessage);
    const entry = (english: string, translation: string) => ({ [generateMessageId(english)]: compileMessage(translation) });
    i18n.activate('fr', {
      ...entry('Logged out successfully', 'Déconnexion réussie'),
      ...entry('Verification code sent to your phone number ending in {digits}', 'Code envoyé au numéro finissant par {digits}'),
      ...entry('Verification code sent to {address}', 'Code envoyé à {address}'),
    });
    expect(translateMessage('Logged out successfully')).toBe('Déconnexion réussie');
    expect(translateMessage('Verification code sent to your phone number ending in 0001')).toBe('Code envoyé au numéro finissant par 0001');
    expect(translateMessage('Verification code sent to a***@example.com')).toBe('Code envoyé à a***@example.com');
  });
});
