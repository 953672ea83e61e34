import standaloneCode from 'ajv/dist/standalone/index.js';
import { productSchemas } from './index';
import { createAjv } from './validation';

/**
 * The product validators as plain JavaScript, generated at build time: ajv compiles with
 * `new Function`, which the Content-Security-Policy forbids in the browser.
 */
export const standaloneValidators = () => {
  const ajv = createAjv({ standalone: true });
  const exports: Record<string, string> = {};
  for (const schema of productSchemas) {
    ajv.addSchema(schema);
    exports[schema.$id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())] = schema.$id;
  }
  return standaloneCode(ajv, exports);
};
