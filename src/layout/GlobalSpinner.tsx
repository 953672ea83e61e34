import { useSyncExternalStore } from 'react';
import { useLanguage } from '../i18n/LanguageProvider';
import { inFlightStore } from '../providers/httpClient';

/** Shows while any request is in flight, on every page. */
export const GlobalSpinner = () => {
  const busy = useSyncExternalStore(inFlightStore.subscribe, inFlightStore.get, inFlightStore.get) > 0;
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
