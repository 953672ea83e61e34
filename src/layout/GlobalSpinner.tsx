import { useSyncExternalStore } from 'react';
import { useLanguage } from '../i18n/LanguageProvider';
import { inFlightStore } from '../providers/httpClient';

// The build's prerendering drew no spinner: React takes its markup over against that.
const noneInFlight = () => 0;

/** Shows while any request is in flight, on every page. */
export const GlobalSpinner = () => {
  const busy = useSyncExternalStore(inFlightStore.subscribe, inFlightStore.get, noneInFlight) > 0;
  const { t } = useLanguage();
  return busy ? (
    <div
      className="mw-spinner"
      role="progressbar"
      aria-label={t('app.loading')}
      data-testid="global-spinner"
    />
  ) : null;
};
