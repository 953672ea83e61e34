import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => {};

/**
 * False while React takes over markup the build prerendered (it reads the server's answer then),
 * true from the next render on, and at once in a fresh render.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    nothingChanges,
    () => true,
    () => false,
  );
