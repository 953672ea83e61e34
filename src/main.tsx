import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { currentLang } from './i18n/language-storage';
import { prerenderedAs } from './pages/public/prerendered';
import { afterNextPaint } from './pages/public/useAfterFirstPaint';
import { Root } from './Root';
import { preloadRoute } from './routes';
import { applyThemeMode } from './theme/mode';
import './styles/base.css';

// The vendor's colour scheme, if they chose one, before anything renders (see src/theme/mode.ts).
applyThemeMode();

const container = document.getElementById('root')!;
// A public page arrives prerendered in the language of the `i18nextLng` cookie; when that is the
// language and page on screen, React takes the markup over, otherwise it renders afresh.
const prerendered = container.dataset.prerendered === prerenderedAs(currentLang(), window.location.pathname);

const render = () => {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <Root />
      </BrowserRouter>
    </StrictMode>
  );
  if (prerendered) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
};

// The first page's code comes before the first render, so its first paint is the page itself. A
// failed fetch still renders: the page's lazy fallback tries again. A prerendered page is let paint
// from its HTML first: hydrating it at once would hold that paint back by the whole hydration.
void Promise.all([
  preloadRoute(window.location.pathname).catch(() => {}),
  prerendered && afterNextPaint(),
]).then(render);
