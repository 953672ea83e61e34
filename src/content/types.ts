import type { Label } from '../../schemas/labels';

/**
 * Long texts live here rather than in the i18n catalogues, so only the page that shows them loads
 * them. Every text is a `{ en, ar }` pair: a missing translation is a type error, not a blank.
 */
export type Text = Label;

/** A paragraph, or a bulleted list when it is an array. */
export type Block = Text | readonly Text[];

export type Section = {
  /** The anchor of the section (`/privacy#rights`): stable across languages. */
  id: string;
  heading: Text;
  body: readonly Block[];
  /** Ends the section with the marketplace's contact details (from configuration, D11). */
  contact?: boolean;
};

/** About, Privacy and Terms: shown on the public site and in the dashboard from the same module. */
export type InfoDocument = {
  title: Text;
  /** ISO date of the last change, shown as "Last updated". */
  updated?: string;
  intro: readonly Text[];
  sections: readonly Section[];
};

export type Faq = { id: string; question: Text; answer: readonly Block[] };

export type FaqDocument = { title: Text; intro: Text; items: readonly Faq[] };

export const isList = (block: Block): block is readonly Text[] => Array.isArray(block);
