import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { resendAt, retryAt } from '../../../providers/registration-api';
import { AuthLayout } from '../AuthLayout';
import { PasswordField } from '../PasswordField';
import { readFailure } from '../failure';
import { ltrInput, vendorLabel } from '../fields';
import { OTP_LENGTH, OtpField } from '../../../forms/OtpField';
import { checkForm, withPasswordPolicy } from '../../../forms/schema-check';
import { normalizePhone } from '../phone';
import { ResendButton } from '../ResendButton';
import type { ResetState } from './ResetPasswordPage';
import { createNewPassword, requestPasswordReset } from './reset-api';

type Form = { phone: string; code: string; password: string; confirmPassword: string };
type Errors = Partial<Record<keyof Form, string>>;

/**
 * `/auth/create-new-password`: the code, a new password and its confirmation. Success signs no one
 * in (security.md row 12): it ends every session and sends the vendor to the login page.
 */
export const CreateNewPasswordPage = () => {
  const { t, lang } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const handed = (location.state as (ResetState & { sent?: boolean }) | null) ?? {};
  const [values, setValues] = useState<Form>({
    phone: handed.phone ?? '',
    code: '',
    password: '',
    confirmPassword: '',
  });
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [message, setMessage] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  const [nextSend, setNextSend] = useState(handed.resendAt ?? 0);
  const [busy, setBusy] = useState(false);

  // The API's schema and password policy, with its messages; the code must have all its digits.
  const check = (v: Form): Errors => {
    const body = { ...v, phone: normalizePhone(v.phone) ?? v.phone.trim() };
    const errors = withPasswordPolicy(
      checkForm('newPassword', body, lang, t),
      { password: 'password', confirm: 'confirmPassword' },
      body,
      t,
    );
    return v.code.length === OTP_LENGTH ? errors : { ...errors, code: t('otp.incomplete') };
  };
  const errors: Errors = { ...(submitted ? check(values) : {}), ...serverErrors };

  const change = (name: keyof Form, value: string) => {
    setValues({ ...values, [name]: value });
    if (serverErrors[name]) setServerErrors({ ...serverErrors, [name]: undefined });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    setMessage(null);
    if (Object.values(check(values)).some(Boolean)) return;
    setBusy(true);
    try {
      await createNewPassword({ ...values, phone: normalizePhone(values.phone)! });
      navigate('/auth/login', { replace: true, state: { flash: 'password.changed' } });
    } catch (failed) {
      const failure = readFailure(failed, t);
      setServerErrors(failure.fields as Errors);
      // A wrong, used or expired code: the spec's one message, whatever the reason.
      setMessage({
        severity: 'error',
        text: failure.status === 400 ? t('password.resetFailed') : failure.message,
      });
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    const phone = normalizePhone(values.phone);
    if (!phone) {
      setSubmitted(true);
      return;
    }
    setMessage(null);
    try {
      const { resendAfter } = await requestPasswordReset(phone);
      setNextSend(resendAt(resendAfter));
      setMessage({ severity: 'success', text: t('reset.sent', { phone: `\u2066${phone}\u2069` }) });
    } catch (failed) {
      setNextSend(retryAt(failed) ?? 0);
      setMessage({ severity: 'error', text: readFailure(failed, t).message });
    }
  };

  const field = (name: 'phone' | 'password' | 'confirmPassword', label: string, extra: TextFieldProps) => {
    const Input = extra.type === 'password' ? PasswordField : TextField;
    return (
      <Input
        name={name}
        label={label}
        value={values[name]}
        onChange={(e) => change(name, e.target.value)}
        error={Boolean(errors[name])}
        helperText={errors[name] ?? ' '}
        required
        fullWidth
        margin="dense"
        {...extra}
      />
    );
  };

  return (
    <AuthLayout
      title={t('reset.createTitle')}
      lead={t('reset.createLead')}
      footer={
        <Button component={Link} to="/auth/login" size="small">
          {t('auth.backToLogin')}
        </Button>
      }
    >
      {handed.sent && handed.phone && (
        <Alert severity="info" role="status" sx={{ mb: 1 }}>
          {t('reset.sent', { phone: `\u2066${handed.phone}\u2069` })}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        {field('phone', vendorLabel('phone', lang), {
          type: 'tel',
          autoComplete: 'tel-national',
          slotProps: { htmlInput: { dir: 'ltr', inputMode: 'tel' } },
        })}
        <OtpField
          label={t('otp.label')}
          value={values.code}
          error={errors.code}
          onChange={(code) => change('code', code)}
        />
        {field('password', t('reset.newPassword'), {
          type: 'password',
          autoComplete: 'new-password',
          slotProps: ltrInput,
        })}
        {field('confirmPassword', t('reset.confirmPassword'), {
          type: 'password',
          autoComplete: 'new-password',
          slotProps: ltrInput,
        })}
        <Alert severity="info" variant="outlined" sx={{ mb: 1 }}>
          {t('register.passwordHint')}
        </Alert>
        {message && (
          <Alert
            severity={message.severity}
            role={message.severity === 'error' ? 'alert' : 'status'}
            sx={{ my: 1 }}
          >
            {message.text}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1 }}>
          {t('reset.submit')}
        </Button>
        <ResendButton at={nextSend} busy={busy} onResend={() => void resend()} />
      </form>
    </AuthLayout>
  );
};
