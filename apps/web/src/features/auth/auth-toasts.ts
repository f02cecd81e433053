import { TOAST_MS, type Toast } from '../shell/toast';

/** The spec: a failed code send, or "Deployment Issue" when the service itself refuses (401). */
export function sendCodeFailureToast(message: string): Toast {
  if (/unauthorized|401/i.test(message)) {
    return {
      title: 'Deployment Issue',
      message: 'Service temporarily unavailable. Please try again later or contact support.',
      destructive: true,
      durationMs: TOAST_MS.failure,
    };
  }
  return { title: 'Failed to Send Code', message: message || 'Please try again', destructive: true, durationMs: TOAST_MS.failure };
}

/** A sent code: the server's message, plus the code itself when the demo SMS simulator is in use. */
export function codeSentToast(title: string, message: string, demoCode?: string): Toast {
  return {
    title,
    message: demoCode ? `${withFullStop(message)} Your code is ${demoCode}.` : message,
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
