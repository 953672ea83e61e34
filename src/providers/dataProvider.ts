import type { DataProvider, GetListParams, GetListResult } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { API_URL, httpClient } from './httpClient';
import { getToken } from './session';

/** ra-data-simple-rest over our HTTP client: the API follows its conventions (see server/routes). */
const rest = simpleRestProvider(API_URL, httpClient);

type ListQuery = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;

/** An answer asked for early is only taken while it is this fresh, and once. */
const EARLY_MS = 10_000;
const early = new Map<string, { at: number; token: string | null; result: Promise<GetListResult> }>();

/** Same list, same key, whatever order the objects were built in. */
const sorted = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
      )
    : value;
const keyOf = (resource: string, { pagination, sort, filter }: ListQuery) =>
  JSON.stringify(sorted([resource, pagination, sort, filter ?? {}]));

/**
 * Asks for a list the first page is about to ask for, before that page's code has even loaded: the
 * page then takes this answer instead of asking again (see src/first-page-data.ts).
 */
export const requestListEarly = (resource: string, query: ListQuery) => {
  const result = rest.getList(resource, query);
  result.catch(() => {}); // a failure is the page's to show when it asks, as if it had asked itself
  early.set(keyOf(resource, query), { at: Date.now(), token: getToken(), result });
};

const takeEarly = (resource: string, params: GetListParams) => {
  const key = keyOf(resource, params);
  const found = early.get(key);
  if (!found) return null;
  early.delete(key);
  return Date.now() - found.at < EARLY_MS && found.token === getToken() ? found.result : null;
};

export const dataProvider: DataProvider = {
  ...rest,
  getList: (resource, params) => takeEarly(resource, params) ?? rest.getList(resource, params),
};
