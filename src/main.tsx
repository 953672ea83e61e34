import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { LanguageProvider } from './i18n/LanguageProvider';
import { GlobalSpinner } from './layout/GlobalSpinner';
import { ScrollToTop } from './layout/ScrollToTop';
import { AppRoutes } from './routes';
import './styles/base.css';

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
