import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** "Resend code" once the server allows it, counting down the wait until then. */
export const ResendButton = ({
  at,
  busy,
  onResend,
}: {
  at: number;
  busy?: boolean;
  onResend: () => void;
}) => {
  const { t } = useLanguage();
  const [now, setNow] = useState(() => Date.now());
  // Ticks all along, not only while waiting, so a new wait never starts from a stale clock.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const waiting = at > now;
  return (
    <Button variant="text" onClick={onResend} disabled={waiting || busy}>
      {waiting ? t('otp.resendIn', { time: clock(at - now) }) : t('otp.resend')}
    </Button>
  );
};
