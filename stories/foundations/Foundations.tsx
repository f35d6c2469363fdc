import { Button, en, fr } from '@company/ui';
import {
  borderWidthRoles,
  borderWidths,
  breakpoints,
  colorSchemes,
  colors,
  contrastPairs,
  contrastRatio,
  containerWidths,
  controlHeights,
  darkPalette,
  darkShadows,
  durationRoles,
  durations,
  easingRoles,
  easings,
  focusRing,
  fontFamilies,
  fontSizes,
  fontWeights,
  iconSizes,
  letterSpacings,
  lineHeights,
  mediaUp,
  mobileFontSizes,
  opacities,
  opacityRoles,
  palette,
  radii,
  radiusRoles,
  shadowRoles,
  shadows,
  space,
  textStyles,
  textStyleTokens,
  textStyleVars,
  Theme,
  vars,
  zIndices,
  type ColorScheme,
  type ColorToken,
  type PaletteScale,
  type TextStyleName,
} from '@company/ui/theme';
import {
  Bot,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  CircleDashed,
  CircleX,
  Clock,
  ExternalLink,
  Hourglass,
  Info,
  MessageCircle,
  RefreshCw,
  Search,
  Send,
  TriangleAlert,
  X,
  type LucideIcon,
} from 'lucide-react';
import { Fragment, useState, type CSSProperties, type ReactNode } from 'react';

/*
 * Tables and specimens for the Foundations pages. Everything shown is read from
 * `@company/ui/theme`, so a token change updates the pages with no copy to keep in sync.
 * Each block sits in `sb-unstyled`: Storybook's own docs styles (its font, table stripes) stay
 * out, and the samples render in the package's fonts.
 */

const NBSP = '\u00a0';
const ROOT_PX = 16;

const toPx = (rem: string) => Number.parseFloat(rem) * ROOT_PX;
const formatPx = (value: number) =>
  `${Number.isInteger(value) ? value : value.toFixed(1).replace(/\.0$/, '')}${NBSP}px`;
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const docFont: CSSProperties = {
  fontFamily: vars.font.body,
  color: vars.color.text,
  fontSize: '14px',
  lineHeight: 1.5,
};
const mono: CSSProperties = { fontFamily: vars.font.mono, fontSize: '12.5px' };
const muted: CSSProperties = { color: vars.color.textMuted };

/**
 * A docs block outside Storybook's docs styles, in the package's own text face. It keeps the light
 * scheme whatever the toolbar sets on `<html>`: Storybook's docs page around it stays light, and
 * samples of the dark scheme carry their own colours.
 */
function Block({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <Theme scheme="light" className="sb-unstyled" style={{ ...docFont, marginBlock: '1.25rem 2rem', ...style }}>
      {children}
    </Theme>
  );
}

const tableStyle: CSSProperties = { width: '100%', borderCollapse: 'collapse', textAlign: 'start' };
const captionStyle: CSSProperties = {
  captionSide: 'top',
  textAlign: 'start',
  paddingBlockEnd: '0.5rem',
  fontSize: '13px',
  color: vars.color.textMuted,
};
const headCell: CSSProperties = {
  padding: '0.5rem 0.75rem',
  borderBlockEnd: `1px solid ${vars.color.borderStrong}`,
  fontSize: '12px',
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  textAlign: 'start',
  verticalAlign: 'bottom',
  whiteSpace: 'nowrap',
};
const cell: CSSProperties = {
  padding: '0.75rem',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
};
const rowHead: CSSProperties = { ...cell, fontWeight: 600, whiteSpace: 'nowrap' };

function Table({ caption, headers, children }: { caption: string; headers: string[]; children: ReactNode }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={tableStyle}>
        <caption style={captionStyle}>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" style={headCell}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function Code({ children }: { children: ReactNode }) {
  return <code style={{ ...mono, whiteSpace: 'nowrap' }}>{children}</code>;
}

/* ------------------------------------------------------------------------------------------------
 * Colours
 * --------------------------------------------------------------------------------------------- */

/*
 * The colour tables show both schemes side by side whatever scheme the toolbar sets, so every
 * sample is painted with the static values of the scheme it shows, never with `vars.color.*`.
 */

const schemes = Object.keys(colorSchemes) as ColorScheme[];
const schemeLabel: Record<ColorScheme, string> = { light: 'Light', dark: 'Dark' };
const palettes = { light: palette, dark: darkPalette } as const satisfies Record<ColorScheme, unknown>;
/** Edges a swatch or a sample that has the colour of its backdrop. */
const hairline: Record<ColorScheme, string> = { light: 'rgb(19 32 37 / 0.1)', dark: 'rgb(255 255 255 / 0.14)' };

/**
 * A backdrop in one scheme's page colours. `Theme` points the `vars.color.*` read inside (the
 * table helpers) at that scheme; the static values paint the backdrop itself.
 */
function SchemePanel({ scheme, children, style }: { scheme: ColorScheme; children: ReactNode; style?: CSSProperties }) {
  const { background, border, text } = colorSchemes[scheme];
  return (
    <Theme
      scheme={scheme}
      style={{
        padding: '1rem 1.25rem',
        border: `1px solid ${border}`,
        borderRadius: vars.radius.lg,
        background,
        color: text,
        ...style,
      }}
    >
      {children}
    </Theme>
  );
}

/** A table cell in one scheme's page colours, for values of both schemes in one row. */
function schemeCell(scheme: ColorScheme): CSSProperties {
  const { background, border, text } = colorSchemes[scheme];
  return { ...cell, background, color: text, borderBlockEnd: `1px solid ${border}` };
}

/** A header cell in one scheme's page colours. */
function schemeHeadCell(scheme: ColorScheme): CSSProperties {
  const { background, borderStrong, textMuted } = colorSchemes[scheme];
  return { ...headCell, background, color: textMuted, borderBlockEnd: `1px solid ${borderStrong}` };
}

const scaleInfo: Record<PaletteScale, { label: string; role: string }> = {
  lagoon: { label: 'Lagoon', role: 'Brand' },
  vanilla: { label: 'Vanilla', role: 'Warm accent' },
  neutral: { label: 'Neutral', role: 'Text, borders, surfaces' },
  green: { label: 'Green', role: 'Success' },
  amber: { label: 'Amber', role: 'Warning' },
  red: { label: 'Red', role: 'Danger' },
  blue: { label: 'Blue', role: 'Information' },
};

const scaleNames = Object.keys(scaleInfo) as PaletteScale[];

const stepGroups = [
  {
    steps: [1, 2],
    label: 'Backgrounds',
    use: 'App and subtle backgrounds: the page, alternate sections, cards at rest.',
  },
  {
    steps: [3, 4, 5],
    label: 'Component backgrounds',
    use: 'Fills of components: 3 at rest, 4 hovered, 5 pressed or selected. Tinted alerts and badges.',
  },
  {
    steps: [6, 7, 8],
    label: 'Borders',
    use: '6 subtle borders and separators, 7 borders of components, 8 strong borders and hovered edges.',
  },
  {
    steps: [9, 10],
    label: 'Solid fills',
    use: 'The purest colour of the scale: 9 solid fills (buttons, badges), 10 the same hovered.',
  },
  {
    steps: [11, 12],
    label: 'Text',
    use: '11 coloured text readable on steps 1–5 (4.5:1), 12 high-contrast text and headings.',
  },
];

/** Which step of the scheme's palette a value comes from, as `lagoon 9`. */
function paletteName(value: string, scheme: ColorScheme): string | undefined {
  const source = palettes[scheme];
  if (value === source.white) return 'white';
  for (const name of scaleNames) {
    const step = Object.entries(source[name]).find(([, hex]) => hex === value);
    if (step) return `${name} ${step[0]}`;
  }
  return undefined;
}

/** Semantic tokens of a scheme drawn from one step, across every scale. */
function tokensOfStep(step: number, scheme: ColorScheme): ColorToken[] {
  return (Object.entries(colorSchemes[scheme]) as [ColorToken, string][])
    .filter(([, value]) => paletteName(value, scheme)?.endsWith(` ${step}`))
    .map(([name]) => name);
}

const scaleCaptions: Record<ColorScheme, string> = {
  light: 'Light scheme, as palette: seven scales of twelve steps.',
  dark: 'Dark scheme, as darkPalette: the same scales and steps, on the dark page background.',
};

/** Every scale of one scheme as a row of twelve swatches, grouped by what the steps are for. */
export function Scales({ scheme = 'light' }: { scheme?: ColorScheme }) {
  const swatch: CSSProperties = {
    display: 'block',
    height: '48px',
    borderRadius: vars.radius.sm,
    boxShadow: `inset 0 0 0 1px ${hairline[scheme]}`,
  };
  return (
    <Block>
      <SchemePanel scheme={scheme} style={{ overflowX: 'auto' }}>
        <table style={{ ...tableStyle, tableLayout: 'fixed', minWidth: '880px' }}>
          <caption style={captionStyle}>{scaleCaptions[scheme]}</caption>
          <colgroup>
            <col style={{ width: '128px' }} />
          </colgroup>
          {stepGroups.map(({ label, steps }) => (
            <colgroup key={label} span={steps.length} />
          ))}
          <thead>
            <tr>
              <td style={{ border: 0 }} />
              {stepGroups.map(({ label, steps }) => (
                <th
                  key={label}
                  scope="colgroup"
                  colSpan={steps.length}
                  style={{
                    ...headCell,
                    borderBlockEnd: `2px solid ${vars.color.text}`,
                    paddingInline: '4px',
                    textAlign: 'center',
                    whiteSpace: 'normal',
                  }}
                >
                  {label}
                </th>
              ))}
            </tr>
            <tr>
              <th scope="col" style={{ ...headCell, paddingInline: '4px' }}>
                Scale
              </th>
              {Array.from({ length: 12 }, (_, index) => (
                <th key={index} scope="col" style={{ ...headCell, paddingInline: '4px', textAlign: 'center' }}>
                  {index + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {scaleNames.map((name) => (
              <tr key={name}>
                <th scope="row" style={{ ...cell, paddingInline: '4px 8px', textAlign: 'start' }}>
                  <span style={{ display: 'block', fontWeight: 600 }}>{scaleInfo[name].label}</span>
                  <span style={{ display: 'block', fontWeight: 400, fontSize: '12px', ...muted }}>
                    {scaleInfo[name].role}
                  </span>
                </th>
                {Object.entries(palettes[scheme][name]).map(([step, value]) => (
                  <td key={step} style={{ ...cell, paddingInline: '3px', paddingBlock: '10px' }}>
                    <span aria-hidden="true" style={{ ...swatch, background: value }} />
                    <span style={{ ...mono, display: 'block', marginBlockStart: '6px', fontSize: '11px' }}>
                      {value.slice(1)}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </SchemePanel>
    </Block>
  );
}

/** The semantic tokens drawn from a step, marked with their scheme when only one draws them from it. */
function StepTokens({ step }: { step: number }) {
  const drawnIn = schemes.map((scheme) => ({ scheme, names: tokensOfStep(step, scheme) }));
  const names = (Object.keys(colors) as ColorToken[]).filter((name) =>
    drawnIn.some(({ names: drawn }) => drawn.includes(name)),
  );
  if (!names.length) return <>—</>;
  return names.map((name, index) => {
    const only = drawnIn.filter(({ names: drawn }) => drawn.includes(name)).map(({ scheme }) => scheme);
    return (
      <span key={name}>
        {index ? ', ' : null}
        {name}
        {only.length < schemes.length ? <span style={muted}> ({only.join(', ')})</span> : null}
      </span>
    );
  });
}

/** What each range of steps is for, with the semantic tokens that use it. */
export function StepUsage() {
  return (
    <Block>
      <Table
        caption="Step ranges: the same step does the same job in every scale and in both schemes. A token marked (light) or (dark) is drawn from the step in that scheme only."
        headers={['Steps', 'Use for', 'Semantic tokens drawn from it']}
      >
        {stepGroups.map(({ steps, label, use }) => (
          <tr key={label}>
            <th scope="row" style={rowHead}>
              {steps.length > 1 ? `${steps[0]}–${steps.at(-1)}` : steps[0]}
              <span style={{ display: 'block', fontWeight: 400, fontSize: '12px', ...muted }}>{label}</span>
            </th>
            <td style={{ ...cell, maxWidth: '28rem' }}>{use}</td>
            <td style={{ ...cell, ...mono, lineHeight: 1.7 }}>
              {steps.map((step) => (
                <span key={step} style={{ display: 'block' }}>
                  <span style={muted}>{step}:</span> <StepTokens step={step} />
                </span>
              ))}
            </td>
          </tr>
        ))}
      </Table>
    </Block>
  );
}

const semanticGroups: { title: string; tokens: Partial<Record<ColorToken, string>> }[] = [
  {
    title: 'Surfaces',
    tokens: {
      background: 'The page.',
      backgroundSubtle: 'Alternate sections, table headers, quiet panels.',
      backgroundMuted: 'Muted surfaces: progress tracks, inactive controls, neutral badges.',
      surface: 'Cards, dialogs and menus that sit on the page.',
      surfaceInverse: 'The dark band of the page: the footer, under textInverse.',
      overlay: 'Scrim behind dialogs and the mobile menu: neutral 12 at 60 % in light, neutral 1 at 75 % in dark.',
    },
  },
  {
    title: 'Text and borders',
    tokens: {
      text: 'Body text and headings.',
      textMuted: 'Secondary text: descriptions, meta, helper text.',
      textInverse: 'Text on solid fills and on surfaceInverse (the footer).',
      border: 'Decorative edges: card outlines, dividers, table rules.',
      borderStrong: 'Edges that must be seen (3:1): inputs, checkboxes, the switch track, rules on the footer.',
    },
  },
  {
    title: 'Brand',
    tokens: {
      primary: 'Primary buttons, checked controls, active indicators.',
      primaryHover: 'Primary fill, hovered.',
      primaryActive: 'Primary fill, pressed.',
      primarySubtle: 'Secondary buttons, brand badges, selected rows.',
      primarySubtleHover: 'Secondary button hovered; border of brand badges.',
      primaryText: 'Links, brand text, labels of outline and ghost buttons.',
      focusRing: 'The keyboard focus outline of every interactive element.',
    },
  },
  {
    title: 'Accent',
    tokens: {
      accent: 'Vanilla highlight fill: the badge of a featured plan, a key figure. Never a button.',
      accentHover: 'Vanilla fill, hovered.',
      accentContrast: 'Text and icons on a vanilla fill (never white).',
      accentSubtle: 'Warm tint: a testimonial, a highlighted section.',
      accentBorder: 'Border of a vanilla tint or highlight.',
      accentText: 'Warm text on the page or on the vanilla tint.',
    },
  },
  ...(
    [
      ['success', 'Success'],
      ['warning', 'Warning'],
      ['danger', 'Danger'],
      ['info', 'Information'],
    ] as const
  ).map(([tone, title]) => ({
    title,
    tokens: {
      [`${tone}Subtle`]: 'Background of the message or badge.',
      [`${tone}Border`]: 'Border of the message or badge.',
      [`${tone}Strong`]: 'Icons, progress fills, solid badges; invalid borders for danger.',
      [`${tone}Text`]: 'Message text on the subtle background.',
    },
  })),
];

/** A checkerboard under translucent values shows their transparency, in the scheme's own greys. */
const checker: Record<ColorScheme, [string, string]> = {
  light: [palette.white, palette.neutral[4]],
  dark: [darkPalette.neutral[3], darkPalette.neutral[7]],
};

/** One token's value in one scheme: swatch, value and the palette step it is drawn from. */
function SchemeValue({ scheme, token }: { scheme: ColorScheme; token: ColorToken }) {
  const value = colorSchemes[scheme][token];
  const from = paletteName(value, scheme);
  const [light, dark] = checker[scheme];
  return (
    <td style={schemeCell(scheme)}>
      <span style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
        <span
          aria-hidden="true"
          style={{
            flex: 'none',
            width: '40px',
            height: '28px',
            borderRadius: vars.radius.sm,
            background: `linear-gradient(${value}, ${value}), repeating-conic-gradient(${light} 0 25%, ${dark} 0 50%) 0 0 / 12px 12px`,
            boxShadow: `inset 0 0 0 1px ${hairline[scheme]}`,
          }}
        />
        <span style={mono}>
          {value}
          {from ? <span style={{ display: 'block', color: colorSchemes[scheme].textMuted }}>{from}</span> : null}
        </span>
      </span>
    </td>
  );
}

/** Every semantic colour: token, CSS variable, its value in each scheme and what it is for. */
export function SemanticColours() {
  const columns: { header: string; width: string; scheme?: ColorScheme }[] = [
    { header: 'Token', width: '264px' },
    ...schemes.map((scheme) => ({ header: schemeLabel[scheme], width: '200px', scheme })),
    { header: 'Use for', width: 'auto' },
  ];
  return (
    <Block>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ ...tableStyle, tableLayout: 'fixed', minWidth: '900px' }}>
          <caption style={captionStyle}>
            Semantic colours, grouped by role, in the light and the dark scheme (colors and darkColors).
          </caption>
          <colgroup>
            {columns.map(({ header, width }) => (
              <col key={header} style={{ width }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {columns.map(({ header, scheme }) => (
                <th key={header} scope="col" style={scheme ? schemeHeadCell(scheme) : headCell}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          {semanticGroups.map(({ title, tokens }) => {
            const groupRule = (scheme?: ColorScheme): CSSProperties => ({
              ...(scheme ? schemeCell(scheme) : cell),
              paddingBlock: '1.5rem 0.5rem',
              borderBlockEnd: `1px solid ${scheme ? colorSchemes[scheme].borderStrong : vars.color.borderStrong}`,
            });
            return (
              <tbody key={title}>
                <tr>
                  <th
                    scope="rowgroup"
                    colSpan={2}
                    style={{
                      ...groupRule('light'),
                      fontFamily: vars.font.heading,
                      fontSize: '17px',
                      fontWeight: 600,
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {title}
                  </th>
                  <td style={groupRule('dark')} />
                  <td style={groupRule()} />
                </tr>
                {(Object.entries(tokens) as [ColorToken, string][]).map(([name, use]) => (
                  <tr key={name}>
                    <th scope="row" style={{ ...rowHead, ...mono }}>
                      {name}
                      <span
                        style={{ display: 'block', fontWeight: 400, ...muted }}
                      >{`--cui-color-${kebab(name)}`}</span>
                    </th>
                    {schemes.map((scheme) => (
                      <SchemeValue key={scheme} scheme={scheme} token={name} />
                    ))}
                    <td style={cell}>{use}</td>
                  </tr>
                ))}
              </tbody>
            );
          })}
        </table>
      </div>
    </Block>
  );
}

const measured = contrastPairs.map((pair) => ({
  ...pair,
  ratios: Object.fromEntries(
    schemes.map((scheme) => [
      scheme,
      contrastRatio(colorSchemes[scheme][pair.foreground], colorSchemes[scheme][pair.background]),
    ]),
  ) as Record<ColorScheme, number>,
}));

function Verdict({ passes, scheme }: { passes: boolean; scheme: ColorScheme }) {
  const { successSubtle, successText, dangerSubtle, dangerText } = colorSchemes[scheme];
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: '0.375rem',
        paddingInline: '0.5rem',
        borderRadius: vars.radius.full,
        background: passes ? successSubtle : dangerSubtle,
        color: passes ? successText : dangerText,
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      <span aria-hidden="true">{passes ? '✓' : '✗'}</span>
      {passes ? 'Pass' : 'Fail'}
    </span>
  );
}

/** A pair drawn in one scheme's colours: text for a 4.5:1 pair, a control's edge and an icon for 3:1. */
function ContrastSample({
  scheme,
  foreground,
  background,
  minimum,
}: {
  scheme: ColorScheme;
  foreground: ColorToken;
  background: ColorToken;
  minimum: number;
}) {
  const fg = colorSchemes[scheme][foreground];
  const bg = colorSchemes[scheme][background];
  const edge = `inset 0 0 0 1px ${hairline[scheme]}`;
  return minimum === 4.5 ? (
    <span
      style={{
        display: 'inline-block',
        padding: '0.25rem 0.625rem',
        borderRadius: vars.radius.sm,
        background: bg,
        color: fg,
        boxShadow: edge,
        fontWeight: 500,
        whiteSpace: 'nowrap',
      }}
    >
      Échantillon
    </span>
  ) : (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: '0.5rem',
        padding: '0.375rem 0.625rem',
        borderRadius: vars.radius.sm,
        background: bg,
        boxShadow: edge,
      }}
    >
      <span style={{ width: '1.5rem', height: '1rem', borderRadius: '4px', border: `2px solid ${fg}` }} />
      <span style={{ width: '0.875rem', height: '0.875rem', borderRadius: '50%', background: fg }} />
    </span>
  );
}

const contrastLevels = [
  { minimum: 4.5, label: 'Text, 4.5:1 (WCAG 1.4.3)' },
  { minimum: 3, label: 'UI parts and large text, 3:1 (WCAG 1.4.11)' },
];

/** Counts and the lowest ratio of each level in each scheme, so a designer sees the margin at a glance. */
export function ContrastSummary() {
  return (
    <Block
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
        gap: '1rem',
      }}
    >
      {schemes.flatMap((scheme) =>
        contrastLevels.map(({ minimum, label }) => {
          const pairs = measured
            .filter((pair) => pair.minimum === minimum)
            .map((pair) => ({ ...pair, ratio: pair.ratios[scheme] }));
          const lowest = pairs.reduce((a, b) => (b.ratio < a.ratio ? b : a));
          const passing = pairs.filter((pair) => pair.ratio >= minimum).length;
          return (
            <SchemePanel
              key={`${scheme}-${minimum}`}
              scheme={scheme}
              style={{ background: colorSchemes[scheme].backgroundSubtle }}
            >
              <p style={{ margin: 0, ...muted, fontSize: '13px' }}>
                <strong style={{ color: vars.color.text }}>{schemeLabel[scheme]}</strong> · {label}
              </p>
              <p style={{ margin: '0.25rem 0', fontFamily: vars.font.heading, fontSize: '28px', fontWeight: 700 }}>
                {passing}/{pairs.length} pass
              </p>
              <p style={{ margin: 0 }}>
                Lowest: <strong>{lowest.ratio.toFixed(2)}:1</strong>{' '}
                <span style={muted}>
                  ({lowest.foreground} on {lowest.background})
                </span>
              </p>
            </SchemePanel>
          );
        }),
      )}
    </Block>
  );
}

/** Text and UI pairs the components render, with their measured WCAG contrast in each scheme. */
export function ContrastTable() {
  const perScheme = ['Sample', 'Ratio', 'Result'];
  return (
    <Block>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ ...tableStyle, minWidth: '900px' }}>
          <caption style={captionStyle}>
            Every pair a component renders, measured from the tokens of each scheme with contrastRatio().
          </caption>
          <colgroup span={2} />
          {schemes.map((scheme) => (
            <colgroup key={scheme} span={perScheme.length} />
          ))}
          <thead>
            <tr>
              <td colSpan={2} style={{ border: 0 }} />
              {schemes.map((scheme) => (
                <th
                  key={scheme}
                  scope="colgroup"
                  colSpan={perScheme.length}
                  style={{ ...schemeHeadCell(scheme), textAlign: 'center' }}
                >
                  {schemeLabel[scheme]}
                </th>
              ))}
            </tr>
            <tr>
              <th scope="col" style={headCell}>
                Usage
              </th>
              <th scope="col" style={headCell}>
                Foreground / background
              </th>
              {schemes.flatMap((scheme) =>
                perScheme.map((header) => (
                  <th
                    key={`${scheme}-${header}`}
                    scope="col"
                    style={{ ...schemeHeadCell(scheme), paddingInline: '0.5rem' }}
                  >
                    {header}
                  </th>
                )),
              )}
            </tr>
          </thead>
          <tbody>
            {measured.map(({ foreground, background, minimum, usage, ratios }) => (
              <tr key={`${foreground}-${background}`}>
                <td style={cell}>
                  {usage}
                  <span style={{ display: 'block', fontSize: '12px', ...muted }}>Needs {minimum}:1</span>
                </td>
                <td style={{ ...cell, ...mono }}>
                  {foreground}
                  <span style={{ display: 'block', ...muted }}>on {background}</span>
                </td>
                {schemes.map((scheme) => {
                  const schemed = { ...schemeCell(scheme), paddingInline: '0.5rem' };
                  return (
                    <Fragment key={scheme}>
                      <td style={schemed}>
                        <ContrastSample
                          scheme={scheme}
                          foreground={foreground}
                          background={background}
                          minimum={minimum}
                        />
                      </td>
                      <td style={{ ...schemed, ...mono, fontWeight: 600 }}>{ratios[scheme].toFixed(2)}:1</td>
                      <td style={schemed}>
                        <Verdict passes={ratios[scheme] >= minimum} scheme={scheme} />
                      </td>
                    </Fragment>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Block>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Typography
 * --------------------------------------------------------------------------------------------- */

const samples: Record<TextStyleName, string> = {
  display: 'Externalisation et solutions numériques à Toamasina',
  heading1: 'Une équipe dédiée, à l’heure de vos projets',
  heading2: 'Nos services d’externalisation',
  heading3: 'Développement web et mobile',
  heading4: `Support client en français et en anglais`,
  bodyLarge: `Depuis Toamasina, nous accompagnons les entreprises francophones${NBSP}: développement, support et saisie de données, avec une équipe stable et formée.`,
  body: `Chaque projet commence par un échange de trente minutes pour comprendre vos besoins, vos délais et votre budget. Nous vous proposons ensuite une équipe et un devis détaillé, à partir de 1${NBSP}499${NBSP}€ par mois.`,
  bodySmall: 'Tarifs hors taxes, révisables chaque année. Engagement minimum de trois mois.',
  label: 'Adresse électronique professionnelle',
  caption: `Mis à jour le 12 mars 2025 · 4${NBSP}min de lecture`,
  overline: 'Nos services',
  code: 'npm install @company/ui',
};

const styleUse: Record<TextStyleName, string> = {
  display: 'The one statement of a landing page',
  heading1: 'Page titles, the hero title',
  heading2: 'Section titles',
  heading3: 'Card and panel titles, sub-sections',
  heading4: 'Small titles: list groups, dialog titles',
  bodyLarge: 'Intros under a title, hero text',
  body: 'Running text',
  bodySmall: 'Notes, table cells, dense UI',
  label: 'Form labels, buttons, tabs',
  caption: 'Meta: dates, reading time, image credits',
  overline: 'Eyebrows above section titles',
  code: 'Commands, tokens, values',
};

const familyName = (family: string) => (family.split(',')[0] ?? family).replace(/'/g, '').replace(' Variable', '');

/** The named text styles, each rendered in the package's real fonts with its specification. */
export function TextStyleSpecimens() {
  return (
    <Block>
      <Table
        caption="Text styles: textStyles (values) and textStyleVars (CSS variables) in @company/ui/theme."
        headers={['Style and specification', 'Sample']}
      >
        {(Object.keys(textStyleTokens) as TextStyleName[]).map((name) => {
          const tokens = textStyleTokens[name];
          const style = textStyles[name];
          const sizePx = toPx(style.fontSize);
          const trackingEm = Number.parseFloat(style.letterSpacing) || 0;
          const lineHeightPx = formatPx(Math.round(sizePx * Number(style.lineHeight)));
          const tracking = trackingEm ? `${style.letterSpacing} (${(trackingEm * sizePx).toFixed(1)}${NBSP}px)` : '0';
          const specs = [
            `${familyName(style.fontFamily)} · ${style.fontWeight} ${tokens.weight}`,
            `${formatPx(sizePx)} / ${lineHeightPx} · ${tokens.size}`,
            `${style.fontSize} / ${style.lineHeight} · tracking ${tracking}`,
            ...(style.textTransform ? ['uppercase'] : []),
          ];
          return (
            <tr key={name}>
              <th scope="row" style={{ ...rowHead, verticalAlign: 'top', paddingBlock: '1.25rem', width: '15rem' }}>
                <span style={{ ...mono, fontSize: '14px', fontWeight: 700 }}>{name}</span>
                <span style={{ display: 'block', fontWeight: 400, fontSize: '13px', whiteSpace: 'normal' }}>
                  {styleUse[name]}
                </span>
                <span
                  style={{
                    ...mono,
                    ...muted,
                    display: 'block',
                    marginBlockStart: '0.5rem',
                    fontWeight: 400,
                    fontSize: '12px',
                    lineHeight: 1.6,
                  }}
                >
                  {specs.map((spec) => (
                    <span key={spec} style={{ display: 'block' }}>
                      {spec}
                    </span>
                  ))}
                </span>
              </th>
              <td style={{ ...cell, paddingBlock: '1.25rem', verticalAlign: 'top' }}>
                <span lang="fr" style={{ display: 'block', ...textStyleVars[name], color: vars.color.text }}>
                  {samples[name]}
                </span>
              </td>
            </tr>
          );
        })}
      </Table>
    </Block>
  );
}

const families = [
  {
    token: 'heading',
    family: fontFamilies.heading,
    name: 'Space Grotesk',
    role: 'Headings',
    facts: [
      'h1–h6 and the display and heading styles',
      'Variable, weights 300–700',
      'Latin 22 KB, Latin Extended 19 KB (woff2)',
    ],
  },
  {
    token: 'body',
    family: fontFamilies.body,
    name: 'Inter',
    role: 'Text and interface',
    facts: [
      'Body text, labels, buttons, tables',
      'Variable, weights 100–900',
      'Latin 48 KB, Latin Extended 85 KB (woff2)',
    ],
  },
  {
    token: 'mono',
    family: fontFamilies.mono,
    name: 'System monospace',
    role: 'Code',
    facts: ['Commands, tokens, values', 'No download: the system’s own', 'SF Mono, Consolas, Menlo…'],
  },
] as const;

/** The family pairing, each family shown in itself. */
export function FontPairing() {
  return (
    <Block style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))', gap: '1rem' }}>
      {families.map(({ token, name, role, facts }) => {
        const family = vars.font[token];
        return (
          <figure
            key={token}
            style={{
              margin: 0,
              padding: '1.25rem',
              border: `1px solid ${vars.color.border}`,
              borderRadius: vars.radius.lg,
              background: token === 'heading' ? vars.color.primarySubtle : vars.color.surface,
            }}
          >
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                fontFamily: family,
                fontSize: '64px',
                lineHeight: 1,
                fontWeight: token === 'mono' ? 400 : 700,
                letterSpacing: token === 'heading' ? vars.letterSpacing.tighter : 0,
                color: token === 'heading' ? vars.color.primaryText : vars.color.text,
              }}
            >
              Aa Éé
            </span>
            <p lang="fr" style={{ margin: '0.75rem 0', fontFamily: family, fontSize: '18px', lineHeight: 1.35 }}>
              {`À Toamasina, ça démarre${NBSP}! 0123456789 «${NBSP}œ${NBSP}»`}
            </p>
            <figcaption>
              <strong style={{ display: 'block', fontSize: '15px' }}>
                {name} · {role}
              </strong>
              <Code>vars.font.{token}</Code>
              <ul style={{ margin: '0.5rem 0 0', paddingInlineStart: '1.1rem', ...muted, fontSize: '13px' }}>
                {facts.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
            </figcaption>
          </figure>
        );
      })}
    </Block>
  );
}

/** The four weights, in both families. */
export function WeightScale() {
  return (
    <Block>
      <Table
        caption="Weights, as fontWeights / vars.fontWeight."
        headers={['Token', 'Weight', 'Inter (text)', 'Space Grotesk (headings)']}
      >
        {Object.entries(fontWeights).map(([name, weight]) => (
          <tr key={name}>
            <th scope="row" style={{ ...rowHead, ...mono }}>
              {name}
            </th>
            <td style={{ ...cell, ...mono }}>{weight}</td>
            <td lang="fr" style={{ ...cell, fontFamily: vars.font.body, fontWeight: weight, fontSize: '20px' }}>
              Qualité, réactivité, proximité
            </td>
            <td lang="fr" style={{ ...cell, fontFamily: vars.font.heading, fontWeight: weight, fontSize: '20px' }}>
              Qualité, réactivité, proximité
            </td>
          </tr>
        ))}
      </Table>
    </Block>
  );
}

/** Font sizes with pixels beside rem. */
export function TypeScale() {
  return (
    <Block>
      <Table
        caption="Font sizes, as fontSizes / vars.fontSize (px at the default 16 px root)."
        headers={['Token', 'rem', 'px', 'Sample']}
      >
        {Object.entries(fontSizes).map(([name, size]) => (
          <tr key={name}>
            <th scope="row" style={{ ...rowHead, ...mono }}>
              {name}
            </th>
            <td style={{ ...cell, ...mono }}>{size}</td>
            <td style={{ ...cell, ...mono }}>{formatPx(toPx(size))}</td>
            <td
              lang="fr"
              style={{
                ...cell,
                fontFamily: toPx(size) >= 20 ? vars.font.heading : vars.font.body,
                fontWeight: toPx(size) >= 20 ? 600 : 400,
                fontSize: size,
                lineHeight: lineHeights.tight,
                whiteSpace: 'nowrap',
              }}
            >
              Toamasina
            </td>
          </tr>
        ))}
      </Table>
    </Block>
  );
}

/** Line heights and letter spacing. */
export function LineAndTracking() {
  return (
    <Block style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))', gap: '1.5rem' }}>
      <Table caption="Line heights (vars.lineHeight)" headers={['Token', 'Value', 'For']}>
        {Object.entries(lineHeights).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={{ ...rowHead, ...mono }}>
              {name}
            </th>
            <td style={{ ...cell, ...mono }}>{value}</td>
            <td style={cell}>
              {{ tight: 'Headings, buttons', snug: 'Labels, small titles, captions', normal: 'Running text' }[name]}
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Letter spacing (vars.letterSpacing)" headers={['Token', 'Value', 'For']}>
        {Object.entries(letterSpacings).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={{ ...rowHead, ...mono }}>
              {name}
            </th>
            <td style={{ ...cell, ...mono }}>{value}</td>
            <td style={cell}>
              {
                {
                  tighter: 'Display, heading 1, large figures',
                  tight: 'Headings 2–3 and every h1–h6 by default',
                  normal: 'Text',
                  wide: 'Captions, initials',
                  wider: 'Small uppercase labels',
                  widest: 'Uppercase eyebrows above titles',
                }[name]
              }
            </td>
          </tr>
        ))}
      </Table>
    </Block>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Spacing, radii, shadows
 * --------------------------------------------------------------------------------------------- */

const spaceUse: Partial<Record<keyof typeof space, string>> = {
  '1': 'Icon to text, tight chips',
  '2': 'Gap inside controls',
  '3': 'Control padding, list gaps',
  '4': 'Card padding (phones), page gutter',
  '6': 'Card padding, grid gaps',
  '8': 'Between groups in a section',
  '12': 'Section padding (phones)',
  '16': 'Section padding (tablets)',
  '20': 'Section padding (desktops)',
  '24': 'Hero padding (desktops)',
};

/** The spacing scale, px beside rem, with a bar to scale. */
export function SpacingScale() {
  return (
    <Block>
      <Table
        caption="Spacing, as space / vars.space: a 4 px grid."
        headers={['Token', 'rem', 'px', 'Scale', 'Typical use']}
      >
        {Object.entries(space).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={{ ...rowHead, ...mono }}>
              {name}
            </th>
            <td style={{ ...cell, ...mono }}>{value}</td>
            <td style={{ ...cell, ...mono }}>{formatPx(toPx(value))}</td>
            <td style={{ ...cell, width: '40%' }}>
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  height: '16px',
                  width: value === '0' ? '1px' : value,
                  background: value === '0' ? vars.color.borderStrong : vars.color.primary,
                  borderRadius: '3px',
                }}
              />
            </td>
            <td style={{ ...cell, ...muted }}>{spaceUse[name as keyof typeof space] ?? ''}</td>
          </tr>
        ))}
      </Table>
    </Block>
  );
}

/** Each radius on a sample box, with its value and role. */
export function RadiusSamples() {
  return (
    <Block style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', gap: '1rem' }}>
      {Object.entries(radii).map(([name, value]) => (
        <figure key={name} style={{ margin: 0 }}>
          <span
            aria-hidden="true"
            style={{
              display: 'block',
              height: '96px',
              borderRadius: value,
              background: vars.color.primarySubtle,
              border: `2px solid ${vars.color.primary}`,
            }}
          />
          <figcaption style={{ marginBlockStart: '0.625rem' }}>
            <span style={{ display: 'flex', justifyContent: 'space-between', gap: '0.5rem' }}>
              <Code>radius.{name}</Code>
              <Code>{value}</Code>
            </span>
            <span style={{ display: 'block', marginBlockStart: '0.25rem', fontSize: '13px', ...muted }}>
              {radiusRoles[name as keyof typeof radii]}
            </span>
          </figcaption>
        </figure>
      ))}
    </Block>
  );
}

const schemeShadows = { light: shadows, dark: darkShadows } as const satisfies Record<ColorScheme, unknown>;
const shadowsName: Record<ColorScheme, string> = { light: 'shadows', dark: 'darkShadows' };
/**
 * Where each scheme's shadows are judged: a white card needs the subtle grey around it to show,
 * a dark card (surface, neutral 2) already steps up from the dark page (neutral 1).
 */
const shadowBackdrop: Record<ColorScheme, ColorToken> = { light: 'backgroundSubtle', dark: 'background' };

/** Each shadow of a scheme on a card in that scheme, with its value and role. */
export function ShadowSamples({ scheme = 'light' }: { scheme?: ColorScheme }) {
  const values = colorSchemes[scheme];
  return (
    <Block>
      <SchemePanel
        scheme={scheme}
        style={{
          padding: '1.5rem',
          border: 0,
          borderRadius: vars.radius.xl,
          background: values[shadowBackdrop[scheme]],
        }}
      >
        <p style={{ margin: '0 0 1.25rem', fontSize: '13px', ...muted }}>
          <strong style={{ color: vars.color.text }}>{schemeLabel[scheme]}</strong> · {shadowsName[scheme]}, on{' '}
          {shadowBackdrop[scheme]} with surface cards
        </p>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: '1.5rem' }}>
          {Object.entries(schemeShadows[scheme]).map(([name, value]) => (
            <figure key={name} style={{ margin: 0 }}>
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  height: '112px',
                  borderRadius: vars.radius.lg,
                  background: values.surface,
                  boxShadow: value,
                }}
              />
              <figcaption style={{ marginBlockStart: '1rem' }}>
                <Code>shadow.{name}</Code>
                <span style={{ display: 'block', margin: '0.25rem 0', fontSize: '13px' }}>
                  {shadowRoles[name as keyof typeof shadows]}
                </span>
                <code style={{ ...mono, display: 'block', fontSize: '11px', ...muted, wordBreak: 'break-word' }}>
                  {value}
                </code>
              </figcaption>
            </figure>
          ))}
        </div>
      </SchemePanel>
    </Block>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Motion
 * --------------------------------------------------------------------------------------------- */

/** Durations with a bar to scale and what each is for. */
export function DurationTable() {
  const longest = Math.max(...Object.values(durations).map((value) => Number.parseFloat(value)));
  return (
    <Block>
      <Table
        caption="Durations, as durations / vars.duration. All become 0 ms under reduced motion."
        headers={['Token', 'Value', 'Length', 'Use for']}
      >
        {Object.entries(durations).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={{ ...rowHead, ...mono }}>
              {name}
            </th>
            <td style={{ ...cell, ...mono }}>{value.replace('ms', `${NBSP}ms`)}</td>
            <td style={{ ...cell, width: '30%' }}>
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  height: '12px',
                  width: `${(Number.parseFloat(value) / longest) * 100}%`,
                  background: vars.color.primary,
                  borderRadius: '3px',
                }}
              />
            </td>
            <td style={cell}>{durationRoles[name as keyof typeof durations]}</td>
          </tr>
        ))}
      </Table>
    </Block>
  );
}

function bezierPoints(easing: string): [number, number, number, number] {
  const [x1 = 0, y1 = 0, x2 = 1, y2 = 1] = (/\(([^)]+)\)/.exec(easing)?.[1] ?? '').split(',').map(Number);
  return [x1, y1, x2, y2];
}

/** One easing: its curve drawn to scale and a dot that moves with it on demand. */
function EasingCard({ name, value }: { name: keyof typeof easings; value: string }) {
  const [moved, setMoved] = useState(false);
  const [x1, y1, x2, y2] = bezierPoints(value);
  // Progress runs bottom to top; the frame leaves room above 1 for an overshoot.
  const w = 160;
  const h = 100;
  const top = 24;
  const px = (x: number) => x * w;
  const py = (y: number) => top + (1 - y) * h;
  return (
    <figure
      style={{
        margin: 0,
        padding: '1rem',
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        background: vars.color.surface,
      }}
    >
      <svg
        viewBox={`-8 0 ${w + 16} ${h + top + 12}`}
        width="100%"
        height="140"
        aria-hidden="true"
        style={{ display: 'block', overflow: 'visible' }}
      >
        <rect x={0} y={top} width={w} height={h} fill={colors.backgroundSubtle} stroke={colors.border} />
        <line x1={px(0)} y1={py(0)} x2={px(x1)} y2={py(y1)} stroke={colors.borderStrong} strokeDasharray="3 3" />
        <line x1={px(1)} y1={py(1)} x2={px(x2)} y2={py(y2)} stroke={colors.borderStrong} strokeDasharray="3 3" />
        <path
          d={`M ${px(0)} ${py(0)} C ${px(x1)} ${py(y1)}, ${px(x2)} ${py(y2)}, ${px(1)} ${py(1)}`}
          fill="none"
          stroke={colors.primary}
          strokeWidth={3}
          strokeLinecap="round"
        />
        <circle cx={px(x1)} cy={py(y1)} r={3.5} fill={colors.accent} stroke={colors.accentContrast} />
        <circle cx={px(x2)} cy={py(y2)} r={3.5} fill={colors.accent} stroke={colors.accentContrast} />
      </svg>
      <div
        aria-hidden="true"
        style={{
          position: 'relative',
          height: '20px',
          marginBlock: '0.75rem',
          borderRadius: vars.radius.full,
          background: vars.color.backgroundMuted,
        }}
      >
        <span
          style={{
            position: 'absolute',
            insetBlock: '2px',
            insetInlineStart: moved ? 'calc(100% - 18px)' : '2px',
            width: '16px',
            borderRadius: vars.radius.full,
            background: vars.color.primary,
            transitionProperty: 'inset-inline-start',
            transitionDuration: vars.duration.slow,
            transitionTimingFunction: vars.easing[name],
          }}
        />
      </div>
      <figcaption>
        <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '0.5rem' }}>
          <Code>easing.{name}</Code>
          <Button size="sm" variant="secondary" onClick={() => setMoved((value) => !value)}>
            Play
          </Button>
        </span>
        <span style={{ display: 'block', margin: '0.375rem 0', fontSize: '13px' }}>{easingRoles[name]}</span>
        <code style={{ ...mono, fontSize: '11px', ...muted }}>{value}</code>
      </figcaption>
    </figure>
  );
}

/** Every easing as a curve, with a live sample at the `slow` duration. */
export function EasingCurves() {
  return (
    <Block style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))', gap: '1rem' }}>
      {(Object.entries(easings) as [keyof typeof easings, string][]).map(([name, value]) => (
        <EasingCard key={name} name={name} value={value} />
      ))}
    </Block>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Breakpoints
 * --------------------------------------------------------------------------------------------- */

const breakpointChanges: Record<'base' | keyof typeof breakpoints, string[]> = {
  base: [
    'One column everywhere; page gutter space 4 (16 px).',
    'Header links live in the menu panel.',
    'The chat panel and dialogs take the full width; their buttons stack.',
  ],
  sm: [
    'Four-card grids go two by two.',
    'The chat opens as a 24 rem panel at the bottom right.',
    'Dialog, cookie-banner and status-banner actions sit on one row.',
  ],
  md: [
    'Header links leave the menu panel; the nav takes its own row.',
    'Two- and three-card grids go two columns; footer columns sit side by side.',
    'Hero and section titles step up one size; section and hero padding grow.',
  ],
  lg: [
    'The header fits on one row.',
    'Three-card grids go three columns; all pricing plans sit side by side.',
    'The hero media moves beside its text; the cookie banner lays out in two columns.',
  ],
  xl: ['Four-card grids go four columns.', 'The footer’s identity and link columns share one row.'],
};

/** The breakpoints on a ruler, to scale. */
export function BreakpointRuler() {
  const max = 1440;
  const stops = [{ name: 'base', px: 0 }, ...Object.entries(breakpoints).map(([name, px]) => ({ name, px }))];
  const tints = [palette.lagoon[2], palette.lagoon[3], palette.lagoon[4], palette.lagoon[5], palette.lagoon[6]];
  return (
    <Block>
      <div aria-hidden="true" style={{ position: 'relative', height: '72px', marginBlockEnd: '0.5rem' }}>
        {stops.map(({ name, px }, index) => {
          const end = stops[index + 1]?.px ?? max;
          return (
            <div
              key={name}
              style={{
                position: 'absolute',
                insetBlock: 0,
                insetInlineStart: `${(px / max) * 100}%`,
                width: `${((end - px) / max) * 100}%`,
                background: tints[index],
                borderInlineStart: `2px solid ${index ? colors.primary : 'transparent'}`,
                padding: '0.5rem',
                boxSizing: 'border-box',
              }}
            >
              <span style={{ ...mono, fontWeight: 700, color: colors.primaryText }}>{name}</span>
              <span style={{ ...mono, display: 'block', fontSize: '11px', color: colors.primaryText }}>
                {index ? `≥${NBSP}${px}` : `<${NBSP}${breakpoints.sm}`}
              </span>
            </div>
          );
        })}
      </div>
      <p style={{ margin: 0, fontSize: '12px', ...muted }}>Viewport width, 0 to 1440 px, to scale.</p>
    </Block>
  );
}

/** Each breakpoint in px, its media query and what changes there. */
export function BreakpointTable() {
  const rows = [
    { name: 'base' as const, px: 0 },
    ...(Object.entries(breakpoints) as [keyof typeof breakpoints, number][]).map(([name, px]) => ({ name, px })),
  ];
  return (
    <Block>
      <Table
        caption="Breakpoints, as breakpoints and mediaUp() — mobile first, min-width only."
        headers={['Name', 'From', 'Media query', 'What changes']}
      >
        {rows.map(({ name, px }) => (
          <tr key={name}>
            <th scope="row" style={{ ...rowHead, ...mono, verticalAlign: 'top' }}>
              {name}
            </th>
            <td style={{ ...cell, ...mono, verticalAlign: 'top', whiteSpace: 'nowrap' }}>
              {px ? `${px}${NBSP}px` : '0'}
            </td>
            <td style={{ ...cell, ...mono, verticalAlign: 'top' }}>
              {name === 'base' ? (
                <span style={muted}>none: the default styles</span>
              ) : (
                <>
                  {`mediaUp('${name}')`}
                  <span style={{ display: 'block', ...muted }}>{mediaUp(name)}</span>
                </>
              )}
            </td>
            <td style={{ ...cell, verticalAlign: 'top' }}>
              <ul style={{ margin: 0, paddingInlineStart: '1.1rem' }}>
                {breakpointChanges[name].map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </Table>
    </Block>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Icons
 * --------------------------------------------------------------------------------------------- */

/** A length in rem as pixels, to two decimals at most: `15.75 px`. */
const remPx = (rem: number) => `${Number((rem * ROOT_PX).toFixed(2))}${NBSP}px`;

/** Button's label size at each of its sizes (Button.css.ts), and Badge's (Badge.css.ts). */
const buttonFonts = { sm: fontSizes.sm, md: fontSizes.md, lg: fontSizes.lg } as const;
const badgeFonts = { sm: fontSizes.xs, md: fontSizes.sm } as const;

/** An icon sized in em at each size of its component: `15.75 px (sm), 18 px (md)`. */
const emSizes = (em: number, fonts: Record<string, string>) =>
  Object.entries(fonts)
    .map(([size, font]) => `${remPx(em * Number.parseFloat(font))} (${size})`)
    .join(', ');

/** The icon of a `sm` Button or IconButton: 1.125em of its label. */
const smallButtonIcon = 1.125 * Number.parseFloat(buttonFonts.sm);

/**
 * The icons the package draws itself (`packages/ui/src/icons/`, named as there), each with where
 * it is drawn and its size in rem, as the components' styles set it. lucide-react draws the same
 * Lucide shapes.
 */
const packageIcons: { name: string; Icon: LucideIcon; uses: [where: string, rem: number][] }[] = [
  { name: 'Bot', Icon: Bot, uses: [['ChatPanel', 1.25]] },
  {
    name: 'Check',
    Icon: Check,
    uses: [
      ['Switch', 0.75],
      ['Checkbox, DropdownMenu, FeatureList', 1],
    ],
  },
  {
    name: 'ChevronDown',
    Icon: ChevronDown,
    uses: [
      ['Select, CookieBanner', 1.125],
      ['Accordion', 1.25],
    ],
  },
  {
    name: 'ChevronLeft',
    Icon: ChevronLeft,
    uses: [
      ['Pager', 1],
      ['Tabs', 1.25],
    ],
  },
  {
    name: 'ChevronRight',
    Icon: ChevronRight,
    uses: [
      ['Breadcrumbs, Pager', 1],
      ['Tabs', 1.25],
    ],
  },
  { name: 'CircleAlert', Icon: CircleAlert, uses: [['Field, RadioGroup', 1.125]] },
  {
    name: 'CircleCheck',
    Icon: CircleCheck,
    uses: [
      ['Alert, Toast', 1.25],
      ['StatusBanner', 1.5],
    ],
  },
  { name: 'CircleDashed', Icon: CircleDashed, uses: [['FeatureList', 1]] },
  {
    name: 'CircleX',
    Icon: CircleX,
    uses: [
      ['Alert, Toast', 1.25],
      ['StatusBanner', 1.5],
    ],
  },
  {
    name: 'Clock',
    Icon: Clock,
    uses: [
      ['RestrictedAccessDialog', 1],
      ['StatusBanner', 1.5],
    ],
  },
  { name: 'ExternalLink', Icon: ExternalLink, uses: [['Link, 0.875em of 16 px text', 0.875]] },
  { name: 'Hourglass', Icon: Hourglass, uses: [['RestrictedAccessDialog', 1.5]] },
  { name: 'Info', Icon: Info, uses: [['Alert, Toast', 1.25]] },
  { name: 'MessageCircle', Icon: MessageCircle, uses: [['ChatPanel', 1.5]] },
  { name: 'RefreshCw', Icon: RefreshCw, uses: [['StatusBanner, in a sm Button', smallButtonIcon]] },
  { name: 'Search', Icon: Search, uses: [['FilterBar', 1.125]] },
  { name: 'Send', Icon: Send, uses: [['ChatPanel', 1.125]] },
  {
    name: 'TriangleAlert',
    Icon: TriangleAlert,
    uses: [
      ['Alert, Toast', 1.25],
      ['StatusBanner', 1.5],
    ],
  },
  {
    name: 'X',
    Icon: X,
    uses: [
      ['Switch', 0.75],
      ['Popover, Toast, in a sm IconButton', smallButtonIcon],
      ['Alert', 1.125],
      ['Dialog', 1.25],
      ['ChatPanel', 1.5],
    ],
  },
];

/** Each icon the package draws, at every size it draws it, with where. */
export function IconGallery() {
  return (
    <Block>
      <p style={{ margin: '0 0 1rem', fontSize: '13px', ...muted }}>
        The package’s own icons, drawn here with lucide-react at the sizes the components give them, in Lucide’s stroke
        of 2.
      </p>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: '1rem' }}>
        {packageIcons.map(({ name, Icon, uses }) => (
          <figure
            key={name}
            style={{
              margin: 0,
              padding: '1rem',
              border: `1px solid ${vars.color.border}`,
              borderRadius: vars.radius.lg,
              background: vars.color.surface,
            }}
          >
            <span style={{ display: 'flex', alignItems: 'flex-end', gap: '1rem', minHeight: '1.5rem' }}>
              {uses.map(([where, rem]) => (
                <Icon
                  key={where}
                  style={{ display: 'block', flexShrink: 0, width: `${rem}rem`, height: `${rem}rem` }}
                />
              ))}
            </span>
            <figcaption style={{ marginBlockStart: '0.75rem' }}>
              <Code>{name}</Code>
              {uses.map(([where, rem]) => (
                <span key={where} style={{ display: 'block', marginBlockStart: '0.25rem', fontSize: '12px', ...muted }}>
                  <span style={{ ...mono, fontSize: '11px' }}>{remPx(rem)}</span> {where}
                </span>
              ))}
            </figcaption>
          </figure>
        ))}
      </div>
    </Block>
  );
}

/** The props that take an app's icon, and the size each gives it. */
const iconSlots: { component: string; props: string[]; required?: true; size: string }[] = [
  { component: 'Button', props: ['icon'], size: `1.125em of the label: ${emSizes(1.125, buttonFonts)}` },
  {
    component: 'IconButton',
    props: ['icon'],
    required: true,
    size: 'As Button, in a square as wide as the button is high',
  },
  { component: 'Badge', props: ['icon'], size: `1.1em of the text: ${emSizes(1.1, badgeFonts)}` },
  { component: 'Link', props: ['icon'], size: '1rem (16 px), whatever the size of the text' },
  {
    component: 'DropdownMenuItem',
    props: ['icon'],
    size: '1rem (16 px), in textMuted, or in the item’s colour when its tone is danger',
  },
  { component: 'FeatureListItem', props: ['icon'], size: '1rem (16 px), in the 1.5rem circle of the list’s mark' },
  { component: 'TextInput', props: ['icon'], size: '1.125rem (18 px), in textMuted, at the start of the field' },
  { component: 'SideNav', props: ['items[].icon'], size: '1.125rem (18 px)' },
  { component: 'StatusBanner', props: ['icons'], size: '1.5rem (24 px) in a 3rem tile, one icon per state' },
  {
    component: 'IconTile',
    props: ['icon'],
    required: true,
    size: '1em of the tile: 18 px (sm), 24 px (md), 32 px (lg)',
  },
  {
    component: 'IconCard',
    props: ['icon'],
    required: true,
    size: 'In an IconTile of size iconSize, md (24 px) by default',
  },
  { component: 'EmptyState', props: ['icon'], size: 'In an lg IconTile (32 px)' },
  {
    component: 'ConsentEmbed',
    props: ['loadIcon', 'captionIcon'],
    size: 'The load button’s icon (18 px); the caption’s, in an md IconTile (24 px)',
  },
];

/** Where an app passes its icons, and the size each component gives them. */
export function IconSlots() {
  return (
    <Block>
      <Table
        caption="The props that take your icon. Each sizes the svg it is given, whatever size it was drawn at."
        headers={['Component', 'Prop', 'Size of the icon']}
      >
        {iconSlots.map(({ component, props, required, size }) => (
          <tr key={component}>
            <th scope="row" style={rowHead}>
              {component}
            </th>
            <td style={cell}>
              {props.map((prop, index) => (
                <Fragment key={prop}>
                  {index ? ', ' : null}
                  <Code>{prop}</Code>
                </Fragment>
              ))}
              {required ? <span style={{ display: 'block', fontSize: '12px', ...muted }}>required</span> : null}
            </td>
            <td style={cell}>{size}</td>
          </tr>
        ))}
      </Table>
    </Block>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Layers
 * --------------------------------------------------------------------------------------------- */

type LayerName = keyof typeof zIndices;

/** What each layer holds in the package, and what it is for. */
const layerRoles: Record<LayerName, { holds: string; use: string }> = {
  base: { holds: 'No component', use: 'The page’s own content.' },
  dropdown: {
    holds: 'No component: the package’s menus are portalled, at popover',
    use: 'A list an app opens in the page, not portalled: it passes under the sticky header.',
  },
  sticky: {
    holds: 'ChatPanel; SiteHeader (@company/blocks)',
    use: 'What stays on screen as the page scrolls: an app’s sticky header, a launcher.',
  },
  overlay: {
    holds: 'Dialog, AlertDialog, RestrictedAccessDialog: the dimming overlay',
    use: 'The scrim behind a modal window, over the whole page.',
  },
  modal: { holds: 'The same dialogs: the panel', use: 'The modal window, above its scrim.' },
  popover: {
    holds: 'DropdownMenu, Popover, Tooltip',
    use: 'What opens from a control: above the sticky header, and above a dialog it opens from.',
  },
  toast: { holds: 'Toast (the viewport)', use: 'Short messages, above dialogs.' },
};

/** Where the package sits one step above a layer, with `calc()`, rather than a token of its own. */
const layerSteps: { above: LayerName; holds: string; use: string }[] = [
  {
    above: 'sticky',
    holds: 'CookieBanner',
    use: 'Above the sticky header and the chat launcher, below overlays and dialogs.',
  },
  { above: 'toast', holds: 'SkipLinks, a focused link', use: 'Never covered, not even by a toast.' },
];

/** `var(--cui-z-index-sticky)` → `--cui-z-index-sticky`. */
const variableName = (reference: string) => reference.replace(/^var\((.*)\)$/, '$1');

const layerRows = [
  ...(Object.keys(zIndices) as LayerName[]).map((name) => ({
    key: name,
    label: name,
    value: Number(zIndices[name]),
    css: variableName(vars.zIndex[name]),
    zIndex: vars.zIndex[name],
    step: false,
    ...layerRoles[name],
  })),
  ...layerSteps.map(({ above, holds, use }) => ({
    key: `${above}+1`,
    label: `${above} + 1`,
    value: Number(zIndices[above]) + 1,
    css: `calc(var(${variableName(vars.zIndex[above])}) + 1)`,
    zIndex: `calc(${vars.zIndex[above]} + 1)`,
    step: true,
    holds,
    use,
  })),
].sort((a, b) => b.value - a.value);

/**
 * The layers as a stack, the highest first. Each slab takes its layer's z-index, in a stacking
 * context of its own (`isolation: isolate`): though it comes first in the list, the higher slab
 * covers the edge of the one below it.
 */
export function LayerStack() {
  const indent = 0.75;
  return (
    <Block>
      <p style={{ margin: '0 0 1rem', fontSize: '13px', ...muted }}>
        The layers from the top, as zIndices / vars.zIndex. Each slab is stacked by its own z-index: the higher one
        covers the edge of the one below. Dashed: one step above a layer, with calc().
      </p>
      <ol style={{ margin: 0, padding: 0, listStyle: 'none', isolation: 'isolate' }}>
        {layerRows.map((row, index) => (
          <li
            key={row.key}
            style={{
              position: 'relative',
              zIndex: row.zIndex,
              display: 'grid',
              gridTemplateColumns: 'minmax(7rem, 9rem) minmax(0, 1fr) minmax(0, 1.4fr)',
              gap: '0.25rem 1rem',
              alignItems: 'baseline',
              marginBlockStart: index ? '-0.5rem' : 0,
              marginInlineStart: `${(layerRows.length - 1 - index) * indent}rem`,
              padding: index ? '1.25rem 1rem 0.75rem' : '0.75rem 1rem',
              border: `1px ${row.step ? 'dashed' : 'solid'} ${vars.color.borderStrong}`,
              borderInlineStart: `4px solid ${row.step ? vars.color.border : vars.color.primary}`,
              borderRadius: vars.radius.md,
              background: row.step ? vars.color.backgroundSubtle : vars.color.surface,
            }}
          >
            <span>
              <span style={{ ...mono, fontWeight: 700, whiteSpace: 'nowrap' }}>{row.label}</span>
              <span style={{ ...mono, display: 'block', ...muted }}>{row.value}</span>
            </span>
            <code style={{ ...mono, fontSize: '11.5px', overflowWrap: 'anywhere' }}>{row.css}</code>
            <span>
              <span style={{ display: 'block', fontWeight: 600 }}>{row.holds}</span>
              <span style={{ display: 'block', fontSize: '13px', ...muted }}>{row.use}</span>
            </span>
          </li>
        ))}
      </ol>
    </Block>
  );
}

/** The tokens of sizes and states that are neither colour, type, space, radius nor motion. */
const controlTokenGroups: ReadonlyArray<{
  group: string;
  values: Readonly<Record<string, string>>;
  roles: Readonly<Record<string, string>>;
}> = [
  { group: 'borderWidth', values: borderWidths, roles: borderWidthRoles },
  {
    group: 'focusRing',
    values: focusRing,
    roles: { width: 'Width of the focus outline', offset: 'Gap between the element and its focus outline' },
  },
  { group: 'opacity', values: opacities, roles: opacityRoles },
  {
    group: 'controlHeight',
    values: controlHeights,
    roles: { sm: 'Dense forms and toolbars', md: 'Default: buttons, inputs, selects', lg: 'The main action of a page' },
  },
  {
    group: 'iconSize',
    values: iconSizes,
    roles: { sm: 'Beside small text, in menus', md: 'Beside body text, in controls', lg: 'Standing alone, in tiles' },
  },
  {
    group: 'containerWidth',
    values: containerWidths,
    roles: { narrow: 'Reading text (about 70 characters)', default: 'Most pages', wide: 'Dense grids' },
  },
  {
    group: 'fontSizeMobile',
    values: Object.fromEntries(Object.entries(mobileFontSizes).map(([name, step]) => [name, fontSizes[step]])),
    roles: Object.fromEntries(
      Object.entries(mobileFontSizes).map(([name, step]) => [name, `${name} below md: fontSize.${step}`]),
    ),
  },
];

/** Borders, focus ring, opacity and the sizes of controls, icons and containers, with their variables. */
export function ControlTokens() {
  return (
    <Block>
      <Table
        caption="Borders, focus ring, opacity and sizes: the token, its CSS variable, its value and its use."
        headers={['Token', 'Variable', 'Value', 'Use for']}
      >
        {controlTokenGroups.flatMap(({ group, values, roles }) =>
          Object.entries(values).map(([name, value]) => (
            <tr key={`${group}.${name}`}>
              <th scope="row" style={{ ...rowHead, ...mono }}>
                {group}.{name}
              </th>
              <td style={{ ...cell, ...mono }}>
                --cui-{kebab(group)}-{kebab(name)}
              </td>
              <td style={{ ...cell, ...mono }}>{value}</td>
              <td style={{ ...cell, ...muted }}>{roles[name] ?? ''}</td>
            </tr>
          )),
        )}
      </Table>
    </Block>
  );
}

/** Every string of a catalogue group, flattened to `group.key` (nested groups joined with dots). */
function catalogueEntries(catalogue: object, prefix = ''): Array<[string, string]> {
  return Object.entries(catalogue).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value]]
      : typeof value === 'object' && value !== null
        ? catalogueEntries(value as object, `${prefix}${key}.`)
        : [],
  );
}

/** The package's built-in texts, French beside English, as the catalogues `fr` and `en` hold them. */
export function BuiltInTexts() {
  const english = new Map(catalogueEntries(en));
  const wrap: CSSProperties = { ...cell, overflowWrap: 'anywhere', verticalAlign: 'top' };
  return (
    <Block>
      <Table
        caption="Built-in texts: the catalogues fr and en of @company/ui, key by key (a prop of the same name overrides each)."
        headers={['Key', 'Français', 'English']}
      >
        {catalogueEntries(fr).map(([key, french]) => (
          <tr key={key}>
            <th scope="row" style={{ ...wrap, ...mono, fontWeight: 600, width: '30%' }}>
              {key}
            </th>
            <td style={wrap} lang="fr">
              {french}
            </td>
            <td style={wrap} lang="en">
              {english.get(key) ?? ''}
            </td>
          </tr>
        ))}
      </Table>
    </Block>
  );
}
