import MyLocationIcon from '@mui/icons-material/MyLocation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Component, lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { vendorSchema } from '../../../../schemas';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { pointAt } from '../../../map/point';
import { toPoint, type Point } from './coordinates';

// Leaflet and its styles are fetched only when this step shows a map.
const LocationMap = lazy(() => import('../../../map/LocationMap'));

/** If the map's code cannot load, coordinate fields in its place still do the job. */
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
  /** The address line, written under the map it describes. */
  children?: ReactNode;
};

/**
 * The shop's location: placed on the map (a click, a drag, the map's centre, or the device's own
 * position), with the address line under it. Nobody types coordinates; they are kept for the API.
 */
export const LocationInput = ({ lat, lng, onChange, errors, children }: Props) => {
  const { t, lang } = useLanguage();
  const label = location['x-label'][lang];
  const point = useMemo(() => toPoint(lat, lng), [lat, lng]);
  const pick = useCallback((p: Point) => onChange(String(p.lat), String(p.lng)), [onChange]);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const locate = () => {
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        pick(pointAt(position.coords.latitude, position.coords.longitude));
      },
      () => setLocating('failed'),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  const error = errors.location ?? errors.lat ?? errors.lng;

  // Without the map's code, the coordinates are the only way left: typed, as before.
  const fallback = (
    <Box sx={{ bgcolor: 'grey.100', borderRadius: 2, p: 2 }}>
      <Typography color="text.secondary">{t('map.unavailable')}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, mt: 1 }}>
        {(['lat', 'lng'] as const).map((name) => (
          <TextField
            key={name}
            name={name}
            label={location.properties[name]['x-label'][lang]}
            value={name === 'lat' ? lat : lng}
            onChange={(e) => (name === 'lat' ? onChange(e.target.value, lng) : onChange(lat, e.target.value))}
            error={Boolean(errors[name])}
            required
            margin="dense"
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'decimal' } }}
          />
        ))}
      </Box>
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
            centreLabel={t('map.centre')}
          />
        </Suspense>
      </MapBoundary>
      {canLocate && (
        <Button
          size="small"
          startIcon={<MyLocationIcon />}
          sx={{ mt: 1 }}
          onClick={locate}
          disabled={locating === 'busy'}
        >
          {t(locating === 'busy' ? 'map.locating' : 'map.useMyLocation')}
        </Button>
      )}
      <FormHelperText error={Boolean(error)} role={error ? 'alert' : 'status'} sx={{ mx: 0, mb: 1 }}>
        {error ?? t(locating === 'failed' ? 'map.locateFailed' : point ? 'map.placed' : 'map.notPlaced')}
      </FormHelperText>
      {children}
    </Box>
  );
};
