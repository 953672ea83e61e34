import TextField from '@mui/material/TextField';
import { toAsciiDigits } from '../../schemas/digits';

export const OTP_LENGTH = 6;

/**
 * One field for the six digits: phones offer the code from the SMS into it (`one-time-code`, unless
 * the code is someone else's, as the customer's handover code is), and Eastern Arabic digits,
 * spaces or dashes typed or pasted become the plain digits the API expects.
 */
export const OtpField = ({
  label,
  value,
  onChange,
  error,
  autoFocus,
  ownCode = true,
}: {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
  autoFocus?: boolean;
  ownCode?: boolean;
}) => (
  <TextField
    name="code"
    label={label}
    value={value}
    onChange={(e) => onChange(toAsciiDigits(e.target.value).replace(/\D/g, '').slice(0, OTP_LENGTH))}
    error={Boolean(error)}
    helperText={error ?? ' '}
    autoComplete={ownCode ? 'one-time-code' : 'off'}
    autoFocus={autoFocus}
    required
    fullWidth
    margin="dense"
    slotProps={{
      htmlInput: {
        dir: 'ltr',
        inputMode: 'numeric',
        pattern: '[0-9]*',
        maxLength: OTP_LENGTH + 4,
        style: { letterSpacing: '0.5em', fontSize: '1.4rem', textAlign: 'center' },
      },
    }}
  />
);
