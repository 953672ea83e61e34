import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { prerenderedFile } from '../src/prerendered';
import { schemeFile } from '../schemas/site';

/**
 * The chunk each kind of prerendered page starts from. The public site's pages are chunks of their
 * own, loaded from it; the auth pages are in theirs, and what they load later (the registration's
 * map) brings its own stylesheet then.
 */
const LAYOUTS = {
  public: { module: '/src/pages/public/PublicSite.tsx', pagesApart: true },
  auth: { module: '/src/pages/auth/AuthPages.tsx', pagesApart: false },
};
const ENTRY = 'src/prerender.tsx';

type PrerenderEntry = typeof import('../src/prerender');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * Every stylesheet a layout's pages use that the template does not already link: its chunk's, the
 * chunks it imports, and its pages'. Only the layout's own lazy imports are its pages; those of a
 * chunk it shares with the dashboard lead to every page of the app (the map's stylesheet, the order
 * slip's), which a public page never shows.
 */
const layoutStyles = (
  bundle: Rolldown.OutputBundle,
  { module, pagesApart }: (typeof LAYOUTS)[keyof typeof LAYOUTS],
  linked: ReadonlySet<string>,
) => {
  const chunks = Object.values(bundle).filter((f): f is Rolldown.OutputChunk => f.type === 'chunk');
  const layout = chunks.find((c) => c.facadeModuleId?.endsWith(module));
  if (!layout) throw new Error(`prerender: no chunk for ${module}`);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk, withPages: boolean) => {
    if (chunk.isEntry || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!linked.has(css)) styles.add(css);
    for (const name of chunk.imports) visit(byName.get(name)!, false);
    // A public page's own chunk comes later; its stylesheet must be there for the first paint.
    if (withPages) for (const name of chunk.dynamicImports) visit(byName.get(name)!, false);
  };
  visit(layout, pagesApart);
  return [...styles];
};

/** index.html with one page's markup, title, language and direction, and its styles (MUI's last, as in the browser). */
const pageHtml = (
  template: string,
  page: Awaited<ReturnType<PrerenderEntry['renderPage']>>,
  lang: string,
  head: string,
) =>
  // Replacer functions, so that a `$&` or `$'` in the page's text is never read as a pattern.
  template
    .replace(/<html[^>]*>/, () => `<html lang="${lang}" dir="${page.dir}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    .replace('</head>', () => `${head}${page.styles}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered="${page.marker}">${page.html}</div>`,
    );

/**
 * The template preloads both faces of the font: Arabic text needs the Latin one too, for its spaces
 * and full stops. Found only by laying the text out, that face came after the Arabic one, and the
 * first paint could wait for it. An English page's text is Latin only.
 */
const preloadsFor = (template: string, lang: string) => {
  const arabic = /\s*<link\s+rel="preload"[^>]*cairo-arabic-wght-normal-[\w-]+\.woff2"[^>]*>/;
  if (!arabic.test(template)) throw new Error('prerender: no preload of the font’s Arabic face');
  return lang === 'ar' ? template : template.replace(arabic, '');
};

/**
 * Prerenders the public pages and the ways in (sign in, the registration's first step) into
 * `dist/pages/<lang>/<page>.html` after the browser build: the same components, built once more for
 * Node, render each page in each language. The server sends these to visitors so that the page
 * paints from HTML and CSS alone; the app then hydrates it.
 */
export const prerenderPages = (): Plugin => {
  let config: ResolvedConfig;
  let bundle: Rolldown.OutputBundle = {};
  return {
    name: 'mawrid-prerender-pages',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved: (resolved) => {
      config = resolved;
    },
    writeBundle: (_, written) => {
      bundle = written;
    },
    // Sequential, before precompress (tools/precompress.ts) runs over what this writes.
    closeBundle: {
      sequential: true,
      handler: async () => {
        const outDir = path.resolve(config.root, config.build.outDir);
        // Inside node_modules so that Node resolves the server build's imports from the project's packages.
        const ssrDir = path.join(config.root, 'node_modules', '.mawrid-prerender');
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: ENTRY, outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, minify: false },
          // Node would load its CommonJS build, whose default export arrives wrapped in an object.
          ssr: { noExternal: ['stylis-plugin-rtl'] },
        });
        const file = fs.readdirSync(ssrDir).find((f) => /^prerender\.m?js$/.test(f));
        if (!file) throw new Error(`prerender: no server build in ${ssrDir}`);
        const entry = (await import(pathToFileURL(path.join(ssrDir, file)).href)) as PrerenderEntry;

        // The stylesheets come inside the page, so its first paint waits for no other request.
        const inlineCss = (file: string) => {
          const css = fs.readFileSync(path.join(outDir, file), 'utf8');
          if (/<\/style/i.test(css)) throw new Error(`prerender: ${file} cannot be inlined`);
          return `<style>${css}</style>`;
        };
        const stylesheet = /<link rel="stylesheet"[^>]* href="([^"]+)"[^>]*>/g;
        const built = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const linked = new Set(
          [...built.matchAll(stylesheet)].map(([, href]) => href.slice(config.base.length)),
        );
        const template = built
          .replace(stylesheet, (_, href: string) => inlineCss(href.slice(config.base.length)))
          // The page paints from its HTML; the scripts only take it over, so they queue behind what
          // the paint needs (the fonts). At their default high priority, Lighthouse counts every
          // script fetched before the first paint as blocking it (2.9 s instead of 1.5 s on /auth/login).
          .replace(
            /<(script type="module"|link rel="modulepreload")/g,
            (tag) => `${tag} fetchpriority="low"`,
          );
        // No modulepreload of the layout's code: src/main.tsx fetches it once the page has painted.
        const heads = {
          public: layoutStyles(bundle, LAYOUTS.public, linked).map(inlineCss).join(''),
          auth: layoutStyles(bundle, LAYOUTS.auth, linked).map(inlineCss).join(''),
        };
        for (const lang of entry.LANGS) {
          const html = preloadsFor(template, lang);
          for (const page of entry.PAGES) {
            const file = path.join(outDir, prerenderedFile(lang, page));
            const rendered = await entry.renderPage(page, lang);
            // React's mark of a part that failed on the server and is left for the browser to draw.
            if (rendered.html.includes('<!--$!-->'))
              throw new Error(`prerender: ${lang}:${page} failed to render`);
            fs.mkdirSync(path.dirname(file), { recursive: true });
            fs.writeFileSync(file, pageHtml(html, rendered, lang, heads[rendered.auth ? 'auth' : 'public']));
          }
        }
        // Each page, and the app's own index.html, once more per scheme a vendor can choose.
        for (const file of [
          'index.html',
          ...entry.LANGS.flatMap((lang) => entry.PAGES.map((page) => prerenderedFile(lang, page))),
        ]) {
          const html = fs.readFileSync(path.join(outDir, file), 'utf8');
          for (const scheme of ['light', 'dark'] as const)
            fs.writeFileSync(
              path.join(outDir, schemeFile(file, scheme)),
              html.replace(/<html(?=[\s>])/, () => `<html data-theme="${scheme}"`),
            );
        }
        fs.rmSync(ssrDir, { recursive: true, force: true });
      },
    },
  };
};
