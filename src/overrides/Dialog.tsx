import { deferredWhileClosed } from './deferred-overlays';

/** MUI's Dialog (confirmations), fetched when first needed. */
export default deferredWhileClosed('Dialog');
