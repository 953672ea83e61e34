import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';

/**
 * A password input with a button that shows what was typed and hides it again, named for what it
 * will do ("Show password" / "Hide password"), as the profile's password inputs are.
 */
export const PasswordField = ({ slotProps, ...props }: Omit<TextFieldProps, 'type'>) => {
  const { t } = useLanguage();
  const [shown, setShown] = useState(false);
  const label = shown ? t('login.hidePassword') : t('login.showPassword');
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={label} title={label} onClick={() => setShown(!shown)} edge="end">
                {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
