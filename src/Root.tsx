import type { Lang } from '../schemas';
import { LanguageProvider } from './i18n/LanguageProvider';
import { GlobalSpinner } from './layout/GlobalSpinner';
import { ScrollToTop } from './layout/ScrollToTop';
import { AppRoutes } from './routes';

/**
 * Everything inside the router, the same in the browser and in the build's prerendering of the
 * public and auth pages (`src/prerender.tsx`), so the prerendered markup hydrates as it is.
 */
export const Root = ({ lang }: { lang?: Lang }) => (
  <LanguageProvider initial={lang}>
    <GlobalSpinner />
    <ScrollToTop />
    <AppRoutes />
  </LanguageProvider>
);
