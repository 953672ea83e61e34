import { ContactList } from '../../content/ContactList';
import { DocumentBody, formatUpdated } from '../../content/DocumentBody';
import { siteText } from '../../content/site';
import type { InfoDocument } from '../../content/types';
import { useLanguage } from '../../i18n/LanguageProvider';
import styles from './DocumentPage.module.css';
import { useDocumentTitle } from './useDocumentTitle';

/** `/about`, `/privacy` and `/terms`: the same text as the dashboard's pages, with a table of contents. */
export const DocumentPage = ({ doc }: { doc: InfoDocument }) => {
  const { lang } = useLanguage();
  useDocumentTitle(doc.title[lang]);
  return (
    <>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <h1>{doc.title[lang]}</h1>
          {doc.updated && (
            <p className={styles.updated}>
              {`${siteText.lastUpdated[lang]} ${formatUpdated(doc.updated, lang)}`}
            </p>
          )}
        </div>
      </header>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="toc-title">
          <h2 id="toc-title">{siteText.onThisPage[lang]}</h2>
          <ol>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading[lang]}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.article}>
          <DocumentBody doc={doc} lang={lang} contact={<ContactList className={styles.contact} />} />
        </article>
      </div>
    </>
  );
};
