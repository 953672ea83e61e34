import { unstorableTextAt } from '../../schemas/text';
import { badRequest } from '../errors';
import { unstorableText } from '../plugins/input-guard';

/** react-admin's list parameters (ra-data-simple-rest), as they arrive in the query string. */
export const listQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sort: { type: 'string', maxLength: 200 },
    range: { type: 'string', maxLength: 100 },
    filter: { type: 'string', maxLength: 5000 },
  },
} as const;

export type RawListQuery = { sort?: string; range?: string; filter?: string };

/** A JSON query parameter; its text is checked like every other input (the guard saw only its escapes). */
const parseJson = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest();
  }
  const at = unstorableTextAt(value);
  if (at !== null) throw unstorableText(at, 'query');
  return value;
};

// react-admin exports up to 1,000 rows in one request.
export const MAX_PAGE = 1000;

/**
 * Parses and checks sort, range and filter against allow-lists, so that only known field names
 * ever reach a query builder (security.md row 21).
 */
export const parseListQuery = (
  raw: RawListQuery,
  allowed: { sort: readonly string[]; filter: readonly string[]; defaultSort: [string, 'ASC' | 'DESC'] },
) => {
  const sortValue = parseJson(raw.sort) ?? allowed.defaultSort;
  if (!Array.isArray(sortValue) || typeof sortValue[0] !== 'string') throw badRequest();
  const [field, orderText = 'ASC'] = sortValue as [string, unknown];
  if (!allowed.sort.includes(field))
    throw badRequest('errors.badSort', { field: String(field).slice(0, 50) });
  if (orderText !== 'ASC' && orderText !== 'DESC') throw badRequest();

  const filterValue = parseJson(raw.filter) ?? {};
  if (typeof filterValue !== 'object' || filterValue === null || Array.isArray(filterValue))
    throw badRequest();
  const fields: Record<string, unknown> = {};
  let q: string | undefined;
  let id: string[] | undefined;
  for (const [key, value] of Object.entries(filterValue)) {
    if (key === 'q') {
      if (typeof value !== 'string') throw badRequest();
      q = value.trim().slice(0, 200) || undefined;
    } else if (key === 'id') {
      const ids = Array.isArray(value) ? value : [value];
      if (ids.length > MAX_PAGE || !ids.every((v) => typeof v === 'string' || Number.isSafeInteger(v))) {
        throw badRequest();
      }
      id = ids.map((v) => String(v).slice(0, 100));
    } else if (allowed.filter.includes(key)) {
      const values = Array.isArray(value) ? value : [value];
      if (!values.every((v) => ['string', 'number', 'boolean'].includes(typeof v))) throw badRequest();
      if (values.length) fields[key] = value;
    } else {
      throw badRequest('errors.badFilter', { field: key.slice(0, 50) });
    }
  }

  const rangeValue = parseJson(raw.range) ?? [0, Math.min(Math.max((id?.length ?? 25) - 1, 0), MAX_PAGE - 1)];
  if (!Array.isArray(rangeValue) || rangeValue.length !== 2) throw badRequest('errors.badRange');
  const [from, to] = rangeValue.map(Number);
  if (
    !Number.isSafeInteger(from) ||
    !Number.isSafeInteger(to) ||
    from < 0 ||
    to < from ||
    to - from >= MAX_PAGE
  ) {
    throw badRequest('errors.badRange');
  }

  return {
    sort: { field, order: orderText as 'ASC' | 'DESC' },
    range: [from, to] as [number, number],
    filter: { q, id, fields },
  };
};

/** `Content-Range: tires 0-24/319`, which ra-data-simple-rest reads for the total. */
export const contentRange = (resource: string, from: number, count: number, total: number) =>
  `${resource} ${from}-${Math.max(from, from + count - 1)}/${total}`;

/** Record ids of tables keyed by integers; anything else cannot match a row. */
export const integerIds = (ids: string[]) =>
  ids.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0 && n < 2 ** 31);

/** `%text%` for ILIKE, with the user's own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
