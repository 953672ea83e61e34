import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { Lang } from '../schemas';
import { isAuthPath, PRERENDERED_PATHS, type AuthPath, type PrerenderedPath } from '../schemas/site';
import { siteText } from './content/site';
import { loadCatalogue } from './i18n/catalogue';
import { LANGUAGE_OPTIONS } from './i18n/language-storage';
import { translatorFor } from './i18n/translate';
import { TitleSink } from './pages/public/useDocumentTitle';
import { prerenderedAs } from './prerendered';
import { Root } from './Root';
import { preloadRoute } from './routes';
import { emotionCaches } from './theme/emotion-caches';

/**
 * The build's server-side entry (`tools/prerender.ts` runs it): each public page, and the sign-in and
 * first registration pages, as the browser's first render would draw them, so the page paints from
 * its HTML before any script has run.
 */
export const PAGES = PRERENDERED_PATHS;
export const LANGS = Object.keys(LANGUAGE_OPTIONS) as Lang[];

const AUTH_DESCRIPTIONS: Record<AuthPath, string> = {
  '/auth': 'login.description',
  '/auth/login': 'login.description',
  '/auth/select-vendor': 'register.typeDescription',
  '/auth/first-register-step': 'register.typeDescription',
};

// In compatibility mode from here on, emotion keeps the styles a render uses in its cache rather
// than writing <style> tags into the markup: they go in the head, where the browser's caches find them.
const emotionServers = {
  rtl: createEmotionServer(emotionCaches.rtl),
  ltr: createEmotionServer(emotionCaches.ltr),
};

/**
 * Every style the page's render put in the cache, emptied before it. That is more than the classes
 * in the markup: a component styled on top of another (Button on ButtonBase) has styles of its own
 * that only the combined class shows. Left out, the browser's cache would write them while React
 * takes the page over, through stylis and, in Arabic, the right-to-left flipping, on the main thread
 * before the page answers a tap.
 */
const renderStyles = (dir: 'rtl' | 'ltr', html: string) => {
  const { key, inserted, registered } = emotionCaches[dir];
  const ids = Object.keys(inserted).filter((id) => typeof inserted[id] === 'string');
  const own = ids.filter((id) => registered[`${key}-${id}`] !== undefined);
  const styles = [
    // Each global style in a tag of its own, as emotion's server writes them, then the rest in one.
    ...ids
      .filter((id) => registered[`${key}-${id}`] === undefined)
      .map((id) => ({ key: `${key}-global`, ids: [id], css: inserted[id] as string })),
    { key, ids: own, css: own.map((id) => inserted[id]).join('') },
  ];
  return emotionServers[dir].constructStyleTagsFromChunks({ html, styles });
};

const forgetStyles = (dir: 'rtl' | 'ltr') => {
  const { inserted } = emotionCaches[dir];
  for (const id of Object.keys(inserted)) delete inserted[id];
};

export const renderPage = async (path: PrerenderedPath, lang: Lang) => {
  await Promise.all([preloadRoute(path), loadCatalogue(lang)]);
  const { dir } = LANGUAGE_OPTIONS[lang];
  forgetStyles(dir);
  let title = '';
  const html = renderToString(
    <TitleSink value={(pageTitle) => (title = pageTitle)}>
      <StaticRouter location={path}>
        <Root lang={lang} />
      </StaticRouter>
    </TitleSink>,
  );
  const auth = isAuthPath(path);
  return {
    html,
    title,
    description: auth ? translatorFor(lang)(AUTH_DESCRIPTIONS[path]) : siteText.description[lang],
    dir,
    marker: prerenderedAs(lang, path, 'light') ?? '',
    styles: auth ? renderStyles(dir, html) : '',
    auth,
  };
};
