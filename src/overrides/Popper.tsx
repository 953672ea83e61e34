import { deferredWhileClosed } from './deferred-overlays';

/** MUI's Popper (tooltips, autocomplete lists, date pickers), fetched when first needed. */
export default deferredWhileClosed('Popper');
