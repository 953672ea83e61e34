import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { vendorSchema } from '../../../../schemas';
import { DateInput } from '../../../schema-ui/date-input';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { apiFetch } from '../../../providers/httpClient';
import { getMe, saveWorkInfo } from '../../../providers/registration-api';
import {
  clearDraft,
  EMPTY_WORK,
  readDraft,
  updateDraft,
  type WorkFields,
} from '../../../providers/registration-draft';
import { clearSession, getToken } from '../../../providers/session';
import { AuthLayout } from '../AuthLayout';
import { readFailure } from '../failure';
import { toAsciiDigits } from '../../../../schemas/digits';
import { ltrInput } from '../fields';
import { DocumentInput } from './DocumentInput';
import { LocationInput } from './LocationInput';
import { RegisterStepper } from './RegisterStepper';
import { tomorrow, validateWork, workBody, workErrorsFromApi, type WorkErrors } from './work-rules';

const license = vendorSchema.properties.companyLicense.properties;
const props = vendorSchema.properties;

/**
 * Step 4 (`/auth/final-step`): the work information. The account exists and is signed in by now;
 * until this is sent the dashboard sends the vendor back here. Typed values and uploaded files are
 * kept in the draft, so a reload or a later visit picks up with them.
 */
export const FinalStepPage = () => {
  const { t, lang } = useLanguage();
  const navigate = useNavigate();
  const [values, setValues] = useState<WorkFields>(() => ({ ...EMPTY_WORK, ...readDraft()?.work }));
  // Errors the API named stay until their field changes; after a first attempt the rules run live.
  const [serverErrors, setServerErrors] = useState<WorkErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const errors: WorkErrors = { ...(submitted ? validateWork(values, lang, t) : {}), ...serverErrors };
  const [message, setMessage] = useState<string | null>(null);
  const banner = message ?? (Object.values(errors).some(Boolean) ? t('validation.form') : null);
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState(false);
  const signedIn = Boolean(getToken());

  // The server knows whether the work information is still missing: the draft may be stale.
  useEffect(() => {
    if (!signedIn) return;
    getMe().then(
      (me) => {
        if (me.registrationStep === 'done') {
          clearDraft();
          navigate('/dashboard', { replace: true });
          return;
        }
        updateDraft({ step: 'final', vendorType: me.vendorType, key: undefined });
        setChecked(true);
      },
      // A 401 has already gone to the login page; anything else leaves the form usable.
      () => setChecked(true),
    );
  }, [signedIn, navigate]);

  useEffect(() => {
    if (signedIn) updateDraft({ step: 'final', work: values });
  }, [signedIn, values]);

  // Uploads finish after other typing: merge into the values as they are then, not as they were.
  const change = useCallback((patch: Partial<WorkFields>) => {
    setValues((current) => ({ ...current, ...patch }));
    setServerErrors((current) => {
      const left = { ...current };
      for (const key of Object.keys(patch) as (keyof WorkFields)[]) delete left[key];
      if ('lat' in patch || 'lng' in patch) delete left.location;
      return left;
    });
  }, []);
  const setLocation = useCallback((lat: string, lng: string) => change({ lat, lng }), [change]);

  if (!signedIn) return <Navigate to="/auth/login" replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setMessage(null);
    setServerErrors({});
    if (Object.keys(validateWork(values, lang, t)).length) {
      return;
    }
    setBusy(true);
    try {
      await saveWorkInfo(workBody(values));
      clearDraft();
      navigate('/dashboard', { replace: true, state: { flash: 'register.success' } });
    } catch (error) {
      const failure = readFailure(error, t);
      setServerErrors(workErrorsFromApi(failure.fields));
      // Field errors speak for themselves under their inputs, with the banner below while any is left.
      setMessage(Object.keys(failure.fields).length ? null : failure.message);
    } finally {
      setBusy(false);
    }
  };

  // Later: the account stays, and so does everything typed here, for the next sign-in.
  const signOut = async () => {
    await apiFetch('/auth/logout', { method: 'POST' }).catch(() => undefined);
    clearSession();
    navigate('/auth/login', { replace: true });
  };

  const text = (
    name: 'licenseNumber' | 'taxNumber' | 'idNumber' | 'address',
    label: string,
    extra: TextFieldProps = {},
    read = (typed: string) => typed,
  ) => (
    <TextField
      name={name}
      label={label}
      value={values[name]}
      onChange={(e) => change({ [name]: read(e.target.value) })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      required
      fullWidth
      margin="dense"
      {...extra}
    />
  );
  // Numbers and codes read left to right: Eastern Arabic digits typed into one ("١٢٣-٤٥٦") would
  // show its groups in reverse order, so they become Western digits as they are typed.
  const code = (name: 'licenseNumber' | 'taxNumber' | 'idNumber', label: string) =>
    text(name, label, { slotProps: ltrInput }, toAsciiDigits);

  return (
    <AuthLayout
      width="wide"
      title={t('register.workTitle')}
      lead={t('register.workLead')}
      header={<RegisterStepper step="final" />}
      footer={
        <Button size="small" onClick={() => void signOut()}>
          {t('register.finishLater')}
        </Button>
      }
    >
      {!checked ? (
        <Skeleton variant="rounded" height={480} aria-label={t('app.loading')} />
      ) : (
        <form onSubmit={submit} noValidate>
          {/*
           * Two columns on a wide screen, row by row (each file beside the other, each number beside
           * the other), so no column runs on alone; one column on a phone, the licence's fields
           * together. minmax(0, …): a long file name is cut short instead of widening its column.
           */}
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              gridTemplateAreas: {
                xs: '"licenseFile" "licenseNumber" "licenseExpiresAt" "idCard" "idNumber" "taxNumber"',
                md: '"licenseFile idCard" "licenseNumber idNumber" "licenseExpiresAt taxNumber"',
              },
              columnGap: 3,
              alignItems: 'start',
            }}
          >
            <Box sx={{ gridArea: 'licenseFile' }}>
              <DocumentInput
                name="licenseFile"
                label={license.file['x-label'][lang]}
                value={values.licenseFile}
                onChange={(licenseFile) => change({ licenseFile })}
                error={errors.licenseFile}
              />
            </Box>
            <Box sx={{ gridArea: 'licenseNumber' }}>
              {code('licenseNumber', license.number['x-label'][lang])}
            </Box>
            <Box sx={{ gridArea: 'licenseExpiresAt' }}>
              <DateInput
                name="licenseExpiresAt"
                label={license.expiresAt['x-label'][lang]}
                value={values.licenseExpiresAt}
                onChange={(licenseExpiresAt) => change({ licenseExpiresAt })}
                error={Boolean(errors.licenseExpiresAt)}
                helperText={errors.licenseExpiresAt ?? ' '}
                min={tomorrow()}
                required
              />
            </Box>
            <Box sx={{ gridArea: 'idCard' }}>
              <DocumentInput
                name="idCard"
                label={props.idCard['x-label'][lang]}
                value={values.idCard}
                onChange={(idCard) => change({ idCard })}
                error={errors.idCard}
              />
            </Box>
            <Box sx={{ gridArea: 'idNumber' }}>{code('idNumber', props.idNumber['x-label'][lang])}</Box>
            <Box sx={{ gridArea: 'taxNumber' }}>{code('taxNumber', props.taxNumber['x-label'][lang])}</Box>
          </Box>
          <LocationInput lat={values.lat} lng={values.lng} onChange={setLocation} errors={errors}>
            {text('address', props.address['x-label'][lang], { multiline: true, minRows: 2 })}
          </LocationInput>
          {banner && (
            <Alert severity="error" role="alert" sx={{ my: 1 }}>
              {banner}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
            {t('register.finish')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
};
