import type { ComponentType } from 'react';
import { preloadable } from '../preloadable';
import { pickBest } from './rank';
import type { InputEntry } from './registry-types';
import type { InputProps, NodeContext, SchemaNode } from './types';

export type { InputEntry } from './registry-types';

/**
 * The inputs are code of their own: a list shows none until a filter is added (ProductList gives
 * it a placeholder meanwhile), and a form fetches them with its own code (`preloadInputs`).
 */
type Inputs = typeof import('./inputs');
let inputs: Promise<Inputs> | null = null;
const loadInputs = () =>
  (inputs ??= import('./inputs').catch((error: unknown) => {
    inputs = null; // a failed fetch is tried again by the next input that needs it
    throw error;
  }));

const lazyInputs: { preload: () => Promise<unknown> }[] = [];
const lazyInput = (load: () => Promise<ComponentType<InputProps>>) => {
  const Input = preloadable<InputProps, { default: ComponentType<InputProps> }>(() =>
    load().then((component) => ({ default: component })),
  );
  lazyInputs.push(Input);
  return Input;
};
const fromInputs = (name: Exclude<keyof Inputs, 'InputProps'>) =>
  lazyInput(() => loadInputs().then((m) => m[name]));

const TextField = fromInputs('TextField');
const LongTextField = fromInputs('LongTextField');
const NumberField = fromInputs('NumberField');
const MoneyField = fromInputs('MoneyField');
const YearField = fromInputs('YearField');
const BooleanField = fromInputs('BooleanField');
const EnumField = fromInputs('EnumField');
const ReferenceField = fromInputs('ReferenceField');
const ObjectField = fromInputs('ObjectField');
const ArrayField = fromInputs('ArrayField');
const UnknownField = fromInputs('UnknownField');
const ImagesInput = lazyInput(() => import('./ImagesInput').then((m) => m.ImagesInput));
const TranslatableInput = lazyInput(() => import('./TranslatableInput').then((m) => m.default));

/** Fetches every input's code, so that a form renders them at once. */
export const preloadInputs = () => Promise.all(lazyInputs.map((input) => input.preload()));

const is = (type: string) => (node: SchemaNode) => node.type === type;

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
