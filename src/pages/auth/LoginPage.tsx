import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from '../../i18n/LanguageProvider';
import { LanguageSwitcher } from '../../layout/LanguageSwitcher';
import { login } from '../../providers/authProvider';
import { HttpError } from '../../providers/httpClient';
import type { StoredVendorType } from '../../providers/session';

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

  const submit = async (e: FormEvent, type = vendorType) => {
    e.preventDefault();
    setTouched(true);
    if (!identifier.trim() || !password) return;
    setBusy(true);
    setFailure(null);
    try {
      await login({ identifier, password, vendorType: type });
      const state = location.state as { nextPathname?: string; nextSearch?: string } | null;
      const next = state?.nextPathname?.startsWith('/dashboard')
        ? state.nextPathname + (state.nextSearch ?? '')
        : '/dashboard';
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
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper component="main" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }} elevation={2}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography
            component={Link}
            to="/"
            variant="h5"
            color="primary"
            sx={{ fontWeight: 700, textDecoration: 'none' }}
          >
            {t('app.name')}
          </Typography>
          <LanguageSwitcher color="primary" />
        </Box>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 2 }}>
          {t('login.title')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          value={vendorType}
          onChange={(_, v: StoredVendorType | null) => v && setVendorType(v)}
          sx={{ mb: 2 }}
        >
          <ToggleButton value="bt-vendor" sx={{ textTransform: 'none', lineHeight: 1.3 }}>
            {t('login.asBt')}
          </ToggleButton>
          <ToggleButton value="cp-vendor" sx={{ textTransform: 'none', lineHeight: 1.3 }}>
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
          <TextField
            label={t('login.password')}
            type="password"
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
        </form>
      </Paper>
    </Box>
  );
};
