import { lazy, type ReactElement } from 'react';
import type { FaqDocument, InfoDocument } from '../../content/types';
import { FaqsPage } from './FaqsPage';
import { InfoDocumentPage } from './InfoDocumentPage';

/** A page whose long text is a chunk of its own, fetched when the page is opened. */
const withText = <T,>(load: () => Promise<T>, render: (text: T) => ReactElement) =>
  lazy(async () => {
    const text = await load();
    return { default: () => render(text) };
  });

const PAGES = {
  about: withText(
    () => import('../../content/about').then((m) => m.about),
    (doc: InfoDocument) => <InfoDocumentPage doc={doc} />,
  ),
  faqs: withText(
    () => import('../../content/faqs').then((m) => m.faqs),
    (faqs: FaqDocument) => <FaqsPage faqs={faqs} />,
  ),
  privacy: withText(
    () => import('../../content/privacy').then((m) => m.privacy),
    (doc: InfoDocument) => <InfoDocumentPage doc={doc} />,
  ),
  terms: withText(
    () => import('../../content/terms').then((m) => m.terms),
    (doc: InfoDocument) => <InfoDocumentPage doc={doc} />,
  ),
};

export type InfoPageName = keyof typeof PAGES;

/** About, FAQs, Privacy or Terms inside the dashboard, with the public site's text. */
const InfoPage = ({ name }: { name: InfoPageName }) => {
  const Page = PAGES[name];
  return <Page />;
};

export default InfoPage;
