import type { ErrorObject, ValidateFunction } from 'ajv';
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
  'x-column',
  'x-live',
  'x-menu-label',
  'x-messages',
  'x-translatable',
  'x-summary',
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
    | 'text'
    | 'invalid';
  label: Label | null;
  limit?: number;
  /** A message of the field's own for this rule (`x-messages`), instead of the rule's template. */
  message?: string;
};

type SchemaNode = {
  'x-label'?: Label;
  'x-messages'?: Partial<Record<FieldError['rule'], string>>;
  type?: string | readonly string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  maxItems?: number;
  maxLength?: number;
};

/** An invalid body answers at most this many field errors: a body wrong everywhere stays a short answer. */
export const MAX_FIELD_ERRORS = 50;

const toDotted = (instancePath: string) =>
  instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

const labelOf = (node: unknown): Label | null =>
  node && typeof node === 'object' ? ((node as SchemaNode)['x-label'] ?? null) : null;

/** Turns ajv's errors into one error per field, the first failing rule of each; at most MAX_FIELD_ERRORS. */
export const toFieldErrors = (errors: ErrorObject[] | null | undefined): FieldError[] => {
  const byPath = new Map<string, FieldError>();
  for (const e of errors ?? []) {
    if (byPath.size >= MAX_FIELD_ERRORS) break;
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
      // A translatable text with neither language (`{}` once empty inputs are dropped).
      case 'minProperties':
        rule = 'required';
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
    // The field's own node: the property a `required` names, else the node that failed.
    const node =
      e.keyword === 'required'
        ? (e.parentSchema as SchemaNode | undefined)?.properties?.[path.split('.').pop() ?? '']
        : (e.parentSchema as SchemaNode | undefined);
    const own = node?.['x-messages']?.[rule];
    if (!byPath.has(path))
      byPath.set(path, {
        path,
        rule,
        label,
        ...(limit === undefined ? {} : { limit }),
        ...(own ? { message: own } : {}),
      });
  }
  return [...byPath.values()];
};

/**
 * The first array longer than its `maxItems` or string longer than its `maxLength`, as ajv would
 * report it, found by an iterative walk that never enters an oversized value. Checked before ajv,
 * whose `allErrors` would otherwise report on each of 300,000 array items (seconds of work and
 * megabytes of errors).
 */
export const oversizedAt = (schema: object, data: unknown): ErrorObject | null => {
  // Paths are built only for the value refused: a 500-row import batch walks thousands of values.
  type Step = { node: SchemaNode; value: unknown; parent: Step | null; key: string | number };
  const pathOf = (step: Step): string =>
    step.parent ? `${pathOf(step.parent)}/${String(step.key).replace(/~/g, '~0').replace(/\//g, '~1')}` : '';
  const error = (step: Step, keyword: 'maxItems' | 'maxLength', limit: number): ErrorObject => ({
    instancePath: pathOf(step),
    keyword,
    schemaPath: `#/${keyword}`,
    params: { limit },
    parentSchema: step.node as ErrorObject['parentSchema'],
  });
  const stack: Step[] = [{ node: schema as SchemaNode, value: data, parent: null, key: '' }];
  while (stack.length) {
    const step = stack.pop() as Step;
    const { node, value } = step;
    if (typeof value === 'string') {
      if (node.maxLength !== undefined && value.length > node.maxLength)
        return error(step, 'maxLength', node.maxLength);
    } else if (Array.isArray(value)) {
      if (node.maxItems !== undefined && value.length > node.maxItems)
        return error(step, 'maxItems', node.maxItems);
      const items = node.items;
      if (items) value.forEach((item, i) => stack.push({ node: items, value: item, parent: step, key: i }));
    } else if (value && typeof value === 'object' && node.properties) {
      for (const [key, child] of Object.entries(node.properties)) {
        if (Object.hasOwn(value, key))
          stack.push({ node: child, value: (value as Record<string, unknown>)[key], parent: step, key });
      }
    }
  }
  return null;
};

/**
 * A validator that checks sizes first (see oversizedAt): the same call shape and `errors` as the
 * ajv function it wraps, so Fastify and the forms use it unchanged.
 */
export const boundedValidator = (schema: object, fn: ValidateFunction): ValidateFunction => {
  const run = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    const oversized = oversizedAt(schema, data);
    if (oversized) {
      run.errors = [oversized];
      return false;
    }
    const valid = fn(data, context);
    run.errors = fn.errors;
    return valid;
  }) as ValidateFunction;
  return Object.assign(run, { schema: fn.schema, schemaEnv: fn.schemaEnv });
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

/** Runs a compiled validator; returns the field errors, empty when valid. */
export const runValidator = (fn: ValidateFunction, data: unknown): FieldError[] =>
  fn(data) ? [] : toFieldErrors(fn.errors);
