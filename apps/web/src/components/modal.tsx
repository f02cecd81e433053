import type { ModalProps } from '@mantine/core';
import { lazyDialog } from './lazy-dialog';

/**
 * Mantine's `Modal`, downloaded when it first opens (a few milliseconds from the server's cache or the
 * service worker's; the dialog then opens with its usual transition). Once opened it stays mounted, so
 * closing runs its transition and opening again is immediate. Same props as Mantine's. Mantine's Modal
 * brings its scroll area, focus trap, scroll lock and floating-ui (~25 KiB gzipped): a screen whose
 * dialogs are all closed at first paint does not download them.
 */
export const Modal = lazyDialog<ModalProps>(() => import('./modal-mantine').then((m) => m.default));
