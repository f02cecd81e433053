import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose file is fetched when it first opens: until then it renders nothing and downloads
 * nothing (a screen with its dialogs closed paints without their forms, selects and rules). Once
 * opened it stays mounted, so closing runs its transition and opening again is immediate. `isOpen`
 * reads from the props whether the dialog is open (`opened` by default).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => Boolean((props as { opened?: boolean }).opened),
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(() => isOpen(props));
    if (!wanted && isOpen(props)) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
