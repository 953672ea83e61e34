import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { Lang } from '../../../schemas';
import { LANGUAGE_OPTIONS } from '../../i18n/language-storage';
import { Root } from '../../Root';
import { preloadRoute } from '../../routes';
import { PUBLIC_PATHS, type PublicPath } from './paths';
import { siteText } from '../../content/site';
import { prerenderedAs } from './prerendered';
import { TitleSink } from './useDocumentTitle';

/**
 * The build's server-side entry (`tools/prerender.ts` runs it): each public page as the browser's
 * first render would draw it, so the page paints from its HTML before any script has run.
 */
export const PAGES = PUBLIC_PATHS;
export const LANGS = Object.keys(LANGUAGE_OPTIONS) as Lang[];

export const renderPage = async (path: PublicPath, lang: Lang) => {
  await preloadRoute(path);
  let title = '';
  const html = renderToString(
    <TitleSink value={(pageTitle) => (title = pageTitle)}>
      <StaticRouter location={path}>
        <Root lang={lang} />
      </StaticRouter>
    </TitleSink>,
  );
  return {
    html,
    title,
    description: siteText.description[lang],
    dir: LANGUAGE_OPTIONS[lang].dir,
    marker: prerenderedAs(lang, path) ?? '',
  };
};
