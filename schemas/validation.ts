import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Label } from './labels';

/** Annotations our schemas carry for people and the UI; ajv ignores them but still rejects typos elsewhere. */
export const ANNOTATIONS = [
  'x-label',
  'x-list',
  'x-filter',
  'x-search',
  'x-widget',
  'x-unit',
  'x-reference',
  'x-reference-parent',
  'x-enum-labels',
  'x-resource',
  'x-add-route',
  'x-product-type',
  'x-vendor-types',
  'x-read-only',
] as const;

/** One failed rule, as data: the UI and the server turn it into text in the reader's language. */
export type FieldError = {
  /** Dotted path of the field, as react-admin names inputs: `size.width`, `suitableCars.0.brand`. */
  path: string;
  /** Which message template applies. */
  rule:
    | 'required'
    | 'number'
    | 'integer'
    | 'minimum'
    | 'maximum'
    | 'maxLength'
    | 'maxItems'
    | 'enum'
    | 'pattern'
    | 'format'
    | 'invalid';
  label: Label | null;
  limit?: number;
};

type SchemaNode = { 'x-label'?: Label; properties?: Record<string, SchemaNode> };

export const createAjv = (options: { removeAdditional?: boolean; standalone?: boolean } = {}) => {
  const ajv = new Ajv({
    ...(options.standalone ? { code: { source: true, esm: true } } : {}),
    allErrors: true,
    verbose: true,
    removeAdditional: options.removeAdditional ?? false,
    coerceTypes: false,
    useDefaults: false,
  });
  addFormats(ajv, ['date', 'date-time', 'email', 'uri']);
  ajv.addVocabulary([...ANNOTATIONS]);
  return ajv;
};

const toDotted = (instancePath: string) =>
  instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

const labelOf = (node: unknown): Label | null =>
  node && typeof node === 'object' ? ((node as SchemaNode)['x-label'] ?? null) : null;

/** Turns ajv's errors into one error per field, the first failing rule of each. */
export const toFieldErrors = (errors: ErrorObject[] | null | undefined): FieldError[] => {
  const byPath = new Map<string, FieldError>();
  for (const e of errors ?? []) {
    let path = toDotted(e.instancePath);
    let label = labelOf(e.parentSchema);
    let rule: FieldError['rule'];
    let limit: number | undefined;
    switch (e.keyword) {
      case 'required': {
        const missing = (e.params as { missingProperty: string }).missingProperty;
        path = path ? `${path}.${missing}` : missing;
        label = labelOf((e.parentSchema as SchemaNode | undefined)?.properties?.[missing]);
        rule = 'required';
        break;
      }
      case 'minLength':
        rule = (e.params as { limit: number }).limit <= 1 ? 'required' : 'invalid';
        break;
      case 'type': {
        const type = (e.params as { type: string }).type;
        // "must be a number" when it is not a number at all; "whole number" only for 2.5 in an integer field.
        if (type === 'integer') rule = typeof e.data === 'number' ? 'integer' : 'number';
        else if (type === 'number') rule = 'number';
        // A cleared text input arrives as null (react-admin's default parse): it is missing, not wrong.
        else rule = type === 'string' && e.data === null ? 'required' : 'invalid';
        break;
      }
      case 'minimum':
      case 'maximum':
      case 'maxLength':
      case 'maxItems':
        rule = e.keyword;
        limit = (e.params as { limit: number }).limit;
        break;
      case 'enum':
      case 'pattern':
      case 'format':
        rule = e.keyword;
        break;
      default:
        rule = 'invalid';
    }
    if (!byPath.has(path)) byPath.set(path, { path, rule, label, ...(limit === undefined ? {} : { limit }) });
  }
  return [...byPath.values()];
};

/**
 * Form inputs send `""` and `null` for fields left empty; the schema's notion of "missing" is an
 * absent key, so empty values are dropped before validating (deeply, arrays kept as they are).
 */
export const pruneEmpty = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map(pruneEmpty) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (v === null || v === undefined || v === '') continue;
      out[k] = pruneEmpty(v);
    }
    return out as T;
  }
  return value;
};

/**
 * The part of a product body a vendor may set: server-owned fields dropped, empty inputs pruned.
 * The form and the API both validate exactly this.
 */
export const productInput = (values: Record<string, unknown>, serverFields: readonly string[]) =>
  pruneEmpty(Object.fromEntries(Object.entries(values).filter(([k]) => !serverFields.includes(k))));

const compiled = new WeakMap<object, ValidateFunction>();
let sharedAjv: Ajv | undefined;

/** Runs a compiled validator; returns the field errors, empty when valid. */
export const runValidator = (fn: ValidateFunction, data: unknown): FieldError[] =>
  fn(data) ? [] : toFieldErrors(fn.errors);

/** Validates against a schema compiled once (on the server and in tests; the browser uses precompiled code). */
export const validate = (schema: object, data: unknown): FieldError[] => {
  let fn = compiled.get(schema);
  if (!fn) {
    sharedAjv ??= createAjv();
    fn = sharedAjv.compile(schema);
    compiled.set(schema, fn);
  }
  return runValidator(fn, data);
};
