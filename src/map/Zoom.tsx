import { ZoomControl } from 'react-leaflet';
import { useLanguage } from '../i18n/LanguageProvider';

/** Leaflet's zoom buttons, named in the page's language (Leaflet's own names are English). */
export const Zoom = () => {
  const { t } = useLanguage();
  // Leaflet reads the names once, when it makes the control: a new language makes a new one.
  return <ZoomControl key={t('map.zoomIn')} zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />;
};
