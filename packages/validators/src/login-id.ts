import { normalizeGhanaPhone } from './ghana-phone';

export type LoginIdKind = 'email' | 'phone' | 'username';

/** The spec's guess: "@" and "." is an email; 0 or + then a digit is a phone; else a username. */
export function guessLoginIdKind(value: string): LoginIdKind {
  const v = value.trim();
  if (v.includes('@') && v.includes('.')) return 'email';
  if (/^[0+]\d/.test(v)) return 'phone';
  return 'username';
}

/** A login id as the database looks it up, or null when it cannot be one. */
export function normalizeLoginId(value: string, kind: LoginIdKind = guessLoginIdKind(value)) {
  const v = value.trim();
  switch (kind) {
    case 'email':
      return { kind, value: v.toLowerCase() } as const;
    case 'phone': {
      const phone = normalizeGhanaPhone(v);
      return phone ? ({ kind, value: phone } as const) : null;
    }
    case 'username':
      return { kind, value: v.replace(/^@/, '').toLowerCase() } as const;
    default: {
      const exhaustive: never = kind;
      return exhaustive;
    }
  }
}
