import { useEffect, useState } from 'react';

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
