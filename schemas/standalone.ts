import standaloneCode from 'ajv/dist/standalone/index.js';
import { FORM_SCHEMAS } from './forms';
import { productSchemas } from './index';
import { createAjv } from './validation';

/**
 * The validators of the product schemas and the account forms as plain JavaScript, generated at
 * build time: ajv compiles with `new Function`, which the Content-Security-Policy forbids in the
 * browser. Exported by name: `tire`, `battery`, `carPart`…, `registration`, `workInfo`….
 */
export const standaloneValidators = () => {
  const ajv = createAjv({ standalone: true });
  const exports: Record<string, string> = {};
  for (const schema of productSchemas) {
    ajv.addSchema(schema);
    exports[schema.$id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())] = schema.$id;
  }
  for (const [name, schema] of Object.entries(FORM_SCHEMAS)) {
    ajv.addSchema(schema, `form:${name}`);
    exports[name] = `form:${name}`;
  }
  return standaloneCode(ajv, exports);
};
