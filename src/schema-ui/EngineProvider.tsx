import { useMemo, type ComponentType, type ReactNode } from 'react';
import { EngineContext } from './engine-context';
import { pickInput } from './registry';

/** Gives the engine what it needs from the app: set once around the admin (see engine-context.ts). */
export const EngineProvider = ({ NotFound, children }: { NotFound: ComponentType; children: ReactNode }) => {
  const engine = useMemo(() => ({ NotFound, pickInput }), [NotFound]);
  return <EngineContext.Provider value={engine}>{children}</EngineContext.Provider>;
};
