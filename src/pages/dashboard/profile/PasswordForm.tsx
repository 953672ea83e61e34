import { useState } from 'react';
import { Form, PasswordInput, SaveButton, useNotify, useTranslate } from 'react-admin';
import { confirmationProblem, passwordProblem } from '../../../../schemas/password';
import { submitForm } from './profile-api';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Old, new and confirmed password, checked by the same policy as the server. On success the other
 * sessions end (server side) and this one stays.
 */
export const PasswordForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  // A new form after each change, so no password stays on screen.
  const [round, setRound] = useState(0);

  const validate = (data: Record<string, unknown>) => {
    const values = data as Values;
    const errors: Partial<Record<keyof Values, string>> = {};
    if (!values.currentPassword) errors.currentPassword = translate('validation.genericRequired');
    const problem = passwordProblem(values.newPassword ?? '');
    if (problem) errors.newPassword = translate(problem);
    const mismatch = confirmationProblem(values.newPassword, values.confirmPassword);
    if (mismatch) errors.confirmPassword = translate(mismatch);
    return errors;
  };

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
