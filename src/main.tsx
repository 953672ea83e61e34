import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { holdEarlyPresses } from './early-presses';
import { loadCatalogue } from './i18n/catalogue';
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
if (prerendered) holdEarlyPresses(container);

// React recovers from markup that does not match by drawing afresh, and reports it as an error
// that does not say where; the components it was in do.
const reportWithComponents = (error: unknown, { componentStack }: { componentStack?: string }) =>
  reportError(
    error instanceof Error && componentStack
      ? new Error(`${error.message}\nIn:${componentStack}`, { cause: error })
      : error,
  );

const render = () => {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <Root />
      </BrowserRouter>
    </StrictMode>
  );
  if (prerendered) {
    delete container.dataset.prerendered;
    // As a transition, the taking over yields to the browser every few milliseconds instead of
    // holding the page in one long task (the sign-in page's blocking time in Lighthouse).
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportWithComponents });
    });
    return;
  }
  container.replaceChildren();
  const root = createRoot(container);
  // While the dark is on, colors.css hides a page drawn in the light and paints the body dark over
  // its styles, as long as it is marked. Unmarked in the task that draws the page afresh, no frame
  // shows the drawing, nor the light body its styles still ask for.
  flushSync(() => root.render(app));
  delete container.dataset.prerendered;
};

// The first page's code comes before the first render, so its first paint is the page itself. A
// failed fetch still renders: the page's lazy fallback tries again. A prerendered page paints from
// its HTML before its code is even fetched: fetched alongside, that code would share the network
// with the page's fonts, and hydrating at once would hold the paint back by the whole hydration.
// The texts come alongside, in the language on screen only.
const pageCode = () => Promise.all([preloadRoute(pathname), loadCatalogue(currentLang())]).catch(() => {});
void (prerendered ? afterNextPaint().then(pageCode) : pageCode()).then(render);
