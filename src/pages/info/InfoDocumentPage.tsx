import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { ContactList } from '../../content/ContactList';
import { DocumentBody, formatUpdated } from '../../content/DocumentBody';
import { siteText } from '../../content/site';
import type { InfoDocument } from '../../content/types';
import { useLanguage } from '../../i18n/LanguageProvider';
import { proseSx } from './prose';

/** `/dashboard/about`, `/privacy` and `/terms`: the public pages' text inside the dashboard's frame. */
export const InfoDocumentPage = ({ doc }: { doc: InfoDocument }) => {
  const { lang } = useLanguage();
  return (
    <Card sx={{ maxWidth: 880, mt: { xs: 1, sm: 2 }, mb: 3 }}>
      <Title title={doc.title[lang]} />
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {doc.title[lang]}
        </Typography>
        {doc.updated && (
          <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
            {`${siteText.lastUpdated[lang]} ${formatUpdated(doc.updated, lang)}`}
          </Typography>
        )}
        <Typography component="div" sx={proseSx}>
          <DocumentBody doc={doc} lang={lang} contact={<ContactList className="mw-contact" />} />
        </Typography>
      </CardContent>
    </Card>
  );
};
