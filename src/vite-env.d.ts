/// <reference types="vite/client" />

/** Product validators precompiled from the schemas at build time (see vite.config.ts). */
declare module 'virtual:schema-validators/products' {
  import type { ValidateFunction } from 'ajv';
  const validators: Record<string, ValidateFunction>;
  export = validators;
}

/** The account forms' validators, precompiled the same way. */
declare module 'virtual:schema-validators/forms' {
  import type { ValidateFunction } from 'ajv';
  const validators: Record<string, ValidateFunction>;
  export = validators;
}

declare module 'jsonexport/dist/index.js' {
  const jsonExport: (data: unknown, callback: (error: Error | null, csv: string) => void) => void;
  export default jsonExport;
}

/** MUI's own components, behind the stand-ins fetched when first needed (src/overrides/mui-overlays.tsx). */
declare module 'mawrid:mui/overlays' {
  export { default as Popper } from '@mui/material/Popper';
  export { default as Modal } from '@mui/material/Modal';
  export { default as Dialog } from '@mui/material/Dialog';
  export { default as Menu } from '@mui/material/Menu';
  export { default as Snackbar } from '@mui/material/Snackbar';
  export { default as DialogTitle } from '@mui/material/DialogTitle';
  export { default as DialogContent } from '@mui/material/DialogContent';
  export { default as DialogContentText } from '@mui/material/DialogContentText';
  export { default as DialogActions } from '@mui/material/DialogActions';
  export { default as Input } from '@mui/material/Input';
  export { default as FilledInput } from '@mui/material/FilledInput';
  export { default as Grow } from '@mui/material/Grow';
}

/** react-admin's own stand-in table, by its file (src/overrides/DataTableLoading.tsx). */
declare module 'mawrid:ra-ui-materialui/DataTableLoading' {
  export { DataTableLoading } from 'ra-ui-materialui';
}

/** ra-core's CSV download, by its file (src/overrides/defaultExporter.ts). */
declare module 'mawrid:ra-core/downloadCSV' {
  export const downloadCSV: (csv: string, filename?: string) => void;
}
