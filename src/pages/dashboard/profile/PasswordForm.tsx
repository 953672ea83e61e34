import { useState } from 'react';
import { Form, PasswordInput, SaveButton, useNotify, useTranslate } from 'react-admin';
import { checkForm, withPasswordPolicy } from '../../../forms/schema-check';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { submitForm } from './profile-api';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Old, new and confirmed password, checked by the same schema and policy as the server. On success the other
 * sessions end (server side) and this one stays.
 */
export const PasswordForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  // A new form after each change, so no password stays on screen.
  const [round, setRound] = useState(0);

  const { lang } = useLanguage();
  // The API's schema and password policy, with its messages.
  const validate = (data: Record<string, unknown>) =>
    withPasswordPolicy(
      checkForm('passwordChange', data, lang, translate),
      { password: 'newPassword', confirm: 'confirmPassword' },
      data,
      translate,
    );

  const onSubmit = async (values: Values) => {
    const result = await submitForm<{ message: string }>('/profile/password', 'POST', values);
    if (result.errors) return result.errors;
    notify(result.data.message, { type: 'success' });
    setRound((n) => n + 1);
  };

  return (
    // Errors show under their fields; react-admin's "fill out all required fields" toast would be
    // wrong for a current password the server refused.
    <Form
      key={round}
      disableInvalidFormNotification
      defaultValues={EMPTY}
      validate={validate}
      onSubmit={(v: Record<string, unknown>) => onSubmit(v as Values)}
    >
      <PasswordInput
        source="currentPassword"
        label={translate('profilePage.currentPassword')}
        autoComplete="current-password"
      />
      <PasswordInput
        source="newPassword"
        label={translate('profilePage.newPassword')}
        autoComplete="new-password"
        helperText={translate('profilePage.passwordHint')}
      />
      <PasswordInput
        source="confirmPassword"
        label={translate('profilePage.confirmPassword')}
        autoComplete="new-password"
      />
      <SaveButton label={translate('profilePage.changePassword')} alwaysEnable />
    </Form>
  );
};
