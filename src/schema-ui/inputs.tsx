import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InputAdornment from '@mui/material/InputAdornment';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
  useWrappedSource,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Label } from '../../schemas';
import { parseLocalizedNumber } from '../../schemas/digits';
import { useLanguage } from '../i18n/LanguageProvider';
import { SchemaInputs } from './SchemaInputs';
import type { InputProps, SchemaNode } from './types';

export type { InputProps } from './types';

const label = (node: SchemaNode, lang: 'ar' | 'en') => node['x-label']?.[lang];
const helper = (node: SchemaNode, lang: 'ar' | 'en') => node['x-unit']?.[lang] ?? false;

export const TextField = ({ node, ctx, multiline = false }: InputProps & { multiline?: boolean }) => {
  const { lang } = useLanguage();
  return (
    <TextInput
      source={ctx.source}
      label={label(node, lang)}
      isRequired={ctx.required}
      helperText={false}
      // Names and descriptions come in either language: each box follows its own text's direction.
      slotProps={{ htmlInput: { dir: 'auto' } }}
      {...(multiline ? { multiline: true, minRows: 3 } : {})}
    />
  );
};

export const LongTextField = (props: InputProps) => <TextField {...props} multiline />;

const formatNumber = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * Numbers are typed into a text input: Chromium's number input refuses Eastern Arabic digits, which
 * Arabic keyboards type, and would hand the form an empty value. `parseLocalizedNumber` reads them.
 */
const NumericInput = ({
  node,
  ctx,
  adornment,
  maxLength,
}: InputProps & { adornment?: string; maxLength?: number }) => {
  const { lang } = useLanguage();
  const textInput = { type: 'text' } as object;
  return (
    <NumberInput
      {...textInput}
      source={ctx.source}
      label={label(node, lang)}
      isRequired={ctx.required}
      helperText={adornment ? false : helper(node, lang)}
      parse={parseLocalizedNumber}
      format={formatNumber}
      slotProps={{
        htmlInput: {
          inputMode: node.type === 'integer' ? 'numeric' : 'decimal',
          autoComplete: 'off',
          maxLength,
        },
        input: adornment
          ? { endAdornment: <InputAdornment position="end">{adornment}</InputAdornment> }
          : undefined,
      }}
    />
  );
};

export const NumberField = (props: InputProps) => <NumericInput {...props} />;

/** A price: the number with its currency beside it, in the reader's language. */
export const MoneyField = (props: InputProps) => {
  const translate = useTranslate();
  return <NumericInput {...props} adornment={translate('product.currency')} />;
};

/** A four-digit year; the schema's minimum and maximum bound it. */
export const YearField = (props: InputProps) => <NumericInput {...props} maxLength={4} />;

export const BooleanField = ({ node, ctx }: InputProps) => {
  const { lang } = useLanguage();
  return <BooleanInput source={ctx.source} label={label(node, lang)} helperText={false} />;
};

export const EnumField = ({ node, ctx }: InputProps) => {
  const { lang } = useLanguage();
  const labels = node['x-enum-labels'] ?? {};
  const unit = node['x-unit']?.[lang];
  const choices = (node.enum ?? []).map((value) => ({
    id: value,
    name: labels[String(value)]?.[lang] ?? (unit ? `${value} ${unit}` : String(value)),
  }));
  return (
    <SelectInput
      source={ctx.source}
      label={label(node, lang)}
      isRequired={ctx.required}
      choices={choices}
      helperText={false}
    />
  );
};

/** A choice from a reference list; a dependent list (model of a brand) follows its parent field. */
export const ReferenceField = ({ node, ctx }: InputProps) => {
  const { lang } = useLanguage();
  const parentField = node['x-reference-parent'];
  // Inside a list (suitable cars) the parent is this row's brand: the iterator's source context
  // turns `brand` into `suitableCars.2.brand`.
  const wrappedParent = useWrappedSource([ctx.parentSource, parentField].filter(Boolean).join('.'));
  const parentSource = parentField ? wrappedParent : '';
  const parentValue = useWatch({ name: parentSource || '__none__', disabled: !parentSource });
  return (
    <ReferenceInput
      source={ctx.source}
      reference={node['x-reference']!}
      filter={parentSource ? { parentId: parentValue ?? '' } : {}}
      perPage={500}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <AutocompleteInput
        label={label(node, lang)}
        isRequired={ctx.required}
        optionText={(r: { name: Label }) => r.name[lang]}
        disabled={Boolean(parentSource) && !parentValue}
        helperText={false}
      />
    </ReferenceInput>
  );
};

export const ObjectField = ({ node, ctx }: InputProps) => {
  const { lang } = useLanguage();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label(node, lang)}
      </Typography>
      {/* Parts of one measure (width, length, depth) sit side by side, and stack on a phone. */}
      <Box
        sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' }}
      >
        <SchemaInputs node={node} prefix={ctx.source} />
      </Box>
    </Box>
  );
};

export const ArrayField = ({ node, ctx }: InputProps) => {
  const { lang } = useLanguage();
  return (
    <ArrayInput source={ctx.source} label={label(node, lang)}>
      <SimpleFormIterator inline disableReordering>
        {node.items?.type === 'object' ? (
          <SchemaInputs node={node.items} prefix="" />
        ) : (
          <TextInput source="" label={label(node, lang)} helperText={false} />
        )}
      </SimpleFormIterator>
    </ArrayInput>
  );
};

/** What no registry entry renders: loud in development, so a schema node is never silently dropped. */
export const UnknownField = ({ ctx }: InputProps) =>
  import.meta.env.DEV ? (
    <Typography color="error" role="alert">
      No input renders the schema node at “{ctx.source}”.
    </Typography>
  ) : null;
