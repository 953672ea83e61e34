import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { clearDraft, type RegistrationDraft } from '../../../providers/registration-draft';
import { BACK } from './resume';

/** Under every registration card: sign in instead, or throw the saved draft away and begin again. */
export const RegistrationFooter = ({ draft }: { draft: RegistrationDraft | null }) => {
  const { t } = useLanguage();
  const navigate = useNavigate();
  const startOver = () => {
    clearDraft();
    navigate('/auth/select-vendor', { state: BACK });
  };
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('auth.haveAccount')}
      </Typography>
      <Button component={Link} to="/auth/login" size="small">
        {t('auth.signIn')}
      </Button>
      {draft?.vendorType && (
        // It throws the saved answers away: the error colour says so.
        <Button size="small" color="error" onClick={startOver}>
          {t('register.startOver')}
        </Button>
      )}
    </>
  );
};
