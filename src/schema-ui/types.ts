import type { Label } from '../../schemas';

/** The parts of a JSON Schema node the engine reads. */
export type SchemaNode = {
  /** A list of types only on translatable texts (`['string', 'object']`). */
  type?: string | readonly string[];
  enum?: readonly (string | number)[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  required?: readonly string[];
  'x-label'?: Label;
  'x-widget'?: string;
  'x-unit'?: Label;
  'x-reference'?: string;
  'x-reference-parent'?: string;
  'x-enum-labels'?: Record<string, Label>;
  /** Text in English, Arabic or both (`{ en, ar }`, or a string in one language): see schemas/defs.ts. */
  'x-translatable'?: boolean;
  /** How an object reads as one value: `'{width}/{length} R{depth}'`. */
  'x-summary'?: string;
};

/** Where a node sits: its form source (`size.width`) and the source of its parent object. */
export type NodeContext = { source: string; parentSource: string; required: boolean };

/** What every input of the registry receives. */
export type InputProps = { node: SchemaNode; ctx: NodeContext };
