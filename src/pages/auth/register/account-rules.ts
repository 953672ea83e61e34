import type { Lang, VendorType } from '../../../../schemas';
import type { Translate } from '../../../../schemas/i18n/translate';
import { checkForm, withPasswordPolicy } from '../../../forms/schema-check';
import type { AccountFields } from '../../../providers/registration-draft';
import { normalizePhone } from '../phone';

export type AccountForm = AccountFields & { password: string; confirmPassword: string };
export type AccountErrors = Partial<Record<keyof AccountForm, string>>;

/** `POST /auth/register`'s body from the form, normalised as the API normalises it. */
export const registrationBody = (values: AccountForm, vendorType: VendorType) => ({
  vendorType,
  name: values.name.trim(),
  email: values.email.trim().toLowerCase(),
  phone: normalizePhone(values.phone) ?? values.phone.trim(),
  password: values.password,
  confirmPassword: values.confirmPassword,
  companyName: values.companyName.trim(),
});

/**
 * The account form's rules: the API's registration schema, then the shared password policy where
 * the schema found nothing wrong, with the API's messages.
 */
export const validateAccount = (
  values: AccountForm,
  vendorType: VendorType,
  lang: Lang,
  t: Translate,
): AccountErrors => {
  const body = registrationBody(values, vendorType);
  const fields = { password: 'password', confirm: 'confirmPassword' };
  return withPasswordPolicy(checkForm('registration', body, lang, t), fields, body, t);
};
