import { useEffect, useState } from 'react';

/**
 * False for the first render, true once the browser has painted it. Content below the first screen
 * waits for this: rendered at once (or even as a deferred React render, which runs in tasks that
 * keep the browser from producing a frame), it would hold back the page's first paint.
 */
export const useAfterFirstPaint = () => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    // A frame callback runs just before the paint; a task queued from it runs just after.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
};
