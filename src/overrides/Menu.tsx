import { deferredWhileClosed } from './deferred-overlays';

/** MUI's Menu (the account, language and filter menus), fetched when first needed. */
export default deferredWhileClosed('Menu');
