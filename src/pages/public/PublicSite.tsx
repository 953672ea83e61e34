import type { ComponentType } from 'react';
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

/**
 * The public site: its frame around the page of the location. No suspense boundary of its own
 * between them: React hydrates a boundary's content in a later pass than what is around it, and
 * the frame's first-paint flag could turn in between, so that the landing was taken over as drawn
 * after the paint, not as prerendered (React error 418). A page whose code is still on its way
 * when a link is followed keeps the one before on screen: navigations are transitions.
 */
const PublicSite = () => {
  const Page = PAGES[publicPath(useLocation().pathname) ?? '/'];
  return (
    <PublicLayout>
      <Page />
    </PublicLayout>
  );
};

export default PublicSite;
