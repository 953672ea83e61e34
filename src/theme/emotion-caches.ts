import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import { rtlWhereNeeded } from './rtl-plugin';

/**
 * MUI's two style caches: the right-to-left one flips every physical property (margin-left →
 * margin-right…). One per process: the build's prerendering reads what a page's render put in them,
 * and in the browser they take over the style tags that page arrived with, by their keys.
 */
export const emotionCaches = {
  rtl: createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlWhereNeeded] }),
  ltr: createCache({ key: 'mui-ltr', stylisPlugins: [prefixer] }),
};
