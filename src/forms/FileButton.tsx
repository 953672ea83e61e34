import Button, { type ButtonProps } from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import type { InputHTMLAttributes } from 'react';

type Props = Omit<ButtonProps<'label'>, 'component' | 'role' | 'tabIndex'> & {
  /** The file input's own attributes: what it accepts, its change handler, its name… */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'style' | 'hidden'>;
};

/**
 * A button that opens the file picker: a label drawn as MUI's button, around the file input itself,
 * which takes the keyboard's focus (Space and Enter open its picker) and which a screen reader
 * announces, named by the label's text. MUI's `component="label"` alone made the label a focusable
 * "button", a role a label may not take (axe: aria-allowed-role). The focus ring shows around the
 * button while the input inside has the focus.
 */
export const FileButton = ({ input, children, sx, ...button }: Props) => (
  <Button
    component="label"
    role={undefined}
    tabIndex={-1}
    sx={[
      { '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } },
      ...(Array.isArray(sx) ? sx : [sx]),
    ]}
    {...button}
  >
    {children}
    <input type="file" {...input} disabled={input.disabled ?? button.disabled} style={visuallyHidden} />
  </Button>
);
