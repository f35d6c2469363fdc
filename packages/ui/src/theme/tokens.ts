/**
 * Raw design values. Everything the components use is read through the theme
 * contract (`vars.css.ts`); these plain values feed the light theme, the token
 * documentation and the contrast tests.
 */

export const palette = {
  white: '#ffffff',
  neutral: {
    50: '#f8fafc',
    100: '#f1f5f9',
    200: '#e2e8f0',
    300: '#cbd5e1',
    400: '#94a3b8',
    500: '#64748b',
    600: '#475569',
    700: '#334155',
    800: '#1e293b',
    900: '#0f172a',
  },
  brand: {
    50: '#eff5ff',
    100: '#dbe7fe',
    200: '#bfd4fd',
    500: '#3b6ff0',
    600: '#1d4ed8',
    700: '#1e40af',
    800: '#1e3a8a',
    900: '#172554',
  },
  green: { 50: '#ecfdf3', 200: '#a7f3c6', 600: '#15803d', 700: '#166534' },
  amber: { 50: '#fffbeb', 200: '#fde68a', 600: '#b45309', 700: '#92400e' },
  red: { 50: '#fef2f2', 200: '#fecaca', 600: '#dc2626', 700: '#b91c1c' },
  cyan: { 50: '#ecfeff', 200: '#a5f3fc', 600: '#0e7490', 700: '#155e75' },
} as const;

/** Semantic colours of the light theme: what each value is for, not what it looks like. */
export const colors = {
  background: palette.white,
  backgroundSubtle: palette.neutral[50],
  backgroundMuted: palette.neutral[100],
  surface: palette.white,
  text: palette.neutral[900],
  textMuted: palette.neutral[600],
  textInverse: palette.white,
  border: palette.neutral[200],
  borderStrong: palette.neutral[500],
  primary: palette.brand[600],
  primaryHover: palette.brand[700],
  primaryActive: palette.brand[800],
  primarySubtle: palette.brand[50],
  primarySubtleHover: palette.brand[100],
  primaryText: palette.brand[700],
  focusRing: palette.brand[600],
  successSubtle: palette.green[50],
  successBorder: palette.green[200],
  successStrong: palette.green[600],
  successText: palette.green[700],
  warningSubtle: palette.amber[50],
  warningBorder: palette.amber[200],
  warningStrong: palette.amber[600],
  warningText: palette.amber[700],
  dangerSubtle: palette.red[50],
  dangerBorder: palette.red[200],
  dangerStrong: palette.red[600],
  dangerText: palette.red[700],
  infoSubtle: palette.cyan[50],
  infoBorder: palette.cyan[200],
  infoStrong: palette.cyan[600],
  infoText: palette.cyan[700],
  overlay: 'rgb(15 23 42 / 0.55)',
} as const;

export type ColorToken = keyof typeof colors;

/**
 * Foreground/background pairs that components actually render, with the WCAG 2.2
 * level each must reach: 4.5 for body text, 3 for large text and UI parts.
 */
export const contrastPairs: ReadonlyArray<{
  foreground: ColorToken;
  background: ColorToken;
  minimum: 4.5 | 3;
  usage: string;
}> = [
  { foreground: 'text', background: 'background', minimum: 4.5, usage: 'Body text' },
  { foreground: 'text', background: 'backgroundSubtle', minimum: 4.5, usage: 'Text on subtle sections' },
  { foreground: 'text', background: 'backgroundMuted', minimum: 4.5, usage: 'Text on muted surfaces' },
  { foreground: 'textMuted', background: 'background', minimum: 4.5, usage: 'Secondary text' },
  { foreground: 'textMuted', background: 'backgroundSubtle', minimum: 4.5, usage: 'Secondary text on subtle sections' },
  { foreground: 'textMuted', background: 'backgroundMuted', minimum: 4.5, usage: 'Secondary text on muted surfaces' },
  { foreground: 'textInverse', background: 'primary', minimum: 4.5, usage: 'Primary button label' },
  { foreground: 'textInverse', background: 'primaryHover', minimum: 4.5, usage: 'Primary button label, hovered' },
  { foreground: 'primaryText', background: 'background', minimum: 4.5, usage: 'Links, outline and ghost buttons' },
  { foreground: 'primaryText', background: 'primarySubtle', minimum: 4.5, usage: 'Secondary button label' },
  {
    foreground: 'primaryText',
    background: 'primarySubtleHover',
    minimum: 4.5,
    usage: 'Secondary button label, hovered',
  },
  { foreground: 'borderStrong', background: 'background', minimum: 3, usage: 'Input borders' },
  { foreground: 'focusRing', background: 'background', minimum: 3, usage: 'Focus ring' },
  { foreground: 'successText', background: 'successSubtle', minimum: 4.5, usage: 'Success message' },
  { foreground: 'warningText', background: 'warningSubtle', minimum: 4.5, usage: 'Warning message' },
  { foreground: 'dangerText', background: 'dangerSubtle', minimum: 4.5, usage: 'Error message' },
  { foreground: 'dangerText', background: 'background', minimum: 4.5, usage: 'Field error text' },
  { foreground: 'infoText', background: 'infoSubtle', minimum: 4.5, usage: 'Information message' },
  { foreground: 'textInverse', background: 'successStrong', minimum: 4.5, usage: 'Text on solid success' },
  { foreground: 'textInverse', background: 'dangerStrong', minimum: 4.5, usage: 'Text on solid danger' },
  { foreground: 'successStrong', background: 'background', minimum: 3, usage: 'Success icon' },
  { foreground: 'warningStrong', background: 'background', minimum: 3, usage: 'Warning icon' },
  { foreground: 'dangerStrong', background: 'background', minimum: 3, usage: 'Danger icon' },
  { foreground: 'infoStrong', background: 'background', minimum: 3, usage: 'Info icon' },
];

export const fontFamilies = {
  body: "'Inter Variable', 'Inter', 'Inter Fallback', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
} as const;

export const fontWeights = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;

export const lineHeights = {
  tight: '1.15',
  snug: '1.35',
  normal: '1.6',
} as const;

export const space = {
  '0': '0',
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.25rem',
  '6': '1.5rem',
  '8': '2rem',
  '10': '2.5rem',
  '12': '3rem',
  '16': '4rem',
  '20': '5rem',
  '24': '6rem',
} as const;

export const radii = {
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  full: '9999px',
} as const;

export const shadows = {
  sm: '0 1px 2px rgb(15 23 42 / 0.06), 0 1px 3px rgb(15 23 42 / 0.1)',
  md: '0 4px 6px -1px rgb(15 23 42 / 0.08), 0 2px 4px -2px rgb(15 23 42 / 0.08)',
  lg: '0 12px 24px -6px rgb(15 23 42 / 0.14), 0 4px 8px -4px rgb(15 23 42 / 0.08)',
} as const;

export const zIndices = {
  base: '0',
  dropdown: '1000',
  sticky: '1100',
  overlay: '1300',
  modal: '1400',
  popover: '1500',
  toast: '1700',
} as const;

export const durations = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
} as const;

export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)',
} as const;

/** Minimum widths in pixels. Media queries cannot read CSS variables, so these stay plain numbers. */
export const breakpoints = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;

export const tokens = {
  colors,
  fontFamilies,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  radii,
  shadows,
  zIndices,
  durations,
  easings,
  breakpoints,
} as const;
