import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { translateMessage } from './translate-message';

export interface Toast {
  title: string;
  message?: ReactNode;
  /** The spec's "destructive" style, for failures. */
  destructive?: boolean;
  durationMs?: number;
}

/** The spec's durations: failures 10 s, a sent code 15 s. */
export const TOAST_MS = { default: 5_000, failure: 10_000, code: 15_000 } as const;

// @mantine/notifications loads on the first toast, so the landing page never downloads it.
let hostRequested = false;
const listeners = new Set<() => void>();

export function subscribeToastHost(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToastHostRequested() {
  return hostRequested;
}

/** Shows one toast; the spec allows one at a time, so a new one replaces whatever is showing. */
export function showToast(toast: Toast): void {
  if (!hostRequested) {
    hostRequested = true;
    listeners.forEach((listener) => listener());
  }
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.clean();
    notifications.show({
      title: toast.title,
      // A message the API wrote ("Logged out successfully", "Verification code sent to …") in the
      // language shown; a text already from the catalog, or one the table does not know, is unchanged.
      message: typeof toast.message === 'string' ? translateMessage(toast.message) : toast.message,
      color: toast.destructive ? 'red' : 'kente',
      autoClose: toast.durationMs ?? (toast.destructive ? TOAST_MS.failure : TOAST_MS.default),
      withBorder: true,
      closeButtonProps: { 'aria-label': t`Close notification` },
    });
  });
}
