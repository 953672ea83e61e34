import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useInput, ValidationError, type ValidationErrorMessage } from 'react-admin';
import type { Lang } from '../../schemas';
import { asTranslations, type Translations } from '../../schemas/translations';
import { useLanguage } from '../i18n/LanguageProvider';
import type { InputProps } from './types';

type FieldError = { message?: ValidationErrorMessage } & Partial<
  Record<Lang, { message?: ValidationErrorMessage }>
>;

/** Keep what was typed as typed (a cleared box is `''`); the form drops empty texts before checking. */
const keep = (value: unknown) => value;

/**
 * A text in Arabic and in English (`x-translatable`), as noon's and Zid's listings take a product's
 * texts: one box per language, the reader's first, each written in its own direction. One language
 * is enough; the dashboard shows the other language's readers the one written. A product saved
 * before its text was translatable holds one string: it opens in the box of the language it is in.
 */
const TranslatableInput = ({ node, ctx }: InputProps) => {
  const { lang, t } = useLanguage();
  const { field, fieldState, id } = useInput({ source: ctx.source, format: keep, parse: keep });
  const value: Translations =
    field.value && typeof field.value === 'object'
      ? (field.value as Translations)
      : asTranslations(field.value);
  const error = fieldState.error as FieldError | undefined;
  const order: Lang[] = lang === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  const multiline = node['x-widget'] === 'textarea';
  const hintId = `${id}-hint`;
  return (
    <Box sx={{ width: '100%' }}>
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {order.map((l) => {
          const own = error?.[l]?.message;
          return (
            <TextField
              key={l}
              id={`${id}-${l}`}
              name={`${ctx.source}.${l}`}
              label={node.properties?.[l]?.['x-label']?.[lang]}
              value={value[l] ?? ''}
              onChange={(e) => field.onChange({ ...value, [l]: e.target.value })}
              onBlur={field.onBlur}
              error={Boolean(own ?? error?.message)}
              helperText={own ? <ValidationError error={own} /> : undefined}
              fullWidth
              {...(multiline ? { multiline: true, minRows: 3 } : {})}
              slotProps={{
                htmlInput: {
                  dir: l === 'ar' ? 'rtl' : 'ltr',
                  lang: l,
                  'aria-describedby': ctx.required || error?.message ? hintId : undefined,
                },
              }}
            />
          );
        })}
      </Box>
      {(ctx.required || error?.message) && (
        <FormHelperText id={hintId} error={Boolean(error?.message)} sx={{ mt: -0.5, mb: 1, mx: 1.75 }}>
          {error?.message ? <ValidationError error={error.message} /> : t('product.translatableHint')}
        </FormHelperText>
      )}
    </Box>
  );
};

export default TranslatableInput;
