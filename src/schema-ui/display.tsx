import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import { Code, Money, numberFormat, ReferenceName, Stock, TranslatedText, WithUnit } from './fields';
import { useLanguage } from '../i18n/LanguageProvider';
import { pickBest } from './rank';
import { useReferenceList } from './reference-list';
import type { SchemaNode } from './types';

/** Reads `a.0.b` out of a record. */
export const valueAt = (record: unknown, source: string): unknown =>
  source.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], record);

/** `compact`: one short line, as a list's cell shows it (the details page shows all). */
export type DisplayProps = { node: SchemaNode; source: string; value: unknown; compact?: boolean };

/** An entry ranks how well it shows a node's value (0: not at all); the highest rank wins. */
export type DisplayEntry = {
  name: string;
  rank: (node: SchemaNode) => number;
  Display: ComponentType<DisplayProps>;
};

const Text = ({ value }: DisplayProps) => <bdi>{String(value)}</bdi>;

const NumberValue = ({ value }: DisplayProps) => {
  const { lang } = useLanguage();
  return typeof value === 'number' ? (
    <bdi>{numberFormat(lang).format(value)}</bdi>
  ) : (
    <Text value={value} node={{}} source="" />
  );
};

const YesNo = ({ value }: DisplayProps) => {
  const translate = useTranslate();
  return <span>{translate(value ? 'product.yes' : 'product.no')}</span>;
};

const EnumLabel = ({ node, value }: DisplayProps) => {
  const { lang } = useLanguage();
  const label = node['x-enum-labels']?.[String(value)]?.[lang];
  if (label) return <span>{label}</span>;
  return node['x-unit'] ? <WithUnit value={value} unit={node['x-unit']} /> : <bdi>{String(value)}</bdi>;
};

const Unit = ({ node, value }: DisplayProps) => <WithUnit value={value} unit={node['x-unit']!} />;

/**
 * A brand's or category's name: found in its reference list once that is read (a product list
 * reads it beside its rows), else asked for by id through react-admin, whichever comes first.
 */
const Reference = ({ node, source, value }: DisplayProps) => {
  const item = useReferenceList(node['x-reference']!)?.find((r) => String(r.id) === String(value));
  if (item) return <ReferenceName record={item} />;
  return (
    <ReferenceField source={source} reference={node['x-reference']!} link={false}>
      <ReferenceName />
    </ReferenceField>
  );
};

const Images = ({ value }: DisplayProps) => (
  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
    {(value as string[]).map((src) => (
      <Box
        key={src}
        component="img"
        src={src}
        alt=""
        loading="lazy"
        sx={{ width: 120, height: 120, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 1 }}
      />
    ))}
  </Box>
);

/** `Width: 205 · Length: 55 · Depth: 16`, each part shown by its own entry. */
const ObjectValue = ({ node, source }: DisplayProps) => {
  const { lang } = useLanguage();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
      {Object.entries(node.properties ?? {}).map(([key, child]) => (
        <span key={key}>
          {child['x-label']?.[lang]}: <SchemaValue node={child} source={`${source}.${key}`} />
        </span>
      ))}
    </Box>
  );
};

/** One line per item: a suitable car reads "Toyota Corolla 2020". */
const ArrayValue = ({ node, source, value }: DisplayProps) => {
  const items = node.items ?? {};
  return (
    <Box component="ul" sx={{ m: 0, paddingInlineStart: 2 }}>
      {(value as unknown[]).map((_, i) => (
        <li key={i}>
          {items.properties ? (
            Object.keys(items.properties).map((key) => (
              <Box key={key} component="span" sx={{ marginInlineEnd: 1 }}>
                <SchemaValue node={items.properties![key]} source={`${source}.${i}.${key}`} />
              </Box>
            ))
          ) : (
            <SchemaValue node={items} source={`${source}.${i}`} />
          )}
        </li>
      ))}
    </Box>
  );
};

const Translated = ({ value }: DisplayProps) => <TranslatedText value={value} />;

/** `'{width}/{length} R{depth}'` filled from the object's parts; null when one is missing. */
const summaryOf = (template: string, value: unknown) => {
  const parts = value as Record<string, unknown>;
  let complete = true;
  const text = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const part = parts?.[key];
    if (part === undefined || part === null || part === '') complete = false;
    return String(part ?? '');
  });
  return complete ? text : null;
};

/** "185/65 R14" as shops write it; on the details page its parts follow, under the schema's labels. */
const Summary = (props: DisplayProps) => {
  const text = summaryOf(props.node['x-summary']!, props.value);
  if (!text) return <ObjectValue {...props} />;
  if (props.compact) return <bdi style={{ whiteSpace: 'nowrap' }}>{text}</bdi>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2 }}>
      <Box component="bdi" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {text}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        <ObjectValue {...props} />
      </Box>
    </Box>
  );
};

const Unknown = ({ source }: DisplayProps) =>
  import.meta.env.DEV ? (
    <Typography color="error" role="alert" component="span">
      No field shows the schema node at “{source}”.
    </Typography>
  ) : null;

const is = (type: string) => (node: SchemaNode) => node.type === type;

/** Adding a way to show a value means adding an entry here; lists and the product page both use it. */
export const displayRegistry: DisplayEntry[] = [
  { name: 'text', rank: (n) => (is('string')(n) ? 1 : 0), Display: Text },
  { name: 'number', rank: (n) => (is('number')(n) || is('integer')(n) ? 1 : 0), Display: NumberValue },
  { name: 'boolean', rank: (n) => (is('boolean')(n) ? 1 : 0), Display: YesNo },
  { name: 'year', rank: (n) => (n['x-widget'] === 'year' ? 3 : 0), Display: Text },
  { name: 'unit', rank: (n) => (n['x-unit'] ? 3 : 0), Display: Unit },
  {
    name: 'money',
    rank: (n) => (n['x-widget'] === 'money' ? 3 : 0),
    Display: ({ value }) => <Money value={value} />,
  },
  {
    name: 'code',
    rank: (n) => (n['x-widget'] === 'code' ? 3 : 0),
    Display: ({ value }) => <Code value={value} />,
  },
  {
    name: 'stock',
    rank: (n) => (n['x-widget'] === 'stock' ? 3 : 0),
    Display: ({ value }) => <Stock quantity={Number(value)} />,
  },
  { name: 'enum', rank: (n) => (n.enum ? 4 : 0), Display: EnumLabel },
  { name: 'reference', rank: (n) => (n['x-reference'] ? 5 : 0), Display: Reference },
  { name: 'images', rank: (n) => (n['x-widget'] === 'images' && is('array')(n) ? 3 : 0), Display: Images },
  { name: 'object', rank: (n) => (is('object')(n) && n.properties ? 2 : 0), Display: ObjectValue },
  { name: 'array', rank: (n) => (is('array')(n) && n.items ? 2 : 0), Display: ArrayValue },
  { name: 'translatable', rank: (n) => (n['x-translatable'] ? 6 : 0), Display: Translated },
  { name: 'summary', rank: (n) => (is('object')(n) && n['x-summary'] ? 3 : 0), Display: Summary },
];

const unknown: DisplayEntry = { name: 'unknown', rank: () => 0, Display: Unknown };

export const pickDisplay = (node: SchemaNode, registry = displayRegistry): DisplayEntry =>
  pickBest(registry, [node], unknown);

/** The value of one schema node in the current record, read-only, in the language on screen. */
export const SchemaValue = ({
  node,
  source,
  compact,
}: {
  node: SchemaNode;
  source: string;
  compact?: boolean;
}) => {
  const record = useRecordContext();
  const value = valueAt(record, source);
  const empty =
    value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);
  if (empty) return <span aria-label="—">–</span>;
  const { Display } = pickDisplay(node);
  return <Display node={node} source={source} value={value} compact={compact} />;
};
