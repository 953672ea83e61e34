import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { ANNOTATIONS, boundedValidator, runValidator, type FieldError } from './validation';

/*
 * The ajv compiler, for the server, the build and the tests. The browser never loads it: its
 * validators are compiled to code at build time (standalone.ts), and validation.ts, which it does
 * load, needs none of ajv's own code.
 */

export const createAjv = (options: { removeAdditional?: boolean; standalone?: boolean } = {}) => {
  const ajv = new Ajv({
    ...(options.standalone ? { code: { source: true, esm: true } } : {}),
    allErrors: true,
    verbose: true,
    removeAdditional: options.removeAdditional ?? false,
    coerceTypes: false,
    useDefaults: false,
    // A translatable text is a string or `{ en, ar }` (defs.ts).
    allowUnionTypes: true,
  });
  addFormats(ajv, ['date', 'date-time', 'email', 'uri']);
  ajv.addVocabulary([...ANNOTATIONS]);
  return ajv;
};

const compiled = new WeakMap<object, ValidateFunction>();
let sharedAjv: Ajv | undefined;

/** Validates against a schema compiled once (on the server and in tests; the browser uses precompiled code). */
export const validate = (schema: object, data: unknown): FieldError[] => {
  let fn = compiled.get(schema);
  if (!fn) {
    sharedAjv ??= createAjv();
    fn = boundedValidator(schema, sharedAjv.compile(schema));
    compiled.set(schema, fn);
  }
  return runValidator(fn, data);
};
