import type { ValidateFunction } from 'ajv';
import * as validators from 'virtual:schema-validators/products';
import { PRODUCT_SERVER_FIELDS, type Lang, type ProductSchema } from '../../schemas';
import { productInput, runValidator } from '../../schemas/validation';
import { translatorFor } from '../i18n/translate';
import { fieldErrorText } from '../../schemas/i18n/field-errors';

/** `a.0.b` → `{ a: [{ b }] }`: react-admin wants form errors shaped like the form. */
const setPath = (target: Record<string, unknown>, path: string, value: string) => {
  const parts = path.split('.');
  let node: Record<string, unknown> = target;
  parts.slice(0, -1).forEach((part, i) => {
    node[part] ??= /^\d+$/.test(parts[i + 1]) ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
  node[parts[parts.length - 1]] = value;
};

export const validatorFor = (schema: ProductSchema) =>
  (validators as Record<string, ValidateFunction>)[
    schema.$id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())
  ];

/** The form's validator: the same schema and messages as the server's 422, in the language on screen. */
export const schemaValidator = (schema: ProductSchema, lang: Lang) => (values: Record<string, unknown>) => {
  const t = translatorFor(lang);
  const errors: Record<string, unknown> = {};
  for (const error of runValidator(validatorFor(schema), productInput(values, PRODUCT_SERVER_FIELDS))) {
    setPath(errors, error.path, fieldErrorText(error, lang, t));
  }
  return errors;
};
