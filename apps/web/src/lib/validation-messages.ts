import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

/**
 * The shared validators' messages (packages/validators), shown in the person's language.
 *
 * The validators write English, the spec's exact words, and the API sends those same words on the wire
 * (issue 32 keeps the wire English). The forms show them under fields and in toasts, so each English
 * message has its catalog entry here: `translateValidationMessage` turns a message a validator or the API
 * produced into the language shown, and leaves any other text as it is. Only another language needs it:
 * locale-loading.ts loads this module with that language's catalog and hands it to translate-message.ts.
 * `validation-messages.test.ts` runs the validators and fails when a message they can produce is missing.
 */
const MESSAGES: Record<string, MessageDescriptor> = {
  // amounts (amount-input.ts, @ghanapay/money's limit)
  'Amount is required': msg`Amount is required`,
  'Amount must be a positive number': msg`Amount must be a positive number`,
  'Amount can have at most 2 decimal places': msg`Amount can have at most 2 decimal places`,
  'Amount is too large': msg`Amount is too large`,
  'Amount cannot exceed ₵25,000.00 per transaction': msg`Amount cannot exceed ₵25,000.00 per transaction`,
  'Please provide a phone number, email, or username': msg`Please provide a phone number, email, or username`,
  // sign-up and sign-in (auth.ts, ghana-phone.ts)
  'Please enter a valid email address': msg`Please enter a valid email address`,
  'Username must be 5-30 characters': msg`Username must be 5-30 characters`,
  'Username can only contain letters, numbers, and underscores': msg`Username can only contain letters, numbers, and underscores`,
  'Password must be at least 8 characters': msg`Password must be at least 8 characters`,
  'Password must be at most 128 characters': msg`Password must be at most 128 characters`,
  'Verification code must be 6 digits': msg`Verification code must be 6 digits`,
  'Please enter a phone number or email address': msg`Please enter a phone number or email address`,
  'Please enter a valid Ghana phone number': msg`Please enter a valid Ghana phone number`,
  "Passwords don't match": msg`Passwords don't match`,
  'Email, phone, or username is required': msg`Email, phone, or username is required`,
  'Password is required': msg`Password is required`,
  'Invalid proof-of-work': msg`Invalid proof-of-work`,
  'Phone number must be at least 10 digits': msg`Phone number must be at least 10 digits`,
  'Phone number too long': msg`Phone number too long`,
  'Enter a valid Ghana phone number (e.g., 0241234567 or +233241234567)': msg`Enter a valid Ghana phone number (e.g., 0241234567 or +233241234567)`,
  'Language is en, tw, ee, ha or fr': msg`Language is en, tw, ee, ha or fr`,
  // linked accounts and cards (accounts.ts)
  'Please select a provider': msg`Please select a provider`,
  'Please select a mobile money provider': msg`Please select a mobile money provider`,
  'Invalid Ghana phone number': msg`Invalid Ghana phone number`,
  'PIN must be at least 4 digits': msg`PIN must be at least 4 digits`,
  'PIN must be at most 6 digits': msg`PIN must be at most 6 digits`,
  'Account name is required': msg`Account name is required`,
  'Account number is required': msg`Account number is required`,
  'Account number must be at least 10 digits': msg`Account number must be at least 10 digits`,
  'Account number must be at most 20 digits': msg`Account number must be at most 20 digits`,
  'Account number must contain digits only': msg`Account number must contain digits only`,
  'Bank name is required': msg`Bank name is required`,
  'Please select account type': msg`Please select account type`,
  'Card number must be 16 digits': msg`Card number must be 16 digits`,
  'Invalid card number': msg`Invalid card number`,
  'Only Visa, Mastercard and Verve cards are accepted': msg`Only Visa, Mastercard and Verve cards are accepted`,
  'Cardholder name is required': msg`Cardholder name is required`,
  'Invalid month': msg`Invalid month`,
  'Invalid year': msg`Invalid year`,
  'CVV must be 3-4 digits': msg`CVV must be 3-4 digits`,
  'This card has expired': msg`This card has expired`,
  // identity documents (kyc.ts)
  'Please select a document type and upload your document photo': msg`Please select a document type and upload your document photo`,
  'Please select a document type': msg`Please select a document type`,
  'Please enter your document number': msg`Please enter your document number`,
  'Enter your Ghana Card number as GHA-123456789-0': msg`Enter your Ghana Card number as GHA-123456789-0`,
  'Please verify with your Ghana Card: it is the identity document we accept for new verifications': msg`Please verify with your Ghana Card: it is the identity document we accept for new verifications`,
  'Enter your passport number as on the photo page, for example G1234567': msg`Enter your passport number as on the photo page, for example G1234567`,
  "Enter your driver's licence number, for example ABC-12345678": msg`Enter your driver's licence number, for example ABC-12345678`,
  // complaints (complaints.ts): the messages, and the categories' names the API sends back
  'Choose what your complaint is about': msg`Choose what your complaint is about`,
  'Tell us what happened in 10 to 1000 characters': msg`Tell us what happened in 10 to 1000 characters`,
  'Write a note for the customer (2 to 1000 characters)': msg`Write a note for the customer (2 to 1000 characters)`,
  'Write the outcome for the customer (2 to 1000 characters)': msg`Write the outcome for the customer (2 to 1000 characters)`,
  'Write the reason for the customer (5 to 500 characters)': msg`Write the reason for the customer (5 to 500 characters)`,
  'Sent to the wrong person': msg`Sent to the wrong person`,
  'Payment not received': msg`Payment not received`,
  'Transfer failed or stuck': msg`Transfer failed or stuck`,
  'Bill, airtime or data': msg`Bill, airtime or data`,
  'Payment to a shop': msg`Payment to a shop`,
  'Fraud or scam': msg`Fraud or scam`,
  'Cannot get into my account': msg`Cannot get into my account`,
  'Fees or charges': msg`Fees or charges`,
  'Something else': msg`Something else`,
  // split bills (split-bill.ts)
  'Description is required': msg`Description is required`,
  'Total amount is required': msg`Total amount is required`,
  'Total amount must be a valid positive number': msg`Total amount must be a valid positive number`,
  'At least 2 participants are required': msg`At least 2 participants are required`,
  'Amount Mismatch': msg`Amount Mismatch`,
  // the API's own answers a screen shows as they come (toasts, the username check)
  'Logged out successfully': msg`Logged out successfully`,
  'Username is available': msg`Username is available`,
  'Username is already taken': msg`Username is already taken`,
  'Friend request sent': msg`Friend request sent`,
  'Friend request accepted': msg`Friend request accepted`,
  'Friend request rejected': msg`Friend request rejected`,
  'You are already friends': msg`You are already friends`,
  'You will no longer see transactions from this user': msg`You will no longer see transactions from this user`,
  'User unblocked': msg`User unblocked`,
  'Thank you. Our team will review your report.': msg`Thank you. Our team will review your report.`,
  'If an account matches these details, we have sent a reset code to its phone number or email address.': msg`If an account matches these details, we have sent a reset code to its phone number or email address.`,
  'Your password has been reset. Please sign in with your new password.': msg`Your password has been reset. Please sign in with your new password.`,
};

/** The API's "a code was sent" answers, with the masked number's last digits or the masked address. */
const CODE_SENT_TO_PHONE = /^Verification code sent to your phone number ending in (\d{4})$/;
const CODE_SENT_TO = /^Verification code sent to (\S+)$/;

/** The names a validator writes into its message ("First name must be at least 2 characters"). */
const LABELS: Record<string, MessageDescriptor> = {
  'First name': msg`First name`,
  'Last name': msg`Last name`,
  'Account name': msg`Account name`,
  'Recipient name': msg`Recipient name`,
};

/** Messages with a name in them (person-name.ts, auth.ts's zName): the name is translated too. */
const NAMED: [RegExp, (name: string) => string][] = [
  [/^(.+) cannot contain line breaks or control characters$/, (name) => t`${name} cannot contain line breaks or control characters`],
  [/^(.+) cannot contain text-direction characters$/, (name) => t`${name} cannot contain text-direction characters`],
  [/^(.+) cannot start with =, \+, - or @$/, (name) => t`${name} cannot start with =, +, - or @`],
  [/^(.+) must be at least 2 characters$/, (name) => t`${name} must be at least 2 characters`],
  [/^(.+) is too long$/, (name) => t`${name} is too long`],
];

/** accounts.ts's networkMismatchMessage: the network keeps its own name (Telecel Cash, …) in every language. */
const NETWORK_MISMATCH = /^This number is not on the (.+) network$/;

const own = <T>(table: Record<string, T>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

function namedMessage(english: string): { write: (name: string) => string; label: MessageDescriptor } | undefined {
  for (const [pattern, write] of NAMED) {
    const label = own(LABELS, pattern.exec(english)?.[1] ?? '');
    if (label) return { write, label };
  }
  return undefined;
}

/** Whether the catalog has this English message (or its pattern, with a name it knows): the test reads this. */
export function knowsMessage(english: string): boolean {
  return own(MESSAGES, english) !== undefined || namedMessage(english) !== undefined || NETWORK_MISMATCH.test(english);
}

/** A message a validator or the API wrote in English, in the language shown; any other text unchanged. */
export function translateValidationMessage(english: string): string {
  const known = own(MESSAGES, english);
  if (known) return t(known);
  const named = namedMessage(english);
  if (named) return named.write(t(named.label));
  const network = NETWORK_MISMATCH.exec(english)?.[1];
  if (network !== undefined) return t`This number is not on the ${network} network`;
  const digits = CODE_SENT_TO_PHONE.exec(english)?.[1];
  if (digits !== undefined) return t`Verification code sent to your phone number ending in ${digits}`;
  const address = CODE_SENT_TO.exec(english)?.[1];
  if (address !== undefined) return t`Verification code sent to ${address}`;
  return english;
}
