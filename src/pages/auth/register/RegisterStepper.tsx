import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { REGISTRATION_STEPS, stepIndex, type RegistrationStep } from '../../../providers/registration-draft';

/**
 * Where the vendor is in the registration: an ordered list (MUI's default `ol`/`li`) with the
 * current step marked `aria-current="step"`, so it reads as progress and not as a set of tabs.
 */
export const RegisterStepper = ({ step }: { step: RegistrationStep }) => {
  const { t } = useLanguage();
  const active = stepIndex(step);
  return (
    <Stepper
      activeStep={active}
      alternativeLabel
      aria-label={t('register.progress')}
      sx={{ p: 0, m: 0, mb: 3, listStyle: 'none', '& .MuiStepLabel-label': { fontSize: '0.8rem' } }}
    >
      {REGISTRATION_STEPS.map((s, i) => (
        <Step key={s} aria-current={i === active ? 'step' : undefined}>
          <StepLabel>{t(`register.steps.${s}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
};
