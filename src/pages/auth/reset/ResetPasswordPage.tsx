import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { resendAt } from '../../../providers/registration-api';
import { AuthLayout } from '../AuthLayout';
import { readFailure } from '../failure';
import { checkForm } from '../../../forms/schema-check';
import { vendorLabel } from '../fields';
import { normalizePhone } from '../phone';
import { requestPasswordReset } from './reset-api';

/** What the reset screens hand each other in the history entry, so a reload keeps it. */
export type ResetState = { phone?: string; resendAt?: number };

/** `/auth/reset-password`: the account's phone number; a code goes to it, then on to a new password. */
export const ResetPasswordPage = () => {
  const { t, lang } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const [phone, setPhone] = useState((location.state as ResetState | null)?.phone ?? '');
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const normal = normalizePhone(phone) ?? phone.trim();
    const wrong = checkForm('resetRequest', { phone: normal }, lang, t).phone;
    if (wrong) {
      setError(wrong);
      return;
    }
    setBusy(true);
    try {
      const { resendAfter } = await requestPasswordReset(normal);
      navigate('/auth/create-new-password', {
        state: { phone: normal, resendAt: resendAt(resendAfter), sent: true } satisfies ResetState & {
          sent: boolean;
        },
      });
    } catch (failed) {
      const failure = readFailure(failed, t);
      setError(failure.fields.phone);
      setMessage(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title={t('reset.title')}
      lead={t('reset.lead')}
      footer={
        <Button component={Link} to="/auth/login" size="small">
          {t('auth.backToLogin')}
        </Button>
      }
    >
      <form onSubmit={submit} noValidate>
        <TextField
          name="phone"
          type="tel"
          label={vendorLabel('phone', lang)}
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error ?? t('register.phoneHint')}
          autoComplete="tel-national"
          placeholder="01xxxxxxxxx"
          required
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
        />
        {message && (
          <Alert severity="error" role="alert" sx={{ my: 1 }}>
            {message}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1 }}>
          {t('reset.send')}
        </Button>
        <Button
          component={Link}
          to="/auth/create-new-password"
          state={{ phone: normalizePhone(phone) ?? undefined }}
          fullWidth
          sx={{ mt: 1 }}
        >
          {t('reset.haveCode')}
        </Button>
      </form>
    </AuthLayout>
  );
};
