import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { InfoDocument } from '../../content/types';
import { preloadable } from '../../preloadable';
import { DocumentPage } from './DocumentPage';
import { FaqPage } from './FaqPage';
import Landing from './Landing';
import { publicPath, type PublicPath } from './paths';
import { PublicLayout } from './PublicLayout';

// Long texts are chunks of their own, fetched with their page.
const documentPage = (load: () => Promise<InfoDocument>) =>
  preloadable(async () => {
    const doc = await load();
    return { default: () => <DocumentPage doc={doc} /> };
  });

const PAGES: Record<PublicPath, ComponentType & { preload?: () => Promise<unknown> }> = {
  '/': Landing,
  '/about': documentPage(() => import('../../content/about').then((m) => m.about)),
  '/faqs': preloadable(async () => {
    const { faqs } = await import('../../content/faqs');
    return { default: () => <FaqPage faqs={faqs} /> };
  }),
  '/privacy': documentPage(() => import('../../content/privacy').then((m) => m.privacy)),
  '/terms': documentPage(() => import('../../content/terms').then((m) => m.terms)),
};

export const preloadPage = async (path: PublicPath) => {
  await PAGES[path].preload?.();
};

/** The public site: its frame around the page of the location. */
const PublicSite = () => {
  const Page = PAGES[publicPath(useLocation().pathname) ?? '/'];
  return (
    <PublicLayout>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </PublicLayout>
  );
};

export default PublicSite;
