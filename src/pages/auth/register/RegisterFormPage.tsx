import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { toAsciiDigits } from '../../../../schemas/digits';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { resendAt, startRegistration } from '../../../providers/registration-api';
import { EMPTY_ACCOUNT, updateDraft, type AccountFields } from '../../../providers/registration-draft';
import { AuthLayout } from '../AuthLayout';
import { PasswordField } from '../PasswordField';
import { readFailure } from '../failure';
import { ltrInput, vendorLabel } from '../fields';
import { normalizePhone } from '../phone';
import { registrationBody, validateAccount, type AccountErrors, type AccountForm } from './account-rules';
import { RegisterStepper } from './RegisterStepper';
import { RegistrationFooter } from './RegistrationFooter';
import { BACK, useEarlyStep } from './resume';

type FieldName = keyof AccountForm;

/**
 * Step 2 (`/auth/register-form`, and `/auth/second-register-step` per D2): the account. Everything
 * but the passwords is saved as it is typed, and an error, here or from the API, keeps every value.
 */
export const RegisterFormPage = () => {
  const { t, lang } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const { draft, redirect } = useEarlyStep('account');
  const [values, setValues] = useState<AccountForm>(() => ({
    ...EMPTY_ACCOUNT,
    ...draft?.account,
    password: '',
    confirmPassword: '',
  }));
  // Errors the API named (or a later step handed back: an email taken by the time the code was
  // confirmed) stay until their field changes; after a first attempt the rules run as the vendor types.
  const [serverErrors, setServerErrors] = useState<AccountErrors>(
    () => (location.state as { errors?: AccountErrors } | null)?.errors ?? {},
  );
  const [submitted, setSubmitted] = useState(false);
  // The form needs a vendor type (it redirects to the choice otherwise): the rules do not depend on which.
  const typed = draft?.vendorType ?? 'bt-vendor';
  const errors: AccountErrors = {
    ...(submitted ? validateAccount(values, typed, lang, t) : {}),
    ...serverErrors,
  };
  const [message, setMessage] = useState<string | null>(null);
  const banner = message ?? (Object.values(errors).some(Boolean) ? t('validation.form') : null);
  const [busy, setBusy] = useState(false);
  if (redirect) return <Navigate to={redirect} replace />;
  const vendorType = draft!.vendorType!;

  const change = (name: FieldName, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (name !== 'password' && name !== 'confirmPassword') {
      const { password: _p, confirmPassword: _c, ...account } = next;
      updateDraft({ account: account satisfies AccountFields });
    }
    if (serverErrors[name]) setServerErrors({ ...serverErrors, [name]: undefined });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setMessage(null);
    setServerErrors({});
    if (Object.values(validateAccount(values, vendorType, lang, t)).some(Boolean)) {
      return;
    }
    setBusy(true);
    try {
      const body = registrationBody(values, vendorType);
      const { key, resendAfter } = await startRegistration(body);
      const account = {
        name: body.name,
        email: body.email,
        phone: body.phone,
        companyName: body.companyName,
      };
      updateDraft({ step: 'otp', key, resendAt: resendAt(resendAfter), account });
      navigate(`/auth/${encodeURIComponent(key)}/confirm-otp`);
    } catch (error) {
      const failure = readFailure(error, t);
      setServerErrors(failure.fields as AccountErrors);
      // Field errors speak for themselves under their inputs, with the banner below while any is left.
      setMessage(Object.keys(failure.fields).length ? null : failure.message);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: FieldName, label: string, { helperText, ...extra }: TextFieldProps = {}) => {
    const Input = extra.type === 'password' ? PasswordField : TextField;
    return (
      <Input
        {...extra}
        name={name}
        label={label}
        value={values[name]}
        onChange={(e) => change(name, e.target.value)}
        error={Boolean(errors[name])}
        helperText={errors[name] ?? helperText ?? ' '}
        required
        fullWidth
        margin="dense"
      />
    );
  };

  return (
    <AuthLayout
      width="medium"
      title={t('register.accountTitle')}
      lead={t('register.accountLead', { type: t(`vendorTypes.${vendorType}`) })}
      header={<RegisterStepper step="account" />}
      footer={<RegistrationFooter draft={draft} />}
    >
      <form onSubmit={submit} noValidate>
        {field('name', vendorLabel('name', lang), { autoComplete: 'name' })}
        {field('companyName', vendorLabel('companyName', lang), { autoComplete: 'organization' })}
        {field('email', vendorLabel('email', lang), {
          type: 'email',
          autoComplete: 'email',
          slotProps: ltrInput,
        })}
        {field('phone', vendorLabel('phone', lang), {
          type: 'tel',
          autoComplete: 'tel-national',
          placeholder: '01xxxxxxxxx',
          helperText: t('register.phoneHint'),
          slotProps: { htmlInput: { dir: 'ltr', inputMode: 'tel' } },
          onBlur: () => {
            const phone = normalizePhone(values.phone);
            if (phone && phone !== values.phone) change('phone', phone);
            else if (!phone && /[٠-٩۰-۹]/.test(values.phone)) change('phone', toAsciiDigits(values.phone));
          },
        })}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          {field('password', t('register.password'), {
            type: 'password',
            autoComplete: 'new-password',
            slotProps: ltrInput,
          })}
          {field('confirmPassword', t('register.confirmPassword'), {
            type: 'password',
            autoComplete: 'new-password',
            slotProps: ltrInput,
          })}
        </Box>
        <Alert severity="info" variant="outlined" sx={{ mb: 1 }}>
          {t('register.passwordHint')}
        </Alert>
        {banner && (
          <Alert severity="error" role="alert" sx={{ my: 1 }}>
            {banner}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Button
            variant="outlined"
            size="large"
            onClick={() => navigate('/auth/select-vendor', { state: BACK })}
          >
            {t('register.back')}
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ flex: 1 }}>
            {t('register.submitAccount')}
          </Button>
        </Box>
      </form>
    </AuthLayout>
  );
};
