import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { ContactList } from '../../content/ContactList';
import { Blocks } from '../../content/DocumentBody';
import { siteText } from '../../content/site';
import type { FaqDocument } from '../../content/types';
import { useLanguage } from '../../i18n/LanguageProvider';
import { contactSx, proseSx } from './prose';

/** `/dashboard/faqs`: the questions vendors ask, one accordion item each, then how to reach support. */
export const FaqsPage = ({ faqs }: { faqs: FaqDocument }) => {
  const { lang } = useLanguage();
  return (
    <Box sx={{ maxWidth: 880, mt: { xs: 1, sm: 2 }, mb: 3 }}>
      <Title title={faqs.title[lang]} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {faqs.title[lang]}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {faqs.intro[lang]}
      </Typography>
      {faqs.items.map((faq) => (
        <Accordion key={faq.id} disableGutters slotProps={{ heading: { component: 'h2' } }}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`faq-${faq.id}`}
            aria-controls={`faq-${faq.id}-answer`}
          >
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {faq.question[lang]}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${faq.id}-answer`} sx={{ ...proseSx, mt: 0, pt: 0 }}>
            <Blocks blocks={faq.answer} lang={lang} />
          </AccordionDetails>
        </Accordion>
      ))}
      <Typography variant="h6" component="h2" sx={{ mt: 4, fontWeight: 700 }}>
        {siteText.contact[lang]}
      </Typography>
      <Box component="div" sx={{ '& dl': contactSx }}>
        <ContactList />
      </Box>
    </Box>
  );
};
