import { lazy, useState, type ComponentType } from 'react';

/**
 * `React.lazy` that can be fetched before the first render. A lazy component always suspends on its
 * first render, and React then holds the revealed page back for up to 300 ms (its Suspense
 * throttle): for the first page of a visit that is most of the time to first paint. Once preloaded,
 * the component renders straight away; otherwise it is plain `lazy`.
 */
export const preloadable = <P extends object, M extends { default: ComponentType<P> }>(
  load: () => Promise<M>,
) => {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<M> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (error: unknown) => {
        // A later preload asks again. Most browsers answer from the failure they keep, and a page
        // drawn meanwhile shows the error page, whose "try again" reloads (src/pages/PageError.tsx).
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  const Page = (props: P) => {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component on a later
    // render (a language switch) would remount the page and lose its state.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  };
  return Object.assign(Page, { preload });
};
