import type { Lang } from '../labels';
import type { FieldError } from '../validation';
import type { Translate } from './translate';

/**
 * The text of one field error: the rule's template filled with the field's label in the reader's
 * language, or the spec's generic message where the field has no label.
 */
export const fieldErrorText = (error: FieldError, lang: Lang, t: Translate): string => {
  if (error.message) return t(error.message);
  const field = error.label?.[lang];
  if (!field) {
    if (error.rule === 'required') return t('validation.genericRequired');
    if (error.rule === 'number' || error.rule === 'integer') return t('validation.genericNumber');
    if (error.rule === 'text') return t('validation.genericText');
  }
  return t(`validation.${error.rule}`, { field: field ?? '', limit: error.limit });
};

/** `{ "size.width": "Width is required", … }`: the shape of the API's 422 body and react-admin's form errors. */
export const fieldErrorMap = (errors: FieldError[], lang: Lang, t: Translate): Record<string, string> =>
  Object.fromEntries(errors.map((e) => [e.path, fieldErrorText(e, lang, t)]));
