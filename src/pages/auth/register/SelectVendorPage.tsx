import BuildIcon from '@mui/icons-material/Build';
import TireRepairIcon from '@mui/icons-material/TireRepair';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { VENDOR_TYPES, type VendorType } from '../../../../schemas';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { updateDraft } from '../../../providers/registration-draft';
import { AuthLayout } from '../AuthLayout';
import { RegistrationFooter } from './RegistrationFooter';
import { RegisterStepper } from './RegisterStepper';
import { useEarlyStep } from './resume';

const ICONS = { 'bt-vendor': TireRepairIcon, 'cp-vendor': BuildIcon } as const;

/** Step 1 (`/auth/select-vendor`, and `/auth/first-register-step` per D2): what the vendor sells. */
export const SelectVendorPage = () => {
  const { t } = useLanguage();
  const navigate = useNavigate();
  const { draft, redirect } = useEarlyStep('type');
  const [vendorType, setVendorType] = useState<VendorType | ''>(draft?.vendorType ?? '');
  const [touched, setTouched] = useState(false);
  if (redirect) return <Navigate to={redirect} replace />;

  const next = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!vendorType) return;
    updateDraft({ step: 'account', vendorType });
    navigate('/auth/register-form');
  };

  return (
    <AuthLayout
      width="medium"
      title={t('register.typeTitle')}
      lead={t('register.typeLead')}
      header={<RegisterStepper step="type" />}
      footer={<RegistrationFooter draft={draft} />}
    >
      <form onSubmit={next} noValidate>
        <RadioGroup
          aria-label={t('register.typeTitle')}
          value={vendorType}
          onChange={(e) => setVendorType(e.target.value as VendorType)}
          sx={{ gap: 1.5 }}
        >
          {VENDOR_TYPES.map((type) => {
            const Icon = ICONS[type];
            const selected = vendorType === type;
            return (
              <FormControlLabel
                key={type}
                value={type}
                control={<Radio />}
                sx={{
                  m: 0,
                  p: 1.5,
                  gap: 1,
                  border: 2,
                  borderRadius: 2,
                  borderColor: selected ? 'primary.main' : 'divider',
                  bgcolor: selected ? 'rgba(11, 110, 79, 0.06)' : 'transparent',
                  alignItems: 'center',
                }}
                label={
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <Icon color="primary" sx={{ fontSize: 36 }} aria-hidden />
                    <Box>
                      <Typography sx={{ fontWeight: 700 }}>{t(`vendorTypes.${type}`)}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(`register.typeHint.${type}`)}
                      </Typography>
                    </Box>
                  </Box>
                }
              />
            );
          })}
        </RadioGroup>
        <FormHelperText error role={touched && !vendorType ? 'alert' : undefined} sx={{ minHeight: 24 }}>
          {touched && !vendorType ? t('register.chooseType') : ' '}
        </FormHelperText>
        <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 1 }}>
          {t('register.next')}
        </Button>
      </form>
    </AuthLayout>
  );
};
