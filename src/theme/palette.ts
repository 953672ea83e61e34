import type { PaletteOptions } from '@mui/material/styles';
import type { ColorScheme } from './mode';

/**
 * The colours of both schemes: the same values as the public pages' `light-dark()` pairs
 * (colors.css). Every text colour keeps 4.5:1 or more on the backgrounds it is used on.
 */
export const palettes: Record<ColorScheme, PaletteOptions> = {
  light: {
    mode: 'light',
    primary: { main: '#0b6e4f', dark: '#08523b', contrastText: '#ffffff' },
    secondary: { main: '#f2a541', contrastText: '#1b1b1b' },
    background: { default: '#f5f7f6', paper: '#ffffff' },
    // MUI's defaults read under 4.5:1 as text (chips, dates, hints) on our white and grey-green
    // backgrounds (warning 3.1, info 3.9, secondary text 4.48); these keep every pair at 4.5 or more.
    warning: { main: '#b45309' },
    info: { main: '#0369a1' },
    error: { main: '#c62828' },
    success: { main: '#2e7d32' },
    text: { primary: '#1b2421', secondary: '#5f6360' },
    divider: '#dde5e1',
  },
  dark: {
    mode: 'dark',
    // Lighter tones, read with dark text when they fill a button.
    primary: { main: '#5cc99b', dark: '#3fae80', light: '#8adbb8', contrastText: '#06261a' },
    secondary: { main: '#f2a541', contrastText: '#1b1b1b' },
    background: { default: '#0f1613', paper: '#18211d' },
    warning: { main: '#f5b35c' },
    info: { main: '#7cc4f5' },
    error: { main: '#f28b82' },
    success: { main: '#7bd88f' },
    text: { primary: '#e6eeea', secondary: '#a7b5ae' },
    divider: '#2c3a34',
  },
};
