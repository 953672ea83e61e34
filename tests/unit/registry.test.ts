import { describe, expect, it, vi } from 'vitest';
import { batterySchema, carPartSchema, tireSchema } from '../../schemas';
import type { SchemaNode } from '../../src/schema-ui/types';

// The registry's components come from react-admin; only the choice of entry is under test here.
vi.mock('../../src/schema-ui/inputs', () => {
  const stub = () => null;
  return Object.fromEntries(
    [
      'TextField',
      'LongTextField',
      'NumberField',
      'MoneyField',
      'YearField',
      'BooleanField',
      'EnumField',
      'ReferenceField',
      'ObjectField',
      'ArrayField',
      'UnknownField',
    ].map((name) => [name, stub]),
  );
});
vi.mock('../../src/schema-ui/ImagesInput', () => ({ ImagesInput: () => null }));
const { pickInput } = await import('../../src/schema-ui/registry');

const pick = (node: unknown) =>
  pickInput(node as SchemaNode, { source: 'x', parentSource: '', required: false }).name;

describe('the input registry picks by rank', () => {
  it('gives each kind of schema node its input', () => {
    const tire = tireSchema.properties;
    expect(pick({ type: 'string' })).toBe('text');
    expect(pick(tire.name)).toBe('translatable');
    expect(pick(tire.description)).toBe('translatable');
    expect(pick(carPartSchema.properties.color)).toBe('translatable');
    expect(pick({ type: 'string', 'x-widget': 'textarea' })).toBe('long-text');
    expect(pick(tire.year)).toBe('year');
    expect(pick(tire.quantity)).toBe('number');
    expect(pick(tire.size.properties.width)).toBe('number');
    expect(pick(tire.price)).toBe('money');
    expect(pick({ type: 'boolean' })).toBe('boolean');
    expect(pick(tire.tireType)).toBe('enum');
    expect(pick(batterySchema.properties.voltage)).toBe('enum');
    expect(pick(tire.brand)).toBe('reference');
    expect(pick(carPartSchema.properties.subCategory)).toBe('reference');
    expect(pick(tire.size)).toBe('object');
    expect(pick(tire.suitableCars)).toBe('array');
    expect(pick(tire.images)).toBe('images');
    expect(pick({ type: 'array', items: { type: 'string' } })).toBe('array');
  });

  it('names what nothing renders instead of dropping it', () => {
    expect(pick({ type: 'null' })).toBe('unknown');
    expect(pick({})).toBe('unknown');
  });
});

vi.mock('react-admin', () => ({
  ReferenceField: () => null,
  useRecordContext: () => null,
  useTranslate: () => null,
}));
vi.mock('../../src/i18n/LanguageProvider', () => ({ useLanguage: () => ({ lang: 'en' }) }));
const { pickDisplay } = await import('../../src/schema-ui/display');
const shown = (node: unknown) => pickDisplay(node as SchemaNode).name;

describe('the display registry picks by rank, for lists and the product page', () => {
  it('gives each kind of schema node its way of showing a value', () => {
    const tire = tireSchema.properties;
    expect(shown({ type: 'string' })).toBe('text');
    expect(shown(tire.name)).toBe('translatable');
    expect(shown(tire.sku)).toBe('code');
    expect(shown(tire.quantity)).toBe('stock');
    expect(shown(tire.price)).toBe('money');
    expect(shown(tire.year)).toBe('year');
    expect(shown(tire.tireType)).toBe('enum');
    expect(shown(batterySchema.properties.voltage)).toBe('enum');
    expect(shown(carPartSchema.properties.weight)).toBe('unit');
    expect(shown(carPartSchema.properties.engineCapacity)).toBe('unit');
    expect(shown(tire.brand)).toBe('reference');
    expect(shown(tire.size)).toBe('summary');
    expect(shown(carPartSchema.properties.dimensions)).toBe('object');
    expect(shown(tire.description)).toBe('translatable');
    expect(shown(carPartSchema.properties.material)).toBe('translatable');
    expect(shown(tire.suitableCars)).toBe('array');
    expect(shown(tire.images)).toBe('images');
    expect(shown(tire.size.properties.width)).toBe('number');
    expect(shown({ type: 'boolean' })).toBe('boolean');
  });

  it('names what nothing shows instead of leaving a blank', () => {
    expect(shown({ type: 'null' })).toBe('unknown');
  });
});
