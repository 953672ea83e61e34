import { lazy } from 'react';
import { ImagesInput } from './ImagesInput';
import {
  ArrayField,
  BooleanField,
  EnumField,
  LongTextField,
  MoneyField,
  NumberField,
  ObjectField,
  ReferenceField,
  TextField,
  UnknownField,
  YearField,
} from './inputs';
import { pickBest } from './rank';
import type { InputEntry } from './registry-types';
import type { NodeContext, SchemaNode } from './types';

export type { InputEntry } from './registry-types';

const is = (type: string) => (node: SchemaNode) => node.type === type;

// Only forms render it, and they load on their own (views.tsx): the lists stay as light as they were.
const TranslatableInput = lazy(() => import('./TranslatableInput'));

/** Adding a kind of input means adding an entry here, not editing the engine. */
export const inputRegistry: InputEntry[] = [
  { name: 'text', rank: (n) => (is('string')(n) ? 1 : 0), Input: TextField },
  { name: 'number', rank: (n) => (is('number')(n) || is('integer')(n) ? 1 : 0), Input: NumberField },
  { name: 'boolean', rank: (n) => (is('boolean')(n) ? 1 : 0), Input: BooleanField },
  { name: 'long-text', rank: (n) => (n['x-widget'] === 'textarea' ? 3 : 0), Input: LongTextField },
  { name: 'money', rank: (n) => (n['x-widget'] === 'money' ? 3 : 0), Input: MoneyField },
  { name: 'year', rank: (n) => (n['x-widget'] === 'year' ? 3 : 0), Input: YearField },
  { name: 'images', rank: (n) => (n['x-widget'] === 'images' && is('array')(n) ? 3 : 0), Input: ImagesInput },
  { name: 'enum', rank: (n) => (n.enum ? 4 : 0), Input: EnumField },
  { name: 'reference', rank: (n) => (n['x-reference'] ? 5 : 0), Input: ReferenceField },
  { name: 'object', rank: (n) => (is('object')(n) && n.properties ? 2 : 0), Input: ObjectField },
  { name: 'array', rank: (n) => (is('array')(n) && n.items ? 2 : 0), Input: ArrayField },
  { name: 'translatable', rank: (n) => (n['x-translatable'] ? 6 : 0), Input: TranslatableInput },
];

const unknown: InputEntry = { name: 'unknown', rank: () => 0, Input: UnknownField };

export const pickInput = (node: SchemaNode, ctx: NodeContext, registry = inputRegistry): InputEntry =>
  pickBest(registry, [node, ctx], unknown);
