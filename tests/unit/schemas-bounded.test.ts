import { describe, expect, it } from 'vitest';
import { orderSchema, productSchemas, vendorSchema } from '../../schemas';
import { profileSchema, registrationSchema, workInfoSchema } from '../../schemas/vendor';

// Issue 10 (security.md row 32): the size checks before validation (oversizedAt) can only bound
// the work when every array says how long and every string how long it may be.
const schemas = {
  ...Object.fromEntries(productSchemas.map((s) => [s.$id, s])),
  orderSchema,
  vendorSchema,
  registrationSchema,
  workInfoSchema,
  profileSchema,
};

type Node = {
  type?: string;
  enum?: unknown[];
  maxLength?: number;
  maxItems?: number;
  properties?: Record<string, Node>;
  items?: Node;
};

const unbounded = (node: Node, path: string): string[] => [
  ...(node.type === 'string' && node.maxLength === undefined && !node.enum
    ? [`${path}: a string without maxLength`]
    : []),
  ...(node.type === 'array' && node.maxItems === undefined ? [`${path}: an array without maxItems`] : []),
  ...Object.entries(node.properties ?? {}).flatMap(([k, v]) => unbounded(v, `${path}.${k}`)),
  ...(node.items ? unbounded(node.items, `${path}[]`) : []),
];

describe('every schema bounds its strings and arrays', () => {
  for (const [name, schema] of Object.entries(schemas)) {
    it(name, () => expect(unbounded(schema as Node, name)).toEqual([]));
  }
});
