import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Component, lazy, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { vendorSchema } from '../../../../schemas';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { toPoint, type Point } from './coordinates';

// Leaflet and its styles are fetched only when this step shows a map.
const LocationMap = lazy(() => import('../../../map/LocationMap'));

/** If the map's code cannot load, the coordinate fields below it still do the job. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const location = vendorSchema.properties.location;

type Props = {
  lat: string;
  lng: string;
  onChange: (lat: string, lng: string) => void;
  errors: { location?: string; lat?: string; lng?: string };
};

/** The shop's location: pick it on the map, or type or correct the coordinates, each moving the other. */
export const LocationInput = ({ lat, lng, onChange, errors }: Props) => {
  const { t, lang } = useLanguage();
  const label = location['x-label'][lang];
  const point = useMemo(() => toPoint(lat, lng), [lat, lng]);
  const pick = useCallback((p: Point) => onChange(String(p.lat), String(p.lng)), [onChange]);
  const fallback = (
    <Box
      sx={{ height: 120, display: 'grid', placeItems: 'center', bgcolor: 'grey.100', borderRadius: 2, p: 2 }}
    >
      <Typography color="text.secondary">{t('map.unavailable')}</Typography>
    </Box>
  );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1, mb: 1.5, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {label}
        <span aria-hidden="true"> *</span>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('map.hint')}
      </Typography>
      <MapBoundary fallback={fallback}>
        <Suspense fallback={<Skeleton variant="rounded" height={320} aria-label={t('app.loading')} />}>
          <LocationMap
            value={point}
            onChange={pick}
            label={label}
            markerLabel={t('map.marker')}
            tilesFailedText={t('map.tilesFailed')}
          />
        </Suspense>
      </MapBoundary>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, mt: 1 }}>
        {(['lat', 'lng'] as const).map((name) => (
          <TextField
            key={name}
            name={name}
            label={location.properties[name]['x-label'][lang]}
            value={name === 'lat' ? lat : lng}
            onChange={(e) => (name === 'lat' ? onChange(e.target.value, lng) : onChange(lat, e.target.value))}
            error={Boolean(errors[name])}
            helperText={errors[name] ?? ' '}
            required
            margin="dense"
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'decimal' } }}
          />
        ))}
      </Box>
      {errors.location && (
        <FormHelperText error role="alert">
          {errors.location}
        </FormHelperText>
      )}
    </Box>
  );
};
