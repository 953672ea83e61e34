import simpleRestProvider from 'ra-data-simple-rest';
import { API_URL, httpClient } from './httpClient';

/** ra-data-simple-rest over our HTTP client: the API follows its conventions (see server/routes). */
export const dataProvider = simpleRestProvider(API_URL, httpClient);
