import type { JSONSchema } from 'json-schema-to-ts';
import { productSchemas, productStatus, type ProductSchema } from '../../schemas';

/** A product's schema is one of several, so its record is typed as any object of JSON values. */
export type RecordSchema = {
  readonly type: 'object';
  readonly additionalProperties: false;
  readonly required: readonly string[];
  readonly properties: Readonly<Record<string, JSONSchema>>;
};

/** What the server adds to every product it answers with. */
const meta = {
  id: { type: 'integer', description: 'Product ID' },
  type: { type: 'string', enum: productSchemas.map((s) => s['x-product-type']) },
  status: productStatus,
  rejectionReason: { type: ['string', 'null'], description: "The moderators' reason, when rejected" },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
} as const;

/**
 * A product as the API answers it: its schema's fields and the server's. Only these leave the
 * server (the serializer drops anything else). Schema fields are not required here: a product
 * stored before a field was added has no value for it.
 */
export const productRecord = (schema: ProductSchema | null): RecordSchema => {
  const properties: Record<string, unknown> = {};
  for (const s of schema ? [schema] : productSchemas) {
    for (const [key, node] of Object.entries(s.properties)) {
      const seen = properties[key] as { type?: unknown } | undefined;
      if (seen && JSON.stringify(seen.type) !== JSON.stringify(node.type))
        throw new Error(`Product types disagree on the type of "${key}"; /products cannot answer both.`);
      properties[key] ??= node;
    }
  }
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(meta),
    properties: { ...(properties as Record<string, JSONSchema>), ...meta },
  };
};
