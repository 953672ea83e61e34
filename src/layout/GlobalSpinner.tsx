import { useSyncExternalStore } from 'react';
import { useLanguage } from '../i18n/LanguageProvider';
import { inFlightStore } from '../providers/httpClient';

// The build's prerendering drew no spinner: React takes its markup over against that.
const noneInFlight = () => 0;

/**
 * Shows while any request is in flight, on every page. The bar sits in a status region that is
 * always there: a screen reader hears it come, and the bar is never page content outside every
 * landmark (axe's `region`), which it was whenever a request was out during an audit.
 */
export const GlobalSpinner = () => {
  const busy = useSyncExternalStore(inFlightStore.subscribe, inFlightStore.get, noneInFlight) > 0;
  const { t } = useLanguage();
  return (
    <div role="status">
      {busy ? (
        <div
          className="mw-spinner"
          role="progressbar"
          aria-label={t('app.loading')}
          data-testid="global-spinner"
        />
      ) : null}
    </div>
  );
};
