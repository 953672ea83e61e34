import type { ValidateFunction } from 'ajv';
import * as validators from 'virtual:schema-validators/forms';
import type { Lang } from '../../schemas';
import { fieldErrorText } from '../../schemas/i18n/field-errors';
import type { Translate } from '../../schemas/i18n/translate';
import { FORM_SCHEMAS, type FormName } from '../../schemas/forms';
import { confirmationProblem, passwordProblem } from '../../schemas/password';
import { boundedValidator, runValidator } from '../../schemas/validation';

/**
 * A form's body checked by the schema the API checks it with (precompiled, see vite.config.ts),
 * with the API's messages: `{ "companyLicense.number": "License number is required" }`.
 */
export const checkForm = (
  form: FormName,
  body: unknown,
  lang: Lang,
  t: Translate,
): Record<string, string> => {
  const fn = boundedValidator(FORM_SCHEMAS[form], (validators as Record<string, ValidateFunction>)[form]);
  return Object.fromEntries(runValidator(fn, body).map((e) => [e.path, fieldErrorText(e, lang, t)]));
};

/**
 * Schema errors, then the shared password policy (D6) on a new password and its confirmation where
 * the schema found nothing wrong: the order the API checks in, so both say the same thing.
 */
export const withPasswordPolicy = (
  errors: Record<string, string>,
  fields: { password: string; confirm: string },
  values: Record<string, unknown>,
  t: Translate,
) => {
  const password = String(values[fields.password] ?? '');
  const problem = passwordProblem(password);
  const mismatch = confirmationProblem(password, values[fields.confirm]);
  return {
    ...errors,
    ...(!errors[fields.password] && problem ? { [fields.password]: t(problem) } : {}),
    ...(!errors[fields.confirm] && mismatch ? { [fields.confirm]: t(mismatch) } : {}),
  };
};
