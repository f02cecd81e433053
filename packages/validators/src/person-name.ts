/**
 * What a person's name may not contain. Names travel to USSD menus, SMS, e-mails, CSV exports and
 * other people's screens, so:
 * - no control characters (Unicode Cc: CR, LF, tab, NUL, DEL, C1) nor line/paragraph separators:
 *   they break a USSD menu or an SMS into lines the sender chose;
 * - no bidirectional controls (U+202A–202E, U+2066–2069, U+200E/F, U+061C): they reorder what is
 *   shown, so "Ama" could display as someone else's name or hide text;
 * - no formula start (=, +, -, @, or their full-width forms): a spreadsheet opening an export runs
 *   it (CSV injection). Only the first character counts: "Ama-Mensah" and "Ama+1" are fine.
 */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;

export function personNameProblem(name: string, label: string): string | null {
  if (CONTROL.test(name)) return `${label} cannot contain line breaks or control characters`;
  if (BIDI_CONTROL.test(name)) return `${label} cannot contain text-direction characters`;
  if (FORMULA_START.test(name.trim())) return `${label} cannot start with =, +, - or @`;
  return null;
}

/**
 * The same rules for any other name a person types that reaches other people or a provider (an
 * account holder's name, a bank transfer's recipient): `schema.superRefine(nameRules('Account name'))`.
 */
export function nameRules(label: string) {
  return (value: string | null | undefined, ctx: { addIssue: (issue: { code: 'custom'; message: string }) => void }) => {
    if (typeof value !== 'string') return;
    const problem = personNameProblem(value, label);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };
}
