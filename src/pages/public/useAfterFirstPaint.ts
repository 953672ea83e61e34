import { createContext, useContext, useEffect, useState } from 'react';

/** Resolves just after the browser paints its next frame: a task queued from a frame callback. */
export const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * False for the first render, true once the browser has painted it. Content below the first screen
 * waits for this: rendered at once (or even as a deferred React render, which runs in tasks that
 * keep the browser from producing a frame), it would hold back the page's first paint.
 */
export const useAfterFirstPaint = () => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterNextPaint().then(() => live && setPainted(true));
    return () => {
      live = false;
    };
  }, []);
  return painted;
};

/**
 * The layout's own "painted" flag, shared with the page inside it: the page's lower part and the
 * footer then arrive in one commit. Each with a flag of its own, the footer could show a frame
 * before the content above it and be pushed down the page (a layout shift of 0.21 on the landing).
 */
export const FirstPaintContext = createContext<boolean | null>(null);

/** The enclosing layout's flag, or a flag of this component's own outside a layout. */
export const useBelowTheFold = () => {
  const shared = useContext(FirstPaintContext);
  const own = useAfterFirstPaint();
  return shared ?? own;
};
