import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from '../../i18n/LanguageProvider';
import { login } from '../../providers/authProvider';
import { HttpError } from '../../providers/httpClient';
import { getMe } from '../../providers/registration-api';
import { clearDraft, readDraft, updateDraft } from '../../providers/registration-draft';
import type { StoredVendorType } from '../../providers/session';
import { preloadDashboard } from '../../dashboard-code';
import { AuthLayout } from './AuthLayout';
import { PasswordField } from './PasswordField';

type Failure = { message: string; otherType?: StoredVendorType };

/** Signs either vendor type in, then returns to the page that asked for a session (D1). */
export const LoginPage = () => {
  const { t } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const [vendorType, setVendorType] = useState<StoredVendorType>('bt-vendor');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  // A message handed over by the screen before (the password reset's success).
  const [flash] = useState(() => (location.state as { flash?: string } | null)?.flash);
  useEffect(() => {
    // Said once: a reload of this page does not repeat it.
    if (flash) navigate(location.pathname, { replace: true, state: null });
  }, [flash, navigate, location.pathname]);

  const submit = async (e: FormEvent, type = vendorType) => {
    e.preventDefault();
    setTouched(true);
    if (!identifier.trim() || !password) return;
    setBusy(true);
    setFailure(null);
    const state = location.state as { nextPathname?: string; nextSearch?: string } | null;
    const next = state?.nextPathname?.startsWith('/dashboard')
      ? state.nextPathname + (state.nextSearch ?? '')
      : '/dashboard';
    try {
      const signingIn = login({ identifier, password, vendorType: type });
      // The page to open comes while the API checks the password, not after; asked once the
      // sign-in has left, so that its many files do not hold it back.
      void preloadDashboard(next.split('?')[0]);
      const vendor = await signingIn;
      // An account whose work information is still missing finishes its registration first.
      const step = 'registrationStep' in vendor ? vendor.registrationStep : (await getMe()).registrationStep;
      if (step === 'final') {
        updateDraft({ step: 'final', vendorType: type, key: undefined });
        navigate('/auth/final-step', { replace: true });
        return;
      }
      // A finished account: a `final` draft left here belongs to another one (or is done elsewhere).
      if (readDraft()?.step === 'final') clearDraft();
      navigate(next, { replace: true, state: { flash: 'login.success' } });
    } catch (error) {
      const body = error instanceof HttpError ? error.body : null;
      const message = error instanceof HttpError && body?.message ? body.message : t('errors.network');
      setFailure({ message, otherType: body?.vendorType as StoredVendorType | undefined });
    } finally {
      setBusy(false);
    }
  };

  const switchType = (e: FormEvent, type: StoredVendorType) => {
    setVendorType(type);
    void submit(e, type);
  };

  return (
    <AuthLayout
      title={t('login.title')}
      footer={
        <>
          <Typography variant="body2" color="text.secondary">
            {t('auth.noAccount')}
          </Typography>
          <Button component={Link} to="/auth/select-vendor" size="small">
            {t('auth.createAccount')}
          </Button>
        </>
      }
    >
      {flash && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t(flash)}
        </Alert>
      )}
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={vendorType}
        onChange={(_, v: StoredVendorType | null) => v && setVendorType(v)}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="bt-vendor" sx={{ lineHeight: 1.3 }}>
          {t('login.asBt')}
        </ToggleButton>
        <ToggleButton value="cp-vendor" sx={{ lineHeight: 1.3 }}>
          {t('login.asCp')}
        </ToggleButton>
      </ToggleButtonGroup>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('login.identifier')}
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
          autoComplete="username"
          inputMode="email"
          fullWidth
          margin="normal"
          required
          error={touched && !identifier.trim()}
          helperText={touched && !identifier.trim() ? t('login.required') : ' '}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <PasswordField
          label={t('login.password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          fullWidth
          margin="normal"
          required
          error={touched && !password}
          helperText={touched && !password ? t('login.required') : ' '}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        {failure && (
          <Alert severity="error" sx={{ my: 1 }} role="alert">
            {failure.message}
            {failure.otherType && (
              <Box sx={{ mt: 1 }}>
                <Button
                  size="small"
                  variant="outlined"
                  color="inherit"
                  onClick={(e) => switchType(e, failure.otherType!)}
                >
                  {t('login.switchType', { type: t(`vendorTypes.${failure.otherType}`) })}
                </Button>
              </Box>
            )}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1 }}>
          {t('login.submit')}
        </Button>
        <Box sx={{ textAlign: 'center', mt: 1.5 }}>
          <Button component={Link} to="/auth/reset-password" size="small">
            {t('auth.forgotPassword')}
          </Button>
        </Box>
      </form>
    </AuthLayout>
  );
};
