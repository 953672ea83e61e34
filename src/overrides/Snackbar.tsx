import { deferredWhileClosed } from './deferred-overlays';

/** MUI's Snackbar (notices), fetched when first needed. */
export default deferredWhileClosed('Snackbar');
