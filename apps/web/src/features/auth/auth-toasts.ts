import { translateMessage } from '../../lib/translate-message';
import { t } from '@lingui/core/macro';
import { TOAST_MS, type Toast } from '../../lib/toast';

/** The spec: a failed code send, or "Deployment Issue" when the service itself refuses (401). */
export function sendCodeFailureToast(message: string): Toast {
  if (/unauthorized|401/i.test(message)) {
    return {
      title: t`Deployment Issue`,
      message: t`Service temporarily unavailable. Please try again later or contact support.`,
      destructive: true,
      durationMs: TOAST_MS.failure,
    };
  }
  return { title: t`Failed to Send Code`, message: message || t`Please try again`, destructive: true, durationMs: TOAST_MS.failure };
}

/**
 * The spec: a code-send response may carry `verificationCode`, `demoCode` or a six-digit number in
 * its `message`; whichever is there is the code the toast shows (demo mode only ever sends one).
 */
export function codeFromResponse(response: {
  message: string;
  demoCode?: string | undefined;
  verificationCode?: string | undefined;
}): string | undefined {
  return response.demoCode ?? response.verificationCode ?? /\b(\d{6})\b/.exec(response.message)?.[1];
}

/** A sent code: the server's message, plus the code itself when the response carries one (demo mode). */
export function codeSentToast(
  title: string,
  response: { message: string; demoCode?: string | undefined; verificationCode?: string | undefined },
): Toast {
  const code = codeFromResponse(response);
  // The API's English, in the language shown, so the code's sentence is not beside an English one.
  const message = translateMessage(response.message);
  return {
    title,
    message: code && !message.includes(code) ? `${withFullStop(message)} ${t`Your code is ${code}.`}` : message,
    durationMs: TOAST_MS.code,
  };
}

export function failureToast(title: string, message: string): Toast {
  return { title, message, destructive: true, durationMs: TOAST_MS.failure };
}

function withFullStop(sentence: string): string {
  const trimmed = sentence.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
