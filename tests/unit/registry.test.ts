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
      'EnumField',
      'ReferenceField',
      'ObjectField',
      'ArrayField',
      'UnknownField',
    ].map((name) => [name, stub]),
  );
});
const { pickInput } = await import('../../src/schema-ui/registry');

const pick = (node: unknown) =>
  pickInput(node as SchemaNode, { source: 'x', parentSource: '', required: false }).name;

describe('the input registry picks by rank', () => {
  it('gives each kind of schema node its input', () => {
    const tire = tireSchema.properties;
    expect(pick(tire.name)).toBe('text');
    expect(pick(tire.description)).toBe('long-text');
    expect(pick(tire.year)).toBe('number');
    expect(pick(tire.price)).toBe('number');
    expect(pick(tire.tireType)).toBe('enum');
    expect(pick(batterySchema.properties.voltage)).toBe('enum');
    expect(pick(tire.brand)).toBe('reference');
    expect(pick(carPartSchema.properties.subCategory)).toBe('reference');
    expect(pick(tire.size)).toBe('object');
    expect(pick(tire.suitableCars)).toBe('array');
    expect(pick(tire.images)).toBe('array');
  });

  it('names what nothing renders instead of dropping it', () => {
    expect(pick({ type: 'null' })).toBe('unknown');
    expect(pick({})).toBe('unknown');
  });
});
