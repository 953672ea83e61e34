import type { ReactNode } from 'react';
import type { Lang } from '../../schemas/labels';
import { isList, type Block, type InfoDocument } from './types';

const BlockView = ({ block, lang }: { block: Block; lang: Lang }) =>
  isList(block) ? (
    <ul>
      {block.map((item) => (
        <li key={item.en}>{item[lang]}</li>
      ))}
    </ul>
  ) : (
    <p>{block[lang]}</p>
  );

export const Blocks = ({ blocks, lang }: { blocks: readonly Block[]; lang: Lang }) =>
  blocks.map((block, i) => <BlockView key={i} block={block} lang={lang} />);

/**
 * The intro and sections of About, Privacy or Terms as plain markup, so the public site (its own
 * CSS) and the dashboard (MUI's typography) show the same text from the same module.
 */
export const DocumentBody = ({
  doc,
  lang,
  contact,
}: {
  doc: InfoDocument;
  lang: Lang;
  /** What a section marked `contact` ends with. */
  contact: ReactNode;
}) => (
  <>
    {doc.intro.map((p) => (
      <p key={p.en}>{p[lang]}</p>
    ))}
    {doc.sections.map((section) => (
      <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
        <h2 id={`${section.id}-title`}>{section.heading[lang]}</h2>
        <Blocks blocks={section.body} lang={lang} />
        {section.contact && contact}
      </section>
    ))}
  </>
);

/** "1 November 2026" / "1 نوفمبر 2026", with Western digits in both languages like the rest of the app. */
export const formatUpdated = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(iso));
