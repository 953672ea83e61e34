import { deferredPart, deferredWhileClosed } from './deferred-overlays';

/**
 * MUI's components that draw nothing until something opens, or that the theme never draws: each
 * is swapped in by vite.config.ts for MUI's own file of that name, and fetched when first needed
 * (see deferred-overlays.tsx).
 */

/** Tooltips, autocomplete lists, date pickers. */
export const Popper = deferredWhileClosed('Popper');
/** Under dialogs, menus and the phone's sidebar. */
export const Modal = deferredWhileClosed('Modal');
/** Confirmations. */
export const Dialog = deferredWhileClosed('Dialog');
/** The account, language and filter menus. */
export const Menu = deferredWhileClosed('Menu');
/** Notices. */
export const Snackbar = deferredWhileClosed('Snackbar');

// A dialog's parts are drawn inside an open dialog only, so their code has come with the dialog's.
export const DialogTitle = deferredPart('DialogTitle');
export const DialogContent = deferredPart('DialogContent');
export const DialogContentText = deferredPart('DialogContentText');
export const DialogActions = deferredPart('DialogActions');

// The standard and filled inputs: every text field and select imports all three variants, and the
// theme asks for the outlined one everywhere (tests/e2e/accessibility.spec.ts checks every page).
export const Input = deferredPart('Input', { muiName: 'Input' });
export const FilledInput = deferredPart('FilledInput', { muiName: 'Input' });

// The transition of tooltips, popovers and menus, drawn inside an open Popper or Modal only.
export const Grow = deferredPart('Grow', { muiSupportAuto: true });
