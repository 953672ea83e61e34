import { useEffect, useReducer, useState, type ComponentType } from 'react';
import type * as Overlays from 'mawrid:mui/overlays';

type Name = keyof typeof Overlays;
type Openable = { open?: boolean; keepMounted?: boolean };
/**
 * What MUI reads off the component itself, which the stand-in must carry too: `muiName` (a form
 * control tells its input apart by it), `muiSupportAuto` (a popover times a transition by it).
 */
type Statics = { muiName?: string; muiSupportAuto?: boolean };

/** What a vendor does before anything can open: a pointer moving or pressed, a key, a touch. */
const INTENT = ['pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;
/**
 * A notice can open with no move from the vendor (a refresh failing, maybe with the network gone):
 * the code is fetched this long after the page has loaded anyway, once the browser is idle.
 */
const SETTLED_MS = 5_000;

let overlays: typeof Overlays | null = null;
let pending: Promise<typeof Overlays> | null = null;
/** Open overlays waiting for the code, drawn when it arrives. */
const waiting = new Set<() => void>();

const early = () => {
  for (const type of INTENT) window.removeEventListener(type, early, true);
  fetchOverlays().catch(() => {});
};
const onIntent = () => {
  for (const type of INTENT) window.addEventListener(type, early, { capture: true, passive: true });
};

/**
 * The overlays' file as the build named it (vite.config.ts writes it in). Most browsers keep a
 * failed module fetch for the page's life (whatwg/html#6768): asked for again under the same
 * address, it fails at once, without a request. A second try asks under a new one.
 */
const ADDRESS = 'mawrid:address/overlays';
let failures = 0;
const importOverlays = (): Promise<typeof Overlays> =>
  failures && !import.meta.env.DEV
    ? import(/* @vite-ignore */ `${ADDRESS}?try=${failures + 1}`)
    : import('mawrid:mui/overlays');

/** MUI's real overlays, one file for all of them, fetched once. */
const fetchOverlays = () =>
  (pending ??= importOverlays().then(
    (module) => {
      overlays = module;
      for (const draw of waiting) draw();
      waiting.clear();
      return module;
    },
    (error: unknown) => {
      // The network dropped: asked again at the vendor's next move or key.
      failures++;
      pending = null;
      onIntent();
      throw error;
    },
  ));

if (typeof window !== 'undefined') {
  onIntent();
  const later = () =>
    window.setTimeout(
      () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(early) : early()),
      SETTLED_MS,
    );
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * A MUI component drawn by its real code once that has come, and nothing before: fetched then,
 * and drawn when it arrives. Without its code (the network dropped), it waits, drawn when a later
 * move or key brings the code: no Suspense, whose failed fetch would throw into the page's error
 * boundary.
 */
const deferred = <P extends object>(name: Name, drawn: (props: P) => boolean, statics: Statics = {}) => {
  // React 19 hands a function component its ref as a prop: it goes on to the real one with the rest.
  const Deferred = (props: P) => {
    const wanted = drawn(props);
    const [opened, setOpened] = useState(wanted);
    const [, arrived] = useReducer((n: number) => n + 1, 0);
    if (wanted && !opened) setOpened(true);
    useEffect(() => {
      if (!opened || overlays) return;
      waiting.add(arrived);
      fetchOverlays().catch(() => {});
      return () => void waiting.delete(arrived);
    }, [opened]);
    if (!opened || !overlays) return null;
    const Real = overlays[name] as unknown as ComponentType<P>;
    return <Real {...props} />;
  };
  Deferred.displayName = name;
  return Object.assign(Deferred, statics);
};

/**
 * A MUI component that draws nothing while closed (Popper, Modal, Dialog, Menu, Snackbar). Every
 * tooltip of a list renders a closed Popper and every menu a closed Popover, so their code,
 * @popperjs/core and the focus trap came with every page. Now they are fetched when the vendor
 * first moves, types or touches, a few seconds after the page has come, or when one first opens.
 * Closed, it renders nothing, as the real one does; once it has been open, the real one renders,
 * so that closing plays its transition.
 */
export const deferredWhileClosed = <P extends Openable>(name: Name) =>
  deferred<P>(name, (props) => Boolean(props.open || props.keepMounted));

/**
 * What is drawn only inside an open overlay (a dialog's title, content, actions), or never at all
 * (an input variant the theme does not use): fetched and drawn if it ever is.
 */
export const deferredPart = <P extends object>(name: Name, statics?: Statics) =>
  deferred<P>(name, () => true, statics);
