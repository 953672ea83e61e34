import standaloneCode from 'ajv/dist/standalone/index.js';
import { FORM_SCHEMAS } from './forms';
import { productSchemas } from './index';
import { createAjv } from './ajv';

/** Which validators a module holds: the product types' (dashboard forms, spreadsheet check) or the account forms'. */
export type ValidatorSet = 'products' | 'forms';

/**
 * The validators of the product schemas or of the account forms as plain JavaScript, generated at
 * build time: ajv compiles with `new Function`, which the Content-Security-Policy forbids in the
 * browser. Two modules, so the sign-in page does not load the product types' validators. Exported
 * by name: `tire`, `battery`, `carPart`… or `signIn`, `registration`, `workInfo`….
 */
export const standaloneValidators = (set: ValidatorSet) => {
  const ajv = createAjv({ standalone: true });
  const exports: Record<string, string> = {};
  if (set === 'products')
    for (const schema of productSchemas) {
      ajv.addSchema(schema);
      exports[schema.$id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())] = schema.$id;
    }
  else
    for (const [name, schema] of Object.entries(FORM_SCHEMAS)) {
      ajv.addSchema(schema, `form:${name}`);
      exports[name] = `form:${name}`;
    }
  return standaloneCode(ajv, exports);
};
