import type { Plugin } from 'vite';
import { standaloneValidators, type ValidatorSet } from '../schemas/standalone';

const VALIDATOR_MODULES: Record<string, ValidatorSet> = {
  'virtual:schema-validators/products': 'products',
  'virtual:schema-validators/forms': 'forms',
};

/**
 * `virtual:schema-validators/products` and `/forms`: the schemas' ajv validators as code, so the
 * browser never evaluates strings; apart, so a page loads only the set it checks with. Used by the
 * build (vite.config.ts) and by the component tests (vitest.config.ts).
 */
export const schemaValidators = (): Plugin => ({
  name: 'mawrid-schema-validators',
  resolveId: (id) => (Object.hasOwn(VALIDATOR_MODULES, id) ? `\0${id}` : null),
  load: (id) =>
    id.startsWith('\0') && Object.hasOwn(VALIDATOR_MODULES, id.slice(1))
      ? standaloneValidators(VALIDATOR_MODULES[id.slice(1)])
      : null,
});
