import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  ArrayInput,
  AutocompleteInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Label } from '../../schemas';
import { useLanguage } from '../i18n/LanguageProvider';
import { SchemaInputs } from './SchemaInputs';
import type { NodeContext, SchemaNode } from './types';

export type InputProps = { node: SchemaNode; ctx: NodeContext };

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
      {...(multiline ? { multiline: true, minRows: 3 } : {})}
    />
  );
};

export const LongTextField = (props: InputProps) => <TextField {...props} multiline />;

export const NumberField = ({ node, ctx }: InputProps) => {
  const { lang } = useLanguage();
  return (
    <NumberInput
      source={ctx.source}
      label={label(node, lang)}
      isRequired={ctx.required}
      helperText={helper(node, lang)}
    />
  );
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
  const parentSource = parentField ? [ctx.parentSource, parentField].filter(Boolean).join('.') : '';
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
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
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
