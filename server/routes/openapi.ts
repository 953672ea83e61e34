import type { FastifyInstance } from 'fastify';
import { orderSchema, productSchemas, vendorSchema } from '../../schemas';
import { UPLOAD_KINDS } from '../uploads/kinds';
import { accountPaths, accountSchemas } from './openapi-accounts';
import { UPLOAD_ID } from '../uploads/upload-id';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const error = { $ref: '#/components/schemas/Error' };
const errors = {
  400: { description: 'Bad request', ...json(error) },
  401: { description: 'No live session', ...json(error) },
  403: { description: 'Not for this vendor type', ...json(error) },
  404: { description: 'Not found', ...json(error) },
  422: { description: 'Invalid body: field errors', ...json(error) },
};
const listParams = ['sort', 'range', 'filter'].map((name) => ({
  name,
  in: 'query',
  schema: { type: 'string' },
}));
const idParam = [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }];

/** The API contract, generated from the schemas: a new schema field appears here by itself. */
export const openApiDocument = () => {
  const paths: Record<string, object> = {};
  const schemas: Record<string, object> = {
    Error: {
      type: 'object',
      properties: {
        message: { type: 'string' },
        errors: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
    Order: orderSchema,
    Vendor: vendorSchema,
    ...accountSchemas,
  };
  for (const schema of productSchemas) {
    const resource = schema['x-resource'];
    const name = schema.$id;
    schemas[name] = schema;
    const ref = { $ref: `#/components/schemas/${name}` };
    paths[`/${resource}`] = {
      get: {
        summary: `List ${resource}`,
        parameters: listParams,
        responses: {
          200: { description: 'A page; total in Content-Range', ...json({ type: 'array', items: ref }) },
          ...errors,
        },
      },
      post: {
        summary: `Create a ${name} (goes to review)`,
        requestBody: json(ref),
        responses: { 201: { description: 'Created', ...json(ref) }, ...errors },
      },
    };
    paths[`/${resource}/{id}`] = {
      get: { parameters: idParam, responses: { 200: { description: 'One', ...json(ref) }, ...errors } },
      put: {
        parameters: idParam,
        requestBody: json(ref),
        responses: { 200: { description: 'Updated', ...json(ref) }, ...errors },
      },
      delete: {
        parameters: idParam,
        responses: { 200: { description: 'Deleted', ...json(ref) }, ...errors },
      },
    };
  }
  paths['/orders'] = {
    get: {
      parameters: listParams,
      responses: { 200: json({ type: 'array', items: { $ref: '#/components/schemas/Order' } }), ...errors },
    },
  };
  paths['/orders/{id}'] = {
    get: { parameters: idParam, responses: { 200: json({ $ref: '#/components/schemas/Order' }), ...errors } },
  };
  paths['/auth/me'] = {
    get: { responses: { 200: json({ $ref: '#/components/schemas/Vendor' }), ...errors } },
  };
  paths['/uploads'] = {
    post: {
      summary: 'Upload one file; its type is read from its bytes',
      description:
        'image: JPEG, PNG or WebP up to 5 MB. document: PDF, JPEG or PNG up to 10 MB. ' +
        'Exactly one file part and one `kind` field.',
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['kind', 'file'],
              properties: {
                kind: { type: 'string', enum: Object.keys(UPLOAD_KINDS) },
                file: { type: 'string', format: 'binary' },
              },
            },
          },
        },
      },
      responses: {
        201: {
          description: 'Stored',
          ...json({
            type: 'object',
            properties: {
              id: { type: 'string', pattern: UPLOAD_ID.source },
              url: { type: 'string' },
              kind: { type: 'string', enum: Object.keys(UPLOAD_KINDS) },
              mime: { type: 'string' },
              size: { type: 'integer' },
              name: { type: 'string', description: 'The client’s file name, cleaned, for display only' },
            },
          }),
        },
        ...errors,
        413: { description: 'File too large, or more than one file and the kind', ...json(error) },
        415: { description: 'Not an accepted type (by content) or not multipart', ...json(error) },
      },
    },
  };
  paths['/uploads/{id}'] = {
    get: {
      summary: 'Download a file as an attachment',
      description: 'Images are public. Documents are served to their owner only; anyone else gets 404.',
      security: [{}, { bearer: [] }],
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: UPLOAD_ID.source } },
      ],
      responses: {
        200: { description: 'The file, with its detected type' },
        404: { description: 'Unknown, malformed, or someone else’s document', ...json(error) },
      },
    },
  };
  Object.assign(paths, accountPaths());
  return {
    openapi: '3.1.0',
    info: { title: 'Mawrid vendor API', version: '1' },
    servers: [{ url: '/api/v1' }],
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
};

export const openApiRoutes = async (app: FastifyInstance) => {
  const document = openApiDocument();
  app.get('/openapi.json', { config: { public: true } }, async () => document);
};
