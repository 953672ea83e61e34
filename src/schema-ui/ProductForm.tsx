import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import { DeleteButton, SaveButton, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import type { ProductSchema } from '../../schemas';
import { useLanguage } from '../i18n/LanguageProvider';
import { SchemaInputs } from './SchemaInputs';
import type { SchemaNode } from './types';
import { schemaValidator } from './validate';

/** What saving will do to the product's status (D9), said before the vendor presses Save. */
const ReviewNotice = () => {
  const translate = useTranslate();
  const saved = Boolean(useRecordContext()?.id);
  return (
    <Alert severity="info" sx={{ mb: 2, width: '100%', boxSizing: 'border-box' }}>
      {translate(saved ? 'product.reviewOnEdit' : 'product.reviewOnCreate')}
    </Alert>
  );
};

/**
 * Vendors delete their own products (D9); a new one has nothing to delete yet. It looks like what
 * it does: outlined in the error colour, and its confirmation filled with it.
 */
const DeleteIfSaved = () =>
  useRecordContext()?.id ? (
    <DeleteButton mutationMode="pessimistic" variant="outlined" confirmColor="warning" />
  ) : null;

/** Every field of a product schema, validated in the browser by the same schema the server uses. */
export const ProductForm = ({ schema }: { schema: ProductSchema }) => {
  const { lang } = useLanguage();
  const validate = useMemo(() => schemaValidator(schema, lang), [schema, lang]);
  return (
    <SimpleForm
      validate={validate}
      sx={{ maxWidth: 900 }}
      // Save stays enabled on an untouched form, so a vendor who presses it learns what is missing.
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton alwaysEnable />
          <DeleteIfSaved />
        </Toolbar>
      }
    >
      <ReviewNotice />
      <SchemaInputs node={schema as unknown as SchemaNode} prefix="" />
    </SimpleForm>
  );
};
