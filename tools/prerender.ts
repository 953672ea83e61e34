import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { prerenderedFile } from '../src/pages/public/prerendered';

const SITE_MODULE = '/src/pages/public/PublicSite.tsx';
const ENTRY = 'src/pages/public/prerender.tsx';

type PrerenderEntry = typeof import('../src/pages/public/prerender');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The public site's chunk, the chunks it imports, and every stylesheet its pages use. */
const siteFiles = (bundle: Rolldown.OutputBundle) => {
  const chunks = Object.values(bundle).filter((f): f is Rolldown.OutputChunk => f.type === 'chunk');
  const site = chunks.find((c) => c.facadeModuleId?.endsWith(SITE_MODULE));
  if (!site) throw new Error(`prerender: no chunk for ${SITE_MODULE}`);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk, loadedWithSite: boolean) => {
    if (chunk.isEntry || seen.has(`${chunk.fileName}:${loadedWithSite}`)) return;
    seen.add(`${chunk.fileName}:${loadedWithSite}`);
    if (loadedWithSite) scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const name of chunk.imports) visit(byName.get(name)!, loadedWithSite);
    // A page's own chunk comes later; its stylesheet must be there for the first paint.
    for (const name of chunk.dynamicImports) visit(byName.get(name)!, false);
  };
  visit(site, true);
  return { scripts: [...scripts], styles: [...styles] };
};

/** index.html with one page's markup, title, language and direction, and its styles. */
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
    .replace('</head>', () => `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered="${page.marker}">${page.html}</div>`,
    );

/**
 * The template preloads the Arabic faces of the font; an English page's text is Latin, and waiting
 * for its faces to be found through the stylesheet shifted its layout when they arrived.
 */
const preloadsFor = (template: string, lang: string, bundle: Rolldown.OutputBundle) => {
  if (lang === 'ar') return template;
  const files = Object.keys(bundle);
  return template.replace(/<link\s+rel="preload"[^>]*>/g, (link) =>
    link.replace(/cairo-arabic-(\d+)-normal-[\w-]+\.woff2/, (_, weight: string) => {
      const latin = files.find((f) => new RegExp(`cairo-latin-${weight}-normal-[\\w-]+\\.woff2$`).test(f));
      if (!latin) throw new Error(`prerender: no Latin face of weight ${weight}`);
      return path.basename(latin);
    }),
  );
};

/**
 * Prerenders the public pages into `dist/pages/<lang>/<page>.html` after the browser build: the
 * same components, built once more for Node, render each page in each language. The server sends
 * these to visitors so that the page paints from HTML and CSS alone; the app then hydrates it.
 */
export const prerenderPublicPages = (): Plugin => {
  let config: ResolvedConfig;
  let bundle: Rolldown.OutputBundle = {};
  return {
    name: 'mawrid-prerender-public-pages',
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
        const template = fs
          .readFileSync(path.join(outDir, 'index.html'), 'utf8')
          .replace(/<link rel="stylesheet"[^>]* href="([^"]+)"[^>]*>/g, (_, href: string) =>
            inlineCss(href.slice(config.base.length)),
          );
        const { scripts, styles } = siteFiles(bundle);
        const head = [
          ...styles.map(inlineCss),
          ...scripts
            .filter((f) => !template.includes(f))
            .map((f) => `<link rel="modulepreload" crossorigin href="${config.base}${f}">`),
        ].join('');
        for (const lang of entry.LANGS) {
          const html = preloadsFor(template, lang, bundle);
          for (const page of entry.PAGES) {
            const file = path.join(outDir, prerenderedFile(lang, page));
            fs.mkdirSync(path.dirname(file), { recursive: true });
            fs.writeFileSync(file, pageHtml(html, await entry.renderPage(page, lang), lang, head));
          }
        }
        fs.rmSync(ssrDir, { recursive: true, force: true });
      },
    },
  };
};
