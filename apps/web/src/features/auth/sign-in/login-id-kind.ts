import { t } from '@lingui/core/macro';
import { guessLoginIdKind, type LoginIdKind } from '@ghanapay/validators';

export type { LoginIdKind };

/** The kind the sign-in field treats its text as: the person's choice, else the spec's guess. */
export function effectiveLoginIdKind(value: string, override: LoginIdKind | null): LoginIdKind {
  return override ?? guessLoginIdKind(value);
}

/**
 * Keyboard and hints for each kind. The element stays type="text": switching `type` while someone
 * types moves the caret in some browsers, and the server accepts all three spellings anyway.
 */
export function loginIdInputHints(kind: LoginIdKind): { inputMode: 'email' | 'tel' | 'text'; placeholder: string } {
  switch (kind) {
    case 'email':
      return { inputMode: 'email', placeholder: 'you@example.com' };
    case 'phone':
      return { inputMode: 'tel', placeholder: '024 123 4567' };
    case 'username':
      return { inputMode: 'text', placeholder: t`e.g. ama_mensah` };
    default: {
      const exhaustive: never = kind;
      return exhaustive;
    }
  }
}
