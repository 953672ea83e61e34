import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Form,
  Loading,
  NumberInput,
  SaveButton,
  TextInput,
  Title,
  useNotify,
  useTranslate,
} from 'react-admin';
import { vendorSchema } from '../../../../schemas';
import { formatCalendarDate } from '../../../../schemas/dates';
import { DEFAULT_LOW_STOCK } from '../../../../schemas/vendor';
import { checkForm } from '../../../forms/schema-check';
import { DetailCard, DetailRow } from '../../../layout/DetailCard';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { forgetIdentity } from '../../../providers/authProvider';
import { AvatarInput } from './AvatarInput';
import { PasswordForm } from './PasswordForm';
import {
  downloadDocument,
  fetchProfile,
  PROFILE_KEY,
  submitForm,
  type Profile as ProfileData,
} from './profile-api';

// Leaflet loads with the map, after the page's own details.
const PointMap = lazy(() => import('../../../map/PointMap'));

const labels = vendorSchema.properties;
// Names may be Arabic or English: each box follows its text. Emails and phones read left to right.
const AUTO_DIR = { htmlInput: { dir: 'auto' } };
const LTR = { htmlInput: { dir: 'ltr' } };

const DocumentLink = ({ url, name }: { url?: string; name: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  if (!url) return <span>–</span>;
  return (
    <Button
      size="small"
      onClick={() => downloadDocument(url, name).catch(() => notify('errors.notFound', { type: 'error' }))}
    >
      {translate('profilePage.download')}
    </Button>
  );
};

/** The shop: its address line over a small map with its marker; never raw coordinates. */
const ShopPlace = ({ address, point }: { address?: string; point?: { lat: number; lng: number } }) => {
  const { t, lang } = useLanguage();
  return (
    <Box sx={{ minWidth: 0 }}>
      {address ? (
        <Typography component="p" dir="auto" sx={{ whiteSpace: 'pre-line', mb: 1 }}>
          {address}
        </Typography>
      ) : (
        <span>–</span>
      )}
      {point && (
        <Suspense fallback={null}>
          <PointMap
            point={point}
            label={labels.location['x-label'][lang]}
            tilesFailedText={t('map.tilesFailed')}
            small
          />
        </Suspense>
      )}
    </Box>
  );
};

/** `/dashboard/profile`: vendor and company details, the picture, work information, password change. */
export const Profile = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile });
  if (isPending || !data) return <Loading />;

  /** `PUT /profile`'s body, as the API normalises it. */
  const bodyOf = (values: Partial<ProfileData>) => ({
    name: String(values.name ?? '').trim(),
    email: String(values.email ?? '')
      .trim()
      .toLowerCase(),
    companyName: String(values.companyName ?? '').trim(),
    avatar: values.avatar ?? '',
    lowStockThreshold: values.lowStockThreshold ?? DEFAULT_LOW_STOCK,
  });
  // The API's schema, with its messages, before anything is sent.
  const validate = (values: Record<string, unknown>) =>
    checkForm('profile', bodyOf(values as Partial<ProfileData>), lang, translate);

  const save = async (values: Partial<ProfileData>) => {
    const result = await submitForm<ProfileData>('/profile', 'PUT', bodyOf(values));
    if (result.errors) return result.errors;
    queryClient.setQueryData(PROFILE_KEY, result.data);
    // The header shows the name and picture: ask for them again.
    forgetIdentity();
    await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
    notify('profilePage.saved', { type: 'success' });
  };

  const license = data.companyLicense;
  return (
    <Box sx={{ maxWidth: 860, mt: 2 }}>
      <Title title={translate('userMenu.profile')} />
      <DetailCard title={translate('profilePage.details')}>
        {/* As in the password form: errors show under their fields, the server's too (an email in use). */}
        <Form
          record={data}
          disableInvalidFormNotification
          validate={validate}
          onSubmit={(v: Record<string, unknown>) => save(v as Partial<ProfileData>)}
        >
          <AvatarInput source="avatar" name={data.name} />
          <TextInput source="name" label={labels.name['x-label'][lang]} isRequired slotProps={AUTO_DIR} />
          <TextInput
            source="email"
            label={labels.email['x-label'][lang]}
            type="email"
            isRequired
            slotProps={LTR}
          />
          <TextInput
            source="phone"
            label={labels.phone['x-label'][lang]}
            readOnly
            slotProps={LTR}
            helperText={translate('profilePage.phoneReadOnly')}
            // react-admin draws a read-only input as disabled; its explanation must stay readable.
            sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
          />
          <TextInput
            source="companyName"
            label={labels.companyName['x-label'][lang]}
            isRequired
            slotProps={AUTO_DIR}
          />
          <DetailRow label={labels.vendorType['x-label'][lang]}>
            {labels.vendorType['x-enum-labels'][data.vendorType][lang]}
          </DetailRow>
          <NumberInput
            source="lowStockThreshold"
            label={labels.lowStockThreshold['x-label'][lang]}
            step={1}
            slotProps={LTR}
            helperText={translate('profilePage.lowStockHint')}
          />
          <SaveButton />
        </Form>
      </DetailCard>
      <DetailCard title={translate('profilePage.work')}>
        <DetailRow label={labels.companyLicense.properties.number['x-label'][lang]}>
          <bdi>{license?.number}</bdi>
        </DetailRow>
        <DetailRow label={labels.companyLicense.properties.expiresAt['x-label'][lang]}>
          {license?.expiresAt ? <bdi>{formatCalendarDate(license.expiresAt, lang)}</bdi> : '–'}
        </DetailRow>
        <DetailRow label={labels.companyLicense.properties.file['x-label'][lang]}>
          <DocumentLink url={license?.file} name={labels.companyLicense.properties.file['x-label'][lang]} />
        </DetailRow>
        <DetailRow label={labels.taxNumber['x-label'][lang]}>
          <bdi>{data.taxNumber}</bdi>
        </DetailRow>
        <DetailRow label={labels.idNumber['x-label'][lang]}>
          <bdi>{data.idNumber}</bdi>
        </DetailRow>
        <DetailRow label={labels.idCard['x-label'][lang]}>
          <DocumentLink url={data.idCard} name={labels.idCard['x-label'][lang]} />
        </DetailRow>
        <DetailRow label={labels.location['x-label'][lang]}>
          <ShopPlace address={data.address} point={data.location} />
        </DetailRow>
        <Typography variant="body2" color="text.secondary">
          {translate('profilePage.workHint')}
        </Typography>
      </DetailCard>
      <DetailCard title={translate('profilePage.security')}>
        <PasswordForm />
      </DetailCard>
    </Box>
  );
};
