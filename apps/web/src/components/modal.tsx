import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

// Mantine's Modal brings its scroll area, focus trap, scroll lock and floating-ui (~25 KiB gzipped):
// a screen whose dialogs are all closed at first paint does not download them.
const MantineModal = lazy(() => import('./modal-mantine'));

/**
 * Mantine's `Modal`, downloaded when it first opens (a few milliseconds from the server's cache or the
 * service worker's; the dialog then opens with its usual transition). Once opened it stays mounted, so
 * closing runs its transition and opening again is immediate. Same props as Mantine's.
 */
export function Modal(props: ModalProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MantineModal {...props} />
    </Suspense>
  );
}
