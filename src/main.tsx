import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { currentLang } from './i18n/language-storage';
import { afterNextPaint } from './pages/public/useAfterFirstPaint';
import { drawnAsBuilt, prerenderedAs } from './prerendered';
import { Root } from './Root';
import { preloadRoute } from './routes';
import { applyThemeMode, currentScheme } from './theme/mode';
import './styles/base.css';

// The vendor's colour scheme, if they chose one, before anything renders (see src/theme/mode.ts).
applyThemeMode();

const container = document.getElementById('root')!;
// A public or auth page arrives prerendered in the language of the `i18nextLng` cookie; when the
// first render would draw that very markup (language, page, colour scheme, no draft or message
// to show), React takes it over, otherwise it renders afresh.
const { pathname } = window.location;
const prerendered =
  container.dataset.prerendered === prerenderedAs(currentLang(), pathname, currentScheme()) &&
  drawnAsBuilt(pathname);

const render = () => {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <Root />
      </BrowserRouter>
    </StrictMode>
  );
  // Unmarked in the same task as the takeover: colors.css hides a page drawn in the light while the
  // dark is on, and must neither show it before the fresh render nor hide that render.
  delete container.dataset.prerendered;
  if (prerendered) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
};

// The first page's code comes before the first render, so its first paint is the page itself. A
// failed fetch still renders: the page's lazy fallback tries again. A prerendered page paints from
// its HTML before its code is even fetched: fetched alongside, that code would share the network
// with the page's fonts, and hydrating at once would hold the paint back by the whole hydration.
const pageCode = () => preloadRoute(pathname).catch(() => {});
void (prerendered ? afterNextPaint().then(pageCode) : pageCode()).then(render);
