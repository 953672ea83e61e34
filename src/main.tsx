import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { LanguageProvider } from './i18n/LanguageProvider';
import { GlobalSpinner } from './layout/GlobalSpinner';
import { ScrollToTop } from './layout/ScrollToTop';
import { AppRoutes, preloadRoute } from './routes';
import './styles/base.css';

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <LanguageProvider>
          <GlobalSpinner />
          <ScrollToTop />
          <AppRoutes />
        </LanguageProvider>
      </BrowserRouter>
    </StrictMode>,
  );

// The first page's code comes before the first render, so its first paint is the page itself. A
// failed fetch still renders: the page's lazy fallback tries again.
void preloadRoute(window.location.pathname)
  .catch(() => {})
  .then(render);
