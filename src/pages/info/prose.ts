/** The contact details as a two-column grid of label and value, in a tinted box. */
export const contactSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  gap: 1.5,
  m: 0,
  mt: 2,
  p: 2,
  borderRadius: 2,
  bgcolor: 'action.hover',
  '& dt': { color: 'text.secondary', typography: 'caption' },
  '& dd': { m: 0, fontWeight: 600 },
  '& a': { color: 'primary.main' },
};

/** The plain markup of a document (`content/DocumentBody`) in the theme's typography. */
export const proseSx = {
  mt: 2,
  lineHeight: 1.85,
  '& > p:first-of-type': { mt: 0, fontSize: '1.05rem' },
  '& h2': { typography: 'h6', fontWeight: 700, mt: 3.5, mb: 1 },
  '& p': { mt: 0, mb: 1.5 },
  '& ul': { mt: 0, mb: 1.5, paddingInlineStart: '1.4em' },
  '& li': { mb: 0.75 },
  '& section': { scrollMarginTop: 72 },
  '& .mw-contact': contactSx,
};
