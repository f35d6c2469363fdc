/**
 * Raw design values. Everything the components use is read through the theme
 * contract (`vars.css.ts`); these plain values feed the light and dark schemes, the token
 * documentation and the contrast tests.
 */

type Scale = Readonly<Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12, string>>;

/**
 * Twelve-step scales in the manner of Radix Colors: every step has one job, so a component picks
 * a step by purpose and stays right when the hue changes.
 * 1–2 app and subtle backgrounds · 3–5 component backgrounds (rest, hover, pressed) ·
 * 6–8 borders (subtle, control, strong or focus) · 9–10 solid fills (rest, hover) ·
 * 11 text that must stay readable on steps 1–5 · 12 high-contrast text.
 */
export const palette = {
  white: '#ffffff',
  /** Brand: the deep teal-blue of the lagoon at Toamasina. Step 9 carries white text. */
  lagoon: {
    1: '#f7ffff',
    2: '#ecfdfe',
    3: '#dbf8fa',
    4: '#caf2f5',
    5: '#baebf0',
    6: '#a8e2e8',
    7: '#93d5dd',
    8: '#76c2cb',
    9: '#037087',
    10: '#026376',
    11: '#04596d',
    12: '#002c37',
  },
  /** Warm accent: Madagascar vanilla, gold flower to cured brown pod. Step 9 carries step 12 text, never white. */
  vanilla: {
    1: '#fffdf6',
    2: '#fff9e7',
    3: '#fcf1d2',
    4: '#f8e8be',
    5: '#f4dfab',
    6: '#edd498',
    7: '#e2c581',
    8: '#d1af62',
    9: '#fdbc3b',
    10: '#f0af28',
    11: '#8b551c',
    12: '#41270d',
  },
  /** Greys tinted toward the lagoon, so text and borders belong to the brand instead of a stock slate. */
  neutral: {
    1: '#fbfdfe',
    2: '#f6f9fb',
    3: '#ecf2f4',
    4: '#e3ebed',
    5: '#d9e3e6',
    6: '#cdd8dc',
    7: '#becacf',
    8: '#a8b6bb',
    9: '#728489',
    10: '#65767c',
    11: '#4c5e64',
    12: '#132025',
  },
  green: {
    1: '#f8fff9',
    2: '#effdf2',
    3: '#dff9e5',
    4: '#d0f4d8',
    5: '#c2eecc',
    6: '#b2e5bf',
    7: '#9fd8ad',
    8: '#85c596',
    9: '#198044',
    10: '#007338',
    11: '#256a3e',
    12: '#14301c',
  },
  /** Leans orange, away from the vanilla accent, so a warning never reads as decoration. */
  amber: {
    1: '#fffcfa',
    2: '#fef7f2',
    3: '#feeee0',
    4: '#ffe4cd',
    5: '#ffd8b8',
    6: '#fecb9e',
    7: '#f8b983',
    8: '#e8a364',
    9: '#c96805',
    10: '#b45c03',
    11: '#984b16',
    12: '#45240f',
  },
  red: {
    1: '#fffcfc',
    2: '#fef7f6',
    3: '#feecea',
    4: '#ffe1de',
    5: '#fed5d1',
    6: '#ffc6c1',
    7: '#ffb1aa',
    8: '#ef9992',
    9: '#cc3336',
    10: '#bc2028',
    11: '#a82d2e',
    12: '#4f1a18',
  },
  /** Information is blue rather than cyan: a cyan would be mistaken for the lagoon brand. */
  blue: {
    1: '#fcfdfe',
    2: '#f5f9fe',
    3: '#e8f2ff',
    4: '#dbebff',
    5: '#cee3fe',
    6: '#bcd9fe',
    7: '#a3cbfe',
    8: '#8ab7f0',
    9: '#0267c7',
    10: '#015ab1',
    11: '#0e5caf',
    12: '#07294f',
  },
} as const satisfies { white: string } & Record<string, Scale | string>;

export type PaletteScale = Exclude<keyof typeof palette, 'white'>;

/**
 * The dark scheme's scales, with the same twelve jobs as `palette`: steps 1–8 lighten from the
 * page background to strong borders, 9–10 are solid fills (white text on the lagoon, green and red
 * fills still reaches 4.5:1), 11 is readable text on steps 1–5 and 12 the brightest text.
 */
export const darkPalette = {
  white: '#ffffff',
  lagoon: {
    1: '#0b1619',
    2: '#0f1d21',
    3: '#0b2b33',
    4: '#07363f',
    5: '#0a424d',
    6: '#12505c',
    7: '#1a616f',
    8: '#1f7788',
    9: '#08768e',
    10: '#0a7f99',
    11: '#6fd0e2',
    12: '#c2eff6',
  },
  vanilla: {
    1: '#15120b',
    2: '#1c180f',
    3: '#2d220d',
    4: '#3a2b0c',
    5: '#473510',
    6: '#564117',
    7: '#6b5223',
    8: '#8a6a2e',
    9: '#fdbc3b',
    10: '#ffcb5c',
    11: '#f6c667',
    12: '#ffe8b5',
  },
  neutral: {
    1: '#0e1416',
    2: '#141b1e',
    3: '#1a2327',
    4: '#202b2f',
    5: '#263237',
    6: '#2e3b40',
    7: '#3a494f',
    8: '#4e6068',
    9: '#65797f',
    10: '#73878d',
    11: '#a8b8bd',
    12: '#e8eff1',
  },
  green: {
    1: '#0d1510',
    2: '#121b16',
    3: '#132b1d',
    4: '#133825',
    5: '#18452d',
    6: '#205336',
    7: '#286541',
    8: '#2f7a4f',
    9: '#23864d',
    10: '#279456',
    11: '#71d595',
    12: '#bff0cf',
  },
  amber: {
    1: '#17120d',
    2: '#1e170f',
    3: '#31200d',
    4: '#42290b',
    5: '#51320e',
    6: '#603d16',
    7: '#764d22',
    8: '#98632d',
    9: '#e9852c',
    10: '#f49640',
    11: '#ffb06e',
    12: '#ffe0c4',
  },
  red: {
    1: '#191112',
    2: '#201415',
    3: '#3a1619',
    4: '#4c171d',
    5: '#5c1d23',
    6: '#6c262c',
    7: '#853238',
    8: '#ab4347',
    9: '#d13d42',
    10: '#dd4c50',
    11: '#ff9a96',
    12: '#ffd3d4',
  },
  blue: {
    1: '#0d1420',
    2: '#111a28',
    3: '#0f2744',
    4: '#0b325c',
    5: '#0f3e6d',
    6: '#174b80',
    7: '#215b96',
    8: '#2a6fb5',
    9: '#2a7fe0',
    10: '#4590e8',
    11: '#80bcff',
    12: '#c9e4ff',
  },
} as const satisfies { [Name in keyof typeof palette]: Name extends 'white' ? string : Scale };

type Palette = typeof palette | typeof darkPalette;

/**
 * The semantic colours both schemes share: each token names the step of a scale it takes, and
 * the step has the same job in the light and the dark palette.
 */
const semanticColors = <P extends Palette>({ white, lagoon, vanilla, neutral, green, amber, red, blue }: P) => ({
  background: white,
  backgroundSubtle: neutral[2],
  backgroundMuted: neutral[3],
  surface: white,
  /** The dark band of the page (the footer), under `textInverse`. */
  surfaceInverse: neutral[12],
  text: neutral[12],
  textMuted: neutral[11],
  /** Text on solid fills and on `surfaceInverse`. */
  textInverse: white,
  border: neutral[6],
  borderStrong: neutral[9],
  primary: lagoon[9],
  primaryHover: lagoon[10],
  primaryActive: lagoon[11],
  primarySubtle: lagoon[3],
  primarySubtleHover: lagoon[4],
  primaryText: lagoon[11],
  accent: vanilla[9],
  accentHover: vanilla[10],
  accentContrast: vanilla[12],
  accentSubtle: vanilla[3],
  accentBorder: vanilla[7],
  accentText: vanilla[11],
  focusRing: lagoon[9],
  successSubtle: green[3],
  successBorder: green[6],
  successStrong: green[9],
  successText: green[11],
  warningSubtle: amber[3],
  warningBorder: amber[6],
  warningStrong: amber[9],
  warningText: amber[11],
  dangerSubtle: red[3],
  dangerBorder: red[6],
  dangerStrong: red[9],
  dangerText: red[11],
  infoSubtle: blue[3],
  infoBorder: blue[6],
  infoStrong: blue[9],
  infoText: blue[11],
  // Neutral 12 (#132025) dimmed: the page behind a dialog darkens toward the brand ink, not to black.
  overlay: 'rgb(19 32 37 / 0.6)',
});

/** Semantic colours of the light scheme: what each value is for, not what it looks like. */
export const colors = semanticColors(palette);

export type ColorToken = keyof typeof colors;

/**
 * Semantic colours of the dark scheme, token for token: the light mapping over `darkPalette`,
 * except where dark needs another step. Surfaces step up in lightness instead of casting shadows,
 * solid fills keep white labels, and text steps come from the light end of each scale.
 */
export const darkColors = {
  ...semanticColors(darkPalette),
  background: darkPalette.neutral[1],
  surface: darkPalette.neutral[2],
  surfaceInverse: darkPalette.lagoon[2],
  // A pressed fill darkens toward the page, which in dark is a lower step.
  primaryActive: darkPalette.lagoon[8],
  accentContrast: darkPalette.vanilla[1],
  focusRing: darkPalette.lagoon[11],
  // Neutral 1 (#0e1416): the page behind a dialog sinks further into the dark background.
  overlay: 'rgb(14 20 22 / 0.75)',
} as const satisfies Record<ColorToken, string>;

/** The colour schemes the package ships, by name: `colorSchemes[scheme][token]`. */
export const colorSchemes = { light: colors, dark: darkColors } as const;

export type ColorScheme = keyof typeof colorSchemes;

/**
 * Foreground/background pairs that components actually render, with the WCAG 2.2 level each must
 * reach: 4.5 for body text (1.4.3), 3 for large text, icons and the edges of controls (1.4.11).
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
  { foreground: 'text', background: 'surface', minimum: 4.5, usage: 'Text on cards, menus and dialogs' },
  { foreground: 'textMuted', background: 'surface', minimum: 4.5, usage: 'Secondary text on cards' },
  { foreground: 'textInverse', background: 'surfaceInverse', minimum: 4.5, usage: 'Text on the dark footer' },
  {
    foreground: 'borderStrong',
    background: 'surfaceInverse',
    minimum: 3,
    usage: 'Outlined links and rules on the dark footer',
  },
  { foreground: 'textInverse', background: 'primary', minimum: 4.5, usage: 'Primary button label' },
  { foreground: 'textInverse', background: 'primaryHover', minimum: 4.5, usage: 'Primary button label, hovered' },
  { foreground: 'textInverse', background: 'primaryActive', minimum: 4.5, usage: 'Primary button label, pressed' },
  { foreground: 'primaryText', background: 'background', minimum: 4.5, usage: 'Links, outline and ghost buttons' },
  { foreground: 'primaryText', background: 'backgroundSubtle', minimum: 4.5, usage: 'Links on subtle sections' },
  { foreground: 'primaryText', background: 'surface', minimum: 4.5, usage: 'Links and ghost buttons on cards' },
  { foreground: 'primaryText', background: 'primarySubtle', minimum: 4.5, usage: 'Secondary button label' },
  {
    foreground: 'primaryText',
    background: 'primarySubtleHover',
    minimum: 4.5,
    usage: 'Secondary button label, hovered',
  },
  { foreground: 'primary', background: 'background', minimum: 3, usage: 'Outline button border, checked controls' },
  { foreground: 'primary', background: 'surface', minimum: 3, usage: 'Checked controls on cards' },
  {
    foreground: 'accentContrast',
    background: 'accent',
    minimum: 4.5,
    usage: 'Label on a vanilla fill (highlight badge)',
  },
  { foreground: 'accentContrast', background: 'accentHover', minimum: 4.5, usage: 'Label on a vanilla fill, hovered' },
  { foreground: 'accentText', background: 'accentSubtle', minimum: 4.5, usage: 'Text on a vanilla tint' },
  { foreground: 'accentText', background: 'background', minimum: 4.5, usage: 'Warm accent text' },
  { foreground: 'borderStrong', background: 'background', minimum: 3, usage: 'Input borders' },
  { foreground: 'borderStrong', background: 'backgroundSubtle', minimum: 3, usage: 'Input borders on subtle sections' },
  { foreground: 'borderStrong', background: 'surface', minimum: 3, usage: 'Input borders in dialogs and panels' },
  { foreground: 'focusRing', background: 'background', minimum: 3, usage: 'Focus ring' },
  { foreground: 'focusRing', background: 'backgroundSubtle', minimum: 3, usage: 'Focus ring on subtle sections' },
  { foreground: 'focusRing', background: 'surface', minimum: 3, usage: 'Focus ring on cards and dialogs' },
  { foreground: 'successText', background: 'successSubtle', minimum: 4.5, usage: 'Success message' },
  { foreground: 'warningText', background: 'warningSubtle', minimum: 4.5, usage: 'Warning message' },
  { foreground: 'dangerText', background: 'dangerSubtle', minimum: 4.5, usage: 'Error message' },
  { foreground: 'dangerText', background: 'background', minimum: 4.5, usage: 'Field error text' },
  { foreground: 'infoText', background: 'infoSubtle', minimum: 4.5, usage: 'Information message' },
  { foreground: 'textInverse', background: 'successStrong', minimum: 4.5, usage: 'Text on solid success' },
  { foreground: 'textInverse', background: 'dangerStrong', minimum: 4.5, usage: 'Text on solid danger' },
  { foreground: 'successStrong', background: 'background', minimum: 3, usage: 'Success icon' },
  { foreground: 'warningStrong', background: 'background', minimum: 3, usage: 'Warning icon' },
  { foreground: 'dangerStrong', background: 'background', minimum: 3, usage: 'Danger icon, invalid field border' },
  { foreground: 'infoStrong', background: 'background', minimum: 3, usage: 'Info icon' },
  { foreground: 'primary', background: 'backgroundMuted', minimum: 3, usage: 'Progress fill on its track' },
  {
    foreground: 'successStrong',
    background: 'backgroundMuted',
    minimum: 3,
    usage: 'Progress fill on its track, success',
  },
  {
    foreground: 'warningStrong',
    background: 'backgroundMuted',
    minimum: 3,
    usage: 'Progress fill on its track, warning',
  },
  {
    foreground: 'dangerStrong',
    background: 'backgroundMuted',
    minimum: 3,
    usage: 'Progress fill on its track, danger',
  },
  { foreground: 'infoStrong', background: 'backgroundMuted', minimum: 3, usage: 'Progress fill on its track, info' },
];

/**
 * Font stacks by role: `body`, `heading` and `mono`. Inter sets body and interface text: neutral, very legible at small sizes, complete French
 * accents. Space Grotesk sets headings only: its squarer, slightly technical forms give the brand
 * its voice where text is large, for 22 KB (Latin subset). Each has a metric-matched local fallback
 * (`fonts.css.ts`) so the swap when the web font arrives moves nothing.
 */
export const fontFamilies = {
  body: "'Inter Variable', 'Inter', 'Inter Fallback', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  heading:
    "'Space Grotesk Variable', 'Space Grotesk', 'Space Grotesk Fallback', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

/**
 * Font sizes by step, in `rem` so text follows the reader's browser setting. Pixel values assume
 * the default 16 px.
 */
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
  '6xl': '3.75rem',
} as const;

/** Font weights by name. */
export const fontWeights = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;

/** Line heights by name, unitless. */
export const lineHeights = {
  tight: '1.15',
  snug: '1.35',
  normal: '1.6',
} as const;

/** Letter spacing by name. Large type is tightened so words hold together; small uppercase labels are opened up to stay legible. */
export const letterSpacings = {
  tighter: '-0.02em',
  tight: '-0.01em',
  normal: '0',
  wide: '0.02em',
  wider: '0.04em',
  widest: '0.06em',
} as const;

type TextStyleTokens = {
  family: keyof typeof fontFamilies;
  size: keyof typeof fontSizes;
  lineHeight: keyof typeof lineHeights;
  weight: keyof typeof fontWeights;
  tracking: keyof typeof letterSpacings;
  uppercase?: true;
};

/**
 * Named text styles: the only type combinations a design should need. Each names the tokens it is
 * made of, so a style changes with them. Below the `md` breakpoint, `display` and `heading1` step
 * down to their `mobileFontSizes` (as Section titles do): a 60 px line would hold two words.
 */
export const textStyleTokens = {
  display: { family: 'heading', size: '6xl', lineHeight: 'tight', weight: 'bold', tracking: 'tighter' },
  heading1: { family: 'heading', size: '5xl', lineHeight: 'tight', weight: 'bold', tracking: 'tighter' },
  heading2: { family: 'heading', size: '4xl', lineHeight: 'tight', weight: 'bold', tracking: 'tight' },
  heading3: { family: 'heading', size: '2xl', lineHeight: 'snug', weight: 'semibold', tracking: 'tight' },
  heading4: { family: 'heading', size: 'xl', lineHeight: 'snug', weight: 'semibold', tracking: 'normal' },
  bodyLarge: { family: 'body', size: 'lg', lineHeight: 'normal', weight: 'regular', tracking: 'normal' },
  body: { family: 'body', size: 'md', lineHeight: 'normal', weight: 'regular', tracking: 'normal' },
  bodySmall: { family: 'body', size: 'sm', lineHeight: 'normal', weight: 'regular', tracking: 'normal' },
  label: { family: 'body', size: 'sm', lineHeight: 'snug', weight: 'semibold', tracking: 'normal' },
  caption: { family: 'body', size: 'xs', lineHeight: 'snug', weight: 'medium', tracking: 'wide' },
  overline: { family: 'body', size: 'xs', lineHeight: 'snug', weight: 'semibold', tracking: 'wider', uppercase: true },
  code: { family: 'mono', size: 'sm', lineHeight: 'normal', weight: 'regular', tracking: 'normal' },
} as const satisfies Record<string, TextStyleTokens>;

export type TextStyleName = keyof typeof textStyleTokens;

export type TextStyle = {
  fontFamily: string;
  fontSize: string;
  lineHeight: string;
  fontWeight: string;
  letterSpacing: string;
  textTransform?: 'uppercase';
};

/** Resolves a text style's token names through `tables`: plain values here, CSS variables in `text.ts`. */
export function resolveTextStyles(tables: {
  font: Record<keyof typeof fontFamilies, string>;
  fontSize: Record<keyof typeof fontSizes, string>;
  lineHeight: Record<keyof typeof lineHeights, string>;
  fontWeight: Record<keyof typeof fontWeights, string>;
  letterSpacing: Record<keyof typeof letterSpacings, string>;
}): Record<TextStyleName, TextStyle> {
  const entries = Object.entries(textStyleTokens).map(([name, style]: [string, TextStyleTokens]) => {
    const resolved: TextStyle = {
      fontFamily: tables.font[style.family],
      fontSize: tables.fontSize[style.size],
      lineHeight: tables.lineHeight[style.lineHeight],
      fontWeight: tables.fontWeight[style.weight],
      letterSpacing: tables.letterSpacing[style.tracking],
    };
    if (style.uppercase) resolved.textTransform = 'uppercase';
    return [name, resolved];
  });
  return Object.fromEntries(entries) as Record<TextStyleName, TextStyle>;
}

/** The text styles as plain values: spread into a React `style`, or read by tools. */
export const textStyles = resolveTextStyles({
  font: fontFamilies,
  fontSize: fontSizes,
  lineHeight: lineHeights,
  fontWeight: fontWeights,
  letterSpacing: letterSpacings,
});

/** A 4 px grid: `space['4']` is 1 rem (16 px). */
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

/**
 * Corner radii by size. Softer than a stock 4/8/12/16: rounded enough to feel approachable, still square enough for
 * tables and forms. Radii grow with the size of the surface, so nested corners stay concentric.
 */
export const radii = {
  sm: '6px',
  md: '10px',
  lg: '14px',
  xl: '20px',
  full: '9999px',
} as const;

/** What each radius is for: pick by role, not by look. */
export const radiusRoles = {
  sm: 'Small parts: checkboxes, focusable links in breadcrumbs and the footer, code',
  md: 'Controls: buttons, inputs, selects, tabs, menu items',
  lg: 'Cards and panels: cards, alerts, tables, menus, chat bubbles',
  xl: 'Large surfaces: dialogs, the cookie banner, the chat panel, hero media, maps',
  full: 'Pills and circles: badges, avatars, switches, progress bars, eyebrows, step markers',
} as const satisfies Record<keyof typeof radii, string>;

/**
 * Elevation shadows of the light scheme, by size. They are cast in the brand ink (neutral 12,
 * rgb 19 32 37) rather than black, so they read as depth in the same light as the page. Each pairs a tight contact shadow with a soft ambient one.
 */
export const shadows = {
  sm: '0 1px 2px rgb(19 32 37 / 0.06), 0 1px 3px rgb(19 32 37 / 0.08)',
  md: '0 4px 8px -2px rgb(19 32 37 / 0.1), 0 2px 4px -2px rgb(19 32 37 / 0.06)',
  lg: '0 16px 32px -8px rgb(19 32 37 / 0.18), 0 4px 8px -4px rgb(19 32 37 / 0.08)',
} as const;

/** The dark scheme's shadows: deeper and darker, since a shadow barely shows on a dark page. */
export const darkShadows = {
  sm: '0 1px 2px rgb(0 0 0 / 0.3), 0 1px 3px rgb(0 0 0 / 0.24)',
  md: '0 4px 8px -2px rgb(0 0 0 / 0.4), 0 2px 4px -2px rgb(0 0 0 / 0.3)',
  lg: '0 16px 32px -8px rgb(0 0 0 / 0.55), 0 4px 8px -4px rgb(0 0 0 / 0.35)',
} as const satisfies Record<keyof typeof shadows, string>;

/** What each shadow is for. */
export const shadowRoles = {
  sm: 'Resting lift: the sticky header, a switch thumb, a notice panel',
  md: 'Raised on interaction: a card that is a link, hovered',
  lg: 'Floating above the page: dialogs, menus, the cookie banner, the chat panel, the featured plan',
} as const satisfies Record<keyof typeof shadows, string>;

/** Stacking order of the layers that overlap the page: dropdown, sticky header, overlay, modal, popover, toast. */
export const zIndices = {
  base: '0',
  dropdown: '1000',
  sticky: '1100',
  overlay: '1300',
  modal: '1400',
  popover: '1500',
  toast: '1700',
} as const;

/** Animation durations by name. They become 0 ms under `prefers-reduced-motion: reduce` (see `theme.css.ts`). */
export const durations = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
} as const;

/** What each duration is for. */
export const durationRoles = {
  fast: 'Colour and shadow feedback: hover, press, focus',
  normal: 'Small movements: a tab indicator, a switch thumb, an accordion opening',
  slow: 'Large surfaces entering: dialogs, sheets, the chat panel',
} as const satisfies Record<keyof typeof durations, string>;

/** Easing curves by name, as CSS `cubic-bezier()` values. */
export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)',
  enter: 'cubic-bezier(0, 0, 0, 1)',
  exit: 'cubic-bezier(0.3, 0, 1, 1)',
} as const;

/** What each easing is for. */
export const easingRoles = {
  standard: 'Most transitions: a change in place that starts briskly and settles',
  emphasized: 'A small overshoot that draws the eye: a new chat message, a toggle landing',
  enter: 'Something arriving: decelerates into place (dialog, menu, sheet opening)',
  exit: 'Something leaving: accelerates away, so it is out of the way quickly',
} as const satisfies Record<keyof typeof easings, string>;

/** Border widths by weight. */
export const borderWidths = {
  thin: '1px',
  thick: '2px',
} as const;

/** What each border width is for. */
export const borderWidthRoles = {
  thin: 'Every border at rest: controls, cards, tables, menus, separators',
  thick:
    'Borders that carry a state or must read at a glance: checkboxes, slider thumbs, an invalid control in forced colours',
} as const satisfies Record<keyof typeof borderWidths, string>;

/**
 * The keyboard focus ring, drawn as an outline in `color.focusRing`: 3 px wide, 2 px clear of the
 * element, so it is seen on any fill (WCAG 2.2 2.4.13 asks for at least a 2 px perimeter).
 */
export const focusRing = {
  width: '3px',
  offset: '2px',
} as const;

/** Opacities by role, unitless. */
export const opacities = {
  disabled: '0.55',
  faded: '0.45',
} as const;

/** What each opacity is for. */
export const opacityRoles = {
  disabled: 'A control that cannot be used: buttons, tabs, switches, menu items, days outside the range',
  faded: 'Content that waits: the low point of a loading pulse, table rows while new ones load',
} as const satisfies Record<keyof typeof opacities, string>;

/** Heights of the single-line controls (buttons, inputs, selects) by size; at least 24 px, 40 px by default. */
export const controlHeights = {
  sm: '2rem',
  md: '2.5rem',
  lg: '3rem',
} as const;

/** Icon sizes: `sm` beside small text and in menus, `md` beside body text and in controls, `lg` standing alone. */
export const iconSizes = {
  sm: '1rem',
  md: '1.25rem',
  lg: '1.5rem',
} as const;

/**
 * Maximum widths of page content: `narrow` for reading text (about 70 characters), `default` for
 * most pages, `wide` for dense grids. `Section` and `Container` share them.
 */
export const containerWidths = {
  narrow: '48rem',
  default: '72rem',
  wide: '84rem',
} as const;

/**
 * The font size that the two largest text styles take below the `md` breakpoint, as a step of
 * `fontSizes`: a 60 px line holds two words on a phone.
 */
export const mobileFontSizes = {
  display: '5xl',
  heading1: '4xl',
} as const satisfies Partial<Record<TextStyleName, keyof typeof fontSizes>>;

/**
 * Letter spacing of a text style in `rem`, the tracking's `em` times the style's font size (both
 * in `rem`): DTCG 2025.10 knows only `px` and `rem`, so the JSON files carry this value.
 */
export function letterSpacingRem(tracking: keyof typeof letterSpacings, size: keyof typeof fontSizes) {
  const em = Number.parseFloat(letterSpacings[tracking]);
  const rem = Math.round(em * Number.parseFloat(fontSizes[size]) * 10_000) / 10_000;
  return rem === 0 ? '0' : `${rem}rem`;
}

/** Minimum widths in pixels. Media queries cannot read CSS variables, so these stay plain numbers. */
export const breakpoints = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;

/**
 * The design tokens in one object (both schemes' colours, type, space, radii, shadows, borders,
 * focus ring, opacity, sizes, z-index, motion, breakpoints), as plain values.
 */
export const tokens = {
  colors,
  darkColors,
  fontFamilies,
  fontSizes,
  fontWeights,
  lineHeights,
  letterSpacings,
  textStyles,
  space,
  radii,
  shadows,
  darkShadows,
  zIndices,
  durations,
  easings,
  borderWidths,
  focusRing,
  opacities,
  controlHeights,
  iconSizes,
  containerWidths,
  mobileFontSizes,
  breakpoints,
} as const;
