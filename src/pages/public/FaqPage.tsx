import { ContactList } from '../../content/ContactList';
import { Blocks } from '../../content/DocumentBody';
import { siteText } from '../../content/site';
import type { FaqDocument } from '../../content/types';
import { useLanguage } from '../../i18n/LanguageProvider';
import doc from './DocumentPage.module.css';
import styles from './FaqPage.module.css';
import { useDocumentTitle } from './useDocumentTitle';

/** `/faqs`: the dashboard's questions as native disclosure widgets, which need no script to open. */
export const FaqPage = ({ faqs }: { faqs: FaqDocument }) => {
  const { lang } = useLanguage();
  useDocumentTitle(faqs.title[lang]);
  return (
    <>
      <header className={doc.header}>
        <div className={styles.headerInner}>
          <h1>{faqs.title[lang]}</h1>
          <p className={doc.updated}>{faqs.intro[lang]}</p>
        </div>
      </header>
      <div className={styles.body}>
        {faqs.items.map((faq) => (
          <details key={faq.id} id={faq.id} className={styles.item}>
            <summary>{faq.question[lang]}</summary>
            <div className={styles.answer}>
              <Blocks blocks={faq.answer} lang={lang} />
            </div>
          </details>
        ))}
        <section className={styles.help} aria-labelledby="faq-contact">
          <h2 id="faq-contact">{siteText.contact[lang]}</h2>
          <ContactList className={doc.contact} />
        </section>
      </div>
    </>
  );
};
