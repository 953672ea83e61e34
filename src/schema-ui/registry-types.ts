import type { ComponentType } from 'react';
import type { InputProps, NodeContext, SchemaNode } from './types';

/** An entry ranks how well it renders a node (0: not at all); the highest rank wins. */
export type InputEntry = {
  name: string;
  rank: (node: SchemaNode, ctx: NodeContext) => number;
  Input: ComponentType<InputProps>;
};
