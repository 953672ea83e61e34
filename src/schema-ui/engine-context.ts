import { createContext, useContext, type ComponentType } from 'react';
import type { ProductSchema } from '../../schemas';
import type { InputEntry } from './registry-types';
import type { NodeContext, SchemaNode } from './types';

/**
 * What the engine needs from the app around it, given once by `EngineProvider`: the page shown for
 * a record that is not there, and the input picker (the registry), which nested inputs use to
 * render their children without importing the registry (that would be an import cycle).
 */
export type Engine = {
  NotFound: ComponentType;
  /** The product lists' export (the app's catalogue format); react-admin's CSV export without it. */
  ListExport?: ComponentType<{ schema: ProductSchema }>;
  pickInput: (node: SchemaNode, ctx: NodeContext) => InputEntry;
};

export const EngineContext = createContext<Engine | null>(null);

export const useEngine = (): Engine => {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('The schema engine needs an <EngineProvider> around it.');
  return engine;
};
