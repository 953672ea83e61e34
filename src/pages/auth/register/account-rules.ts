import { vendorSchema, type Lang } from '../../../../schemas';
import type { FieldError } from '../../../../schemas/validation';
import type { Translate } from '../../../i18n/translate';
import { fieldErrorText } from '../../../i18n/validation-text';
import type { AccountFields } from '../../../providers/registration-draft';
import { passwordErrors } from '../password-rules';
import { normalizePhone } from '../phone';

export type AccountForm = AccountFields & { password: string; confirmPassword: string };
export type AccountErrors = Partial<Record<keyof AccountForm, string>>;

// ajv-formats' "full" email format: the one the API checks the same field with.
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

const props = vendorSchema.properties;

/**
 * The account form's rules, read from the vendor schema (lengths, labels) and the shared password
 * module, with the API's message templates: the same texts whether the browser or the server says them.
 */
export const validateAccount = (values: AccountForm, lang: Lang, t: Translate): AccountErrors => {
  const errors: AccountErrors = {};
  const text = (path: keyof AccountForm, rule: FieldError['rule'], limit?: number) => {
    const node = props[path as keyof typeof props] as { 'x-label'?: FieldError['label'] } | undefined;
    errors[path] ??= fieldErrorText({ path, rule, label: node?.['x-label'] ?? null, limit }, lang, t);
  };
  for (const field of ['name', 'email', 'phone', 'companyName'] as const) {
    const value = values[field].trim();
    if (!value) text(field, 'required');
    const max = (props[field] as { maxLength?: number }).maxLength;
    if (max && value.length > max) text(field, 'maxLength', max);
  }
  if (values.email.trim() && !EMAIL.test(values.email.trim())) text('email', 'format');
  if (values.phone.trim() && !normalizePhone(values.phone)) errors.phone = t('register.phoneFormat');
  return { ...errors, ...passwordErrors(values.password, values.confirmPassword, t) };
};
