import { useLanguage } from '../i18n/LanguageProvider';
import { telUrl, usePublicConfig, whatsappUrl } from './public-config';
import { siteText } from './site';

/**
 * The marketplace's contact details from its configuration (D11), as plain markup that the footer,
 * the public pages and the dashboard each style. Numbers and addresses keep their left-to-right
 * order inside Arabic text.
 */
export const ContactList = ({ className }: { className?: string }) => {
  const { lang } = useLanguage();
  const { contact } = usePublicConfig();
  return (
    <dl className={className}>
      <div>
        <dt>{siteText.email[lang]}</dt>
        <dd>
          <a href={`mailto:${contact.email}`} dir="ltr">
            {contact.email}
          </a>
        </dd>
      </div>
      <div>
        <dt>{siteText.phone[lang]}</dt>
        <dd>
          <a href={telUrl(contact.phone)} dir="ltr">
            {contact.phone}
          </a>
        </dd>
      </div>
      <div>
        <dt>{siteText.whatsapp[lang]}</dt>
        <dd>
          <a href={whatsappUrl(contact.whatsapp)} dir="ltr" target="_blank" rel="noopener noreferrer">
            {contact.whatsapp}
          </a>
        </dd>
      </div>
      <div>
        <dt>{siteText.address[lang]}</dt>
        <dd>{contact.address[lang]}</dd>
      </div>
    </dl>
  );
};
