import { useMemo, type ComponentType, type ReactNode } from 'react';
import { EngineContext, type Engine } from './engine-context';
import { pickInput } from './registry';

/** Gives the engine what it needs from the app: set once around the admin (see engine-context.ts). */
export const EngineProvider = ({
  NotFound,
  ListExport,
  children,
}: {
  NotFound: ComponentType;
  ListExport?: Engine['ListExport'];
  children: ReactNode;
}) => {
  const engine = useMemo(() => ({ NotFound, ListExport, pickInput }), [NotFound, ListExport]);
  return <EngineContext.Provider value={engine}>{children}</EngineContext.Provider>;
};
