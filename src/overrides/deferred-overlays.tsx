import { lazy, Suspense, useState, type ComponentType } from 'react';
import type * as Overlays from 'mawrid:mui/overlays';

type Name = keyof typeof Overlays;
type Openable = { open?: boolean; keepMounted?: boolean };

/** What a vendor does before anything can open: a pointer moving or pressed, a key, a touch. */
const INTENT = ['pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

let overlays: typeof Overlays | null = null;
let pending: Promise<typeof Overlays> | null = null;

/** MUI's real overlays, one file for all of them, fetched once. */
const fetchOverlays = () =>
  (pending ??= import('mawrid:mui/overlays').then(
    (module) => (overlays = module),
    (error: unknown) => {
      // A failed fetch (the network dropped) is tried again at the next opening.
      pending = null;
      throw error;
    },
  ));

if (typeof window !== 'undefined') {
  const early = () => {
    for (const type of INTENT) window.removeEventListener(type, early, true);
    fetchOverlays().catch(() => {});
  };
  for (const type of INTENT) window.addEventListener(type, early, { capture: true, passive: true });
}

/**
 * A MUI component that draws nothing while closed (Popper, Modal, Dialog, Menu, Snackbar),
 * swapped in by vite.config.ts. Every tooltip of a list renders a closed Popper and every menu a
 * closed Popover, so their code, @popperjs/core and the focus trap came with every page. Now they
 * are fetched when the vendor first moves, types or touches, or when one first opens. Closed, it
 * renders nothing, as the real one does; once it has been open, the real one renders, so that
 * closing plays its transition.
 */
export const deferredWhileClosed = <P extends Openable>(name: Name) => {
  const Lazy = lazy(() =>
    fetchOverlays().then((module) => ({ default: module[name] as unknown as ComponentType<P> })),
  );
  // React 19 hands a function component its ref as a prop: it goes on to the real one with the rest.
  // How it renders is chosen once, at its first opening, so that the code arriving later does not
  // swap the element type under an open overlay (that would mount it again).
  const Deferred = (props: P) => {
    const wanted = Boolean(props.open || props.keepMounted);
    const choose = () => (wanted ? (overlays ? 'direct' : 'lazy') : null);
    const [how, setHow] = useState(choose);
    if (how === null && wanted) setHow(choose());
    if (how === null) return null;
    if (how === 'direct' && overlays) {
      const Real = overlays[name] as unknown as ComponentType<P>;
      return <Real {...props} />;
    }
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
  Deferred.displayName = name;
  return Deferred;
};
