import { describe, expect, it } from 'vitest';
import { orderSchema, productSchemas, vendorSchema } from '../../schemas';
import { oversizedAt } from '../../schemas/validation';
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

describe('the size check names what it refuses as ajv would', () => {
  const schema = {
    type: 'object',
    properties: {
      rows: {
        type: 'array',
        maxItems: 3,
        items: {
          type: 'object',
          properties: { 'a/b~c': { type: 'string', maxLength: 2 }, tags: { type: 'array', maxItems: 1 } },
        },
      },
    },
  };

  it('points at the value too long, its keys escaped, and at the list too long', () => {
    expect(oversizedAt(schema, { rows: [{ 'a/b~c': 'ok' }, { 'a/b~c': 'too long' }] })).toMatchObject({
      instancePath: '/rows/1/a~1b~0c',
      keyword: 'maxLength',
      params: { limit: 2 },
    });
    expect(oversizedAt(schema, { rows: [{}, {}, { tags: [1, 2] }] })).toMatchObject({
      instancePath: '/rows/2/tags',
      keyword: 'maxItems',
    });
    expect(oversizedAt(schema, { rows: [{}, {}, {}, {}] })).toMatchObject({ instancePath: '/rows' });
    expect(oversizedAt(schema, { rows: [{ 'a/b~c': 'ok', tags: [1] }] })).toBeNull();
  });
});
