import { PRODUCT_SERVER_FIELDS, type Label, type Lang, type ProductSchema } from '../../schemas';
import type { ReferenceKind } from '../../schemas/references';

/** One spreadsheet column: a leaf of the product schema. */
export type Column = {
  /** Dotted path in the product body: `name`, `size.width`. */
  path: string;
  label: Label;
  required: boolean;
  kind: 'text' | 'number' | 'integer' | 'enum' | 'reference' | 'links';
  /** Enum keys with their labels (an enum without labels shows its keys). */
  choices?: { value: string | number; label: Label }[];
  reference?: ReferenceKind;
  /** The path of the column whose value narrows this reference (a car model's brand). */
  referenceParent?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  unit?: Label;
  /** SKUs and other codes: a text column, so Excel keeps leading zeros. */
  code: boolean;
  /**
   * One language of a translatable text (`description.en`), with the text's own path and label: a
   * file may also hold it in one column under that label, in whichever language (`any`).
   */
  translation?: { lang: Lang | 'any'; path: string; label: Label; required: boolean };
};

type Node = {
  type?: string | readonly string[];
  properties?: Record<string, Node>;
  required?: readonly string[];
  items?: Node;
  enum?: readonly (string | number)[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  'x-label'?: Label;
  'x-enum-labels'?: Record<string, Label>;
  'x-reference'?: ReferenceKind;
  'x-reference-parent'?: string;
  'x-unit'?: Label;
  'x-widget'?: string;
  'x-read-only'?: boolean;
  'x-translatable'?: boolean;
};

const kindOf = (node: Node): Column['kind'] | null => {
  if (node['x-reference']) return 'reference';
  if (node.enum) return 'enum';
  if (node.type === 'integer') return 'integer';
  if (node.type === 'number') return 'number';
  if (node.type === 'string') return 'text';
  // A list of links (images) fits one cell; a list of objects (suitable cars) does not.
  if (node.type === 'array' && node.items?.type === 'string') return 'links';
  return null;
};

/**
 * The spreadsheet columns of a product type, in the form's order, read from its schema: a field a
 * support person adds to the schema becomes a column of the template, the check and the import.
 * Nested objects give one column per field (the tire size: width, length, depth); lists of
 * objects (suitable cars) are left to the form.
 */
export const columnsFor = (schema: ProductSchema): Column[] => {
  const columns: Column[] = [];
  const walk = (node: Node, prefix: string, requiredHere: boolean, parentLabel: Label | null) => {
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      if (!prefix && PRODUCT_SERVER_FIELDS.includes(key)) continue;
      if (child['x-read-only']) continue;
      const path = prefix ? `${prefix}.${key}` : key;
      const required = requiredHere && (node.required ?? []).includes(key);
      if (child['x-translatable']) {
        // One column per language ("Product description in Arabic"): either, or both, may be filled.
        for (const lang of ['ar', 'en'] as const) {
          const part = child.properties![lang];
          columns.push({
            path: `${path}.${lang}`,
            label: part['x-label']!,
            required: false,
            kind: 'text',
            maxLength: part.maxLength,
            code: false,
            translation: { lang, path, label: child['x-label']!, required },
          });
        }
        continue;
      }
      if (child.type === 'object') {
        walk(child, path, required, child['x-label'] ?? null);
        continue;
      }
      const kind = kindOf(child);
      if (!kind) continue;
      const label = child['x-label'] ?? { en: key, ar: key };
      columns.push({
        path,
        label,
        required,
        kind,
        choices: child.enum?.map((value) => ({
          value,
          label: child['x-enum-labels']?.[String(value)] ?? { en: String(value), ar: String(value) },
        })),
        reference: child['x-reference'],
        referenceParent: child['x-reference-parent']
          ? prefix
            ? `${prefix}.${child['x-reference-parent']}`
            : child['x-reference-parent']
          : undefined,
        minimum: child.minimum,
        maximum: child.maximum,
        maxLength: child.maxLength ?? child.items?.maxLength,
        unit: child['x-unit'],
        code: child['x-widget'] === 'code',
      });
      // Two columns with one label (a length here and there) are told apart by their parent's.
      if (parentLabel && columns.some((c) => c !== columns.at(-1) && c.label.en === label.en))
        columns[columns.length - 1].label = {
          en: `${parentLabel.en} – ${label.en}`,
          ar: `${parentLabel.ar} – ${label.ar}`,
        };
    }
  };
  walk(schema as unknown as Node, '', true, null);
  return columns;
};

/** A column's header cell: its label in the language, with its unit, and `*` when required. */
export const headerOf = (column: Column, lang: keyof Label) =>
  `${column.label[lang]}${column.unit ? ` (${column.unit[lang]})` : ''}${column.required ? ' *' : ''}`;
