import { deferredWhileClosed } from './deferred-overlays';

/** MUI's Modal (under dialogs, menus and the phone's sidebar), fetched when first needed. */
export default deferredWhileClosed('Modal');
