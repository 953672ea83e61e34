import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useLanguage } from '../../../i18n/LanguageProvider';
import {
  getRegistration,
  resendAt,
  resendRegistrationCode,
  retryAt,
  verifyRegistration,
} from '../../../providers/registration-api';
import { readDraft, updateDraft } from '../../../providers/registration-draft';
import { AuthLayout } from '../AuthLayout';
import { readFailure } from '../failure';
import { OTP_LENGTH, OtpField } from '../../../forms/OtpField';
import { ResendButton } from '../ResendButton';
import { RegisterStepper } from './RegisterStepper';
import { RegistrationFooter } from './RegistrationFooter';
import { BACK } from './resume';

type Notice = { severity: 'success' | 'error'; text: string };

/**
 * Step 3 (`/auth/{key}/confirm-otp`): the code sent to the phone. The key in the address is enough
 * to resume here, even in another tab: the API hands back the details the code was sent for.
 */
export const ConfirmOtpPage = () => {
  const { t } = useLanguage();
  const navigate = useNavigate();
  const { key = '' } = useParams();
  const [draft, setDraft] = useState(readDraft);
  const known = draft?.key === key;
  const [phone, setPhone] = useState(known ? (draft?.account?.phone ?? '') : '');
  const [nextSend, setNextSend] = useState(known ? (draft?.resendAt ?? 0) : 0);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const finished = draft?.step === 'final';

  useEffect(() => {
    if (finished) return;
    let live = true;
    getRegistration(key).then(
      ({ resendAfter, vendorType, name, email, phone: to, companyName }) => {
        if (!live) return;
        const at = resendAt(resendAfter);
        const account = { name, email, phone: to, companyName };
        setDraft(updateDraft({ step: 'otp', key, vendorType, resendAt: at, account }));
        setPhone(to);
        setNextSend(at);
      },
      (error: unknown) => {
        if (!live) return;
        const failure = readFailure(error, t);
        if (failure.status === 404) setExpired(true);
        else setNotice({ severity: 'error', text: failure.message });
      },
    );
    return () => {
      live = false;
    };
  }, [finished, key, t]);

  if (finished) return <Navigate to="/auth/final-step" replace />;

  const backToForm = () => {
    updateDraft({ step: 'account', key: undefined });
    navigate('/auth/register-form', { state: BACK });
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    if (code.length !== OTP_LENGTH) {
      setCodeError(t('otp.incomplete'));
      return;
    }
    setBusy(true);
    try {
      await verifyRegistration(key, code);
      updateDraft({ step: 'final', key: undefined, resendAt: undefined });
      navigate('/auth/final-step', { replace: true });
    } catch (error) {
      const failure = readFailure(error, t);
      const { email, phone: phoneTaken } = failure.fields;
      if (failure.status === 409 && (email || phoneTaken)) {
        // Taken while the code was on its way: fix it in the form, everything else kept.
        updateDraft({ step: 'account', key: undefined });
        navigate('/auth/register-form', { state: { ...BACK, errors: { email, phone: phoneTaken } } });
        return;
      }
      if (failure.status === 404) setExpired(true);
      else if (failure.fields.code) setCodeError(failure.fields.code);
      else setNotice({ severity: 'error', text: failure.message });
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setNotice(null);
    setBusy(true);
    try {
      const { resendAfter } = await resendRegistrationCode(key);
      const at = resendAt(resendAfter);
      setNextSend(at);
      updateDraft({ resendAt: at });
      setCode('');
      setCodeError(undefined);
      setNotice({ severity: 'success', text: t('otp.resent') });
    } catch (error) {
      const failure = readFailure(error, t);
      const wait = retryAt(error);
      if (wait) setNextSend(wait);
      if (failure.status === 404) setExpired(true);
      else setNotice({ severity: 'error', text: failure.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      width="medium"
      title={t('otp.title')}
      // The number reads left to right inside Arabic text (an isolate keeps its digits in order).
      lead={phone ? t('otp.sentTo', { phone: `\u2066${phone}\u2069` }) : t('otp.sent')}
      header={<RegisterStepper step="otp" />}
      footer={<RegistrationFooter draft={draft} />}
    >
      {expired ? (
        <>
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            {t('otp.expired')}
          </Alert>
          <Button variant="contained" size="large" fullWidth onClick={backToForm}>
            {t('otp.checkDetails')}
          </Button>
        </>
      ) : (
        <form onSubmit={verify} noValidate>
          <OtpField
            label={t('otp.label')}
            value={code}
            autoFocus
            error={codeError}
            onChange={(value) => {
              setCode(value);
              setCodeError(undefined);
            }}
          />
          {notice && (
            <Alert
              severity={notice.severity}
              role={notice.severity === 'error' ? 'alert' : 'status'}
              sx={{ my: 1 }}
            >
              {notice.text}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1 }}>
            {t('otp.verify')}
          </Button>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', mt: 1, gap: 1 }}>
            <ResendButton at={nextSend} busy={busy} onResend={() => void resend()} />
            <Button variant="text" onClick={backToForm}>
              {t('otp.editDetails')}
            </Button>
          </Box>
        </form>
      )}
    </AuthLayout>
  );
};
