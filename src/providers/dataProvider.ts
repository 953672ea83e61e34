import type { GetListParams } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { API_URL, getEarly, httpClient } from './httpClient';

/** ra-data-simple-rest over our HTTP client: the API follows its conventions (see server/routes). */
export const dataProvider = simpleRestProvider(API_URL, httpClient);

/** The same requests, sent early (see `getEarly`): the list's own then takes their answers. */
const early = simpleRestProvider(API_URL, getEarly);

/** Asks for a list the first page is about to ask for, while that page's code loads. */
export const requestListEarly = (
  resource: string,
  query: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
) => void early.getList(resource, query).catch(() => {});
