// The design tokens as JSON for design tools, generated from `src/theme/tokens.ts` (compiled to
// `dist/theme/tokens.js`) after the rest of the build:
//   dist/tokens.json         the light scheme, a complete DTCG 2025.10 document
//   dist/tokens.dark.json    the dark scheme: its palette, colours and shadows, to merge over it
//   dist/tokens.studio.json  the same tokens as Tokens Studio reads them: token sets and themes
//
// Why three files. DTCG 2025.10 has no way to give one token two values (modes belong to its
// Resolver module, which Style Dictionary 5 does not read), so each scheme is a document of its own:
// Style Dictionary merges the dark file over the light one (`include` the first, `source` the
// second), and every alias of either resolves inside it. Tokens Studio for Figma reads neither: it
// takes the top-level keys of a file as token sets, and expects colours and sizes as CSS strings,
// not the 2025.10 objects (`{ "colorSpace": "srgb", … }`, `{ "value": 1, "unit": "rem" }`). Its
// file holds sets `core`, `light` and `dark`, with a theme per scheme, in its own units: line
// heights and letter spacing in percent, as Figma sets them.
//
// `node scripts/design-tokens.mjs` writes the three files; the build runs it last. It fails when a
// document breaks the format (`dtcgProblems`), so a token that cannot be written is a failed build.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The files written to `dist/`, each exported as `@company/ui/<file>`. */
export const designTokenFiles = ['tokens.json', 'tokens.dark.json', 'tokens.studio.json'];

const SCHEMA = 'https://www.designtokens.org/schemas/2025.10/format.json';

/** The token types of DTCG 2025.10. */
const dtcgTypes = [
  'color',
  'dimension',
  'fontFamily',
  'fontWeight',
  'duration',
  'cubicBezier',
  'number',
  'strokeStyle',
  'border',
  'transition',
  'shadow',
  'gradient',
  'typography',
];

// 2025.10 knows `px` and `rem` only. The code tracks letter spacing in `em`, so that it scales with
// the text; the files give each text style its spacing in `rem` instead (`letterSpacingRem`).
const dimensionUnits = ['px', 'rem'];

const round = (number) => Math.round(number * 10_000) / 10_000;
const hex = (channels) => `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** `#037087` or `rgb(19 32 37 / 0.6)`: the only colour notations tokens.ts uses. */
function parseColor(css) {
  const hexMatch = /^#([0-9a-f]{6})$/i.exec(css);
  if (hexMatch) {
    const channels = [0, 2, 4].map((start) => Number.parseInt(hexMatch[1].slice(start, start + 2), 16));
    return { channels, alpha: 1 };
  }
  const rgbMatch = /^rgb\((\d+) (\d+) (\d+)(?: \/ ([\d.]+))?\)$/.exec(css);
  if (rgbMatch) return { channels: rgbMatch.slice(1, 4).map(Number), alpha: Number(rgbMatch[4] ?? 1) };
  throw new Error(`Cannot write the colour ${css} as a design token`);
}

function dtcgColor(css) {
  const { channels, alpha } = parseColor(css);
  return {
    colorSpace: 'srgb',
    components: channels.map((channel) => round(channel / 255)),
    ...(alpha === 1 ? {} : { alpha }),
    hex: hex(channels),
  };
}

/** Tokens Studio's colour: the hex, or `rgba()` when it is translucent. */
function studioColor(css) {
  const { channels, alpha } = parseColor(css);
  return alpha === 1 ? hex(channels) : `rgba(${channels.join(', ')}, ${alpha})`;
}

function dtcgDimension(css) {
  if (css === '0') return { value: 0, unit: 'px' };
  const match = /^(-?[\d.]+)(px|rem)$/.exec(css);
  if (!match) throw new Error(`Cannot write the length ${css} as a design token`);
  return { value: Number(match[1]), unit: match[2] };
}

function dtcgDuration(css) {
  const match = /^([\d.]+)(ms|s)$/.exec(css);
  if (!match) throw new Error(`Cannot write the duration ${css} as a design token`);
  return { value: Number(match[1]), unit: match[2] };
}

function cubicBezier(css) {
  const match = /^cubic-bezier\(([^)]+)\)$/.exec(css);
  if (!match) throw new Error(`Cannot write the easing ${css} as a design token`);
  return match[1].split(',').map(Number);
}

/** Splits on `separator` outside parentheses: the layers of a shadow, the parts of a layer. */
function splitOutside(text, separator) {
  const parts = [''];
  let depth = 0;
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth === 0 && separator.test(char)) parts.push('');
    else parts[parts.length - 1] += char;
  }
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** `0 1px 2px rgb(…), …`: the layers of a `box-shadow`, lengths as written. */
function shadowLayers(css) {
  return splitOutside(css, /,/).map((layer) => {
    const parts = splitOutside(layer, /\s/);
    const lengths = parts.filter((part) => /^-?[\d.]+(px|rem)?$/.test(part));
    const colors = parts.filter((part) => !lengths.includes(part) && part !== 'inset');
    if (lengths.length < 2 || lengths.length > 4 || colors.length !== 1)
      throw new Error(`Cannot write the shadow ${css} as a design token`);
    const [offsetX, offsetY, blur = '0', spread = '0'] = lengths;
    return { color: colors[0], offsetX, offsetY, blur, spread, inset: parts.includes('inset') };
  });
}

/** `'Inter Variable', 'Inter', ui-sans-serif`: the names of a font stack, unquoted. */
const fontStack = (css) => css.split(',').map((name) => name.trim().replace(/^(['"])(.*)\1$/, '$2'));

/** A group of tokens of one type, one per entry, with its `$description` where `roles` has one. */
function group(type, values, toValue, roles = {}) {
  const tokens = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      { $value: toValue(value), ...(roles[name] ? { $description: roles[name] } : {}) },
    ]),
  );
  return { $type: type, ...tokens };
}

/** The palette as a token group: `white` and each scale's twelve steps. */
function paletteGroup(palette, toColor) {
  const { white, ...scales } = palette;
  return {
    $type: 'color',
    white: { $value: toColor(white) },
    ...Object.fromEntries(
      Object.entries(scales).map(([scale, steps]) => [
        scale,
        Object.fromEntries(Object.entries(steps).map(([step, value]) => [step, { $value: toColor(value) }])),
      ]),
    ),
  };
}

/**
 * The semantic colours of a scheme: an alias of the palette step that has the same value, so a
 * designer sees `{palette.lagoon.9}`; the others (the overlay's translucent ink) as colours.
 */
function colorGroup(colors, palette, toColor) {
  const { white, ...scales } = palette;
  const steps = [
    ['palette.white', white],
    ...Object.entries(scales).flatMap(([scale, values]) =>
      Object.entries(values).map(([step, value]) => [`palette.${scale}.${step}`, value]),
    ),
  ];
  return group('color', colors, (value) => {
    const step = steps.find(([, stepValue]) => stepValue.toLowerCase() === value.toLowerCase());
    return step ? `{${step[0]}}` : toColor(value);
  });
}

/** What a text style is made of, as aliases of the type tokens. */
const textStyleParts = (style) => ({
  fontFamily: `{font.${style.family}}`,
  fontSize: `{fontSize.${style.size}}`,
  fontWeight: `{fontWeight.${style.weight}}`,
  letterSpacing: `{letterSpacing.${style.tracking}}`,
  lineHeight: `{lineHeight.${style.lineHeight}}`,
});

/**
 * The text styles, and a `<name>Mobile` style for each that steps down below the `md` breakpoint
 * (`mobileFontSizes`), with its size and the font size step it takes.
 */
function textStyleEntries(tokens) {
  return Object.entries(tokens.textStyleTokens).flatMap(([name, style]) => {
    const mobile = tokens.mobileFontSizes[name];
    return [
      [name, style, `{fontSize.${style.size}}`],
      ...(mobile ? [[`${name}Mobile`, { ...style, size: mobile }, `{fontSizeMobile.${name}}`]] : []),
    ];
  });
}

/**
 * The DTCG 2025.10 groups that both schemes share: type, space, radii, borders, focus ring, opacity,
 * sizes, stacking, motion, breakpoints.
 */
function dtcgCore(tokens) {
  return {
    font: group('fontFamily', tokens.fontFamilies, fontStack),
    fontSize: group('dimension', tokens.fontSizes, dtcgDimension),
    fontWeight: group('fontWeight', tokens.fontWeights, Number),
    lineHeight: group('number', tokens.lineHeights, Number),
    fontSizeMobile: group('dimension', tokens.mobileFontSizes, (step) => `{fontSize.${step}}`),
    // No `letterSpacing` group: the code's tracking is in `em`, which 2025.10 does not allow, and a
    // `rem` value is right for one font size only. Each text style carries its own, in `rem`.
    textStyle: {
      $type: 'typography',
      ...Object.fromEntries(
        textStyleEntries(tokens).map(([name, style, fontSize]) => [
          name,
          {
            $value: {
              ...textStyleParts(style),
              fontSize,
              letterSpacing: dtcgDimension(tokens.letterSpacingRem(style.tracking, style.size)),
            },
            $extensions: {
              'com.company.ui': {
                letterSpacing: tokens.letterSpacings[style.tracking],
                // Typography tokens have no case; the text style sets it in CSS (`text-transform`).
                ...(style.uppercase ? { textTransform: 'uppercase' } : {}),
              },
            },
          },
        ]),
      ),
    },
    space: group('dimension', tokens.space, dtcgDimension),
    radius: group('dimension', tokens.radii, dtcgDimension, tokens.radiusRoles),
    borderWidth: group('dimension', tokens.borderWidths, dtcgDimension, tokens.borderWidthRoles),
    focusRing: group('dimension', tokens.focusRing, dtcgDimension),
    // DTCG has no opacity type: a number from 0 to 1, as CSS `opacity` takes it.
    opacity: group('number', tokens.opacities, Number, tokens.opacityRoles),
    controlHeight: group('dimension', tokens.controlHeights, dtcgDimension),
    iconSize: group('dimension', tokens.iconSizes, dtcgDimension),
    containerWidth: group('dimension', tokens.containerWidths, dtcgDimension),
    zIndex: group('number', tokens.zIndices, Number),
    duration: group('duration', tokens.durations, dtcgDuration, tokens.durationRoles),
    easing: group('cubicBezier', tokens.easings, cubicBezier, tokens.easingRoles),
    breakpoint: group('dimension', tokens.breakpoints, (px) => ({ value: px, unit: 'px' })),
  };
}

/** One scheme's palette, semantic colours and shadows, in DTCG 2025.10. */
function dtcgScheme(palette, colors, shadows, shadowRoles) {
  return {
    palette: paletteGroup(palette, dtcgColor),
    color: colorGroup(colors, palette, dtcgColor),
    shadow: group(
      'shadow',
      shadows,
      (css) =>
        shadowLayers(css).map(({ color, offsetX, offsetY, blur, spread, inset }) => ({
          color: dtcgColor(color),
          offsetX: dtcgDimension(offsetX),
          offsetY: dtcgDimension(offsetY),
          blur: dtcgDimension(blur),
          spread: dtcgDimension(spread),
          ...(inset ? { inset } : {}),
        })),
      shadowRoles,
    ),
  };
}

/** A percentage of the font size, as Figma sets line height and letter spacing: `1.15` → `115%`. */
const percent = (value) => `${round(Number.parseFloat(value) * 100)}%`;

/** The shared groups as Tokens Studio types them, with the values it reads (CSS strings). */
function studioCore(tokens, webFontFamilies) {
  // Figma sets text in the first family of a stack, and the stacks start with the name the page
  // gives the web font it loads (`Inter Variable`): Tokens Studio's start at the family after it.
  const stack = (css) => {
    const names = fontStack(css);
    while (webFontFamilies.includes(names[0])) names.shift();
    return names.map((name) => (/\s/.test(name) ? `'${name}'` : name)).join(', ');
  };
  return {
    font: group('fontFamilies', tokens.fontFamilies, stack),
    fontSize: group('fontSizes', tokens.fontSizes, String),
    fontWeight: group('fontWeights', tokens.fontWeights, String),
    lineHeight: group('lineHeights', tokens.lineHeights, percent),
    fontSizeMobile: group('fontSizes', tokens.mobileFontSizes, (step) => `{fontSize.${step}}`),
    letterSpacing: group('letterSpacing', tokens.letterSpacings, percent),
    textStyle: {
      $type: 'typography',
      ...Object.fromEntries(
        textStyleEntries(tokens).map(([name, style, fontSize]) => [
          name,
          { $value: { ...textStyleParts(style), fontSize, ...(style.uppercase ? { textCase: 'uppercase' } : {}) } },
        ]),
      ),
    },
    space: group('spacing', tokens.space, String),
    radius: group('borderRadius', tokens.radii, String, tokens.radiusRoles),
    borderWidth: group('borderWidth', tokens.borderWidths, String, tokens.borderWidthRoles),
    focusRing: {
      width: { $type: 'borderWidth', $value: tokens.focusRing.width },
      offset: { $type: 'dimension', $value: tokens.focusRing.offset },
    },
    opacity: group('opacity', tokens.opacities, String, tokens.opacityRoles),
    controlHeight: group('sizing', tokens.controlHeights, String),
    iconSize: group('sizing', tokens.iconSizes, String),
    containerWidth: group('sizing', tokens.containerWidths, String),
    zIndex: group('number', tokens.zIndices, Number),
    // Tokens Studio has no motion types of its own: the DTCG ones, which Style Dictionary converts
    // (a duration as its CSS string, a curve as its four numbers).
    duration: group('duration', tokens.durations, String, tokens.durationRoles),
    easing: group('cubicBezier', tokens.easings, cubicBezier, tokens.easingRoles),
    breakpoint: group('dimension', tokens.breakpoints, (px) => `${px}px`),
  };
}

function studioScheme(palette, colors, shadows, shadowRoles) {
  return {
    palette: paletteGroup(palette, studioColor),
    color: colorGroup(colors, palette, studioColor),
    shadow: group(
      'boxShadow',
      shadows,
      (css) =>
        shadowLayers(css).map(({ color, offsetX, offsetY, blur, spread, inset }) => ({
          x: offsetX,
          y: offsetY,
          blur,
          spread,
          color: studioColor(color),
          type: inset ? 'innerShadow' : 'dropShadow',
        })),
      shadowRoles,
    ),
  };
}

/**
 * The three documents, by file name, from the exports of `src/theme/tokens.ts`.
 * `webFontFamilies`: the names the package's own `@font-face` rules give its web fonts.
 */
export function designTokens(tokens, { webFontFamilies = [] } = {}) {
  const light = dtcgScheme(tokens.palette, tokens.colors, tokens.shadows, tokens.shadowRoles);
  const dark = dtcgScheme(tokens.darkPalette, tokens.darkColors, tokens.darkShadows, tokens.shadowRoles);
  return {
    'tokens.json': {
      $schema: SCHEMA,
      $description:
        '@company/ui design tokens, light scheme (the `--cui-*` variables of tokens.css on :root). Merge tokens.dark.json over it for the dark scheme.',
      ...light,
      ...dtcgCore(tokens),
    },
    'tokens.dark.json': {
      $schema: SCHEMA,
      $description:
        '@company/ui design tokens, dark scheme: the palette, colours and shadows that [data-cui-scheme="dark"] sets. Merge it over tokens.json.',
      ...dark,
    },
    'tokens.studio.json': {
      core: studioCore(tokens, webFontFamilies),
      light: studioScheme(tokens.palette, tokens.colors, tokens.shadows, tokens.shadowRoles),
      dark: studioScheme(tokens.darkPalette, tokens.darkColors, tokens.darkShadows, tokens.shadowRoles),
      $themes: ['light', 'dark'].map((scheme) => ({
        id: scheme,
        name: scheme === 'light' ? 'Light' : 'Dark',
        group: 'Scheme',
        selectedTokenSets: { core: 'enabled', [scheme]: 'enabled' },
      })),
      $metadata: { tokenSetOrder: ['core', 'light', 'dark'] },
    },
  };
}

/**
 * The family names the package's web fonts take in its stylesheets, as their Fontsource packages
 * declare them (`Inter Variable`): the fonts that `fonts.css` loads (scripts/finalize.mjs).
 */
export function webFontFamilies() {
  const require = createRequire(import.meta.url);
  const root = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
  return Object.keys(root.devDependencies)
    .filter((name) => name.startsWith('@fontsource-variable/'))
    .flatMap((name) => {
      const css = readFileSync(join(dirname(require.resolve(`${name}/package.json`)), 'wght.css'), 'utf8');
      return [...new Set(Array.from(css.matchAll(/font-family:\s*'([^']+)'/g), ([, family]) => family))];
    });
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const aliasOf = (value) => (typeof value === 'string' ? /^\{([^{}]+)\}$/.exec(value)?.[1] : undefined);

/**
 * Every token of a document, depth first: its path, its value and its type (its own, or the
 * nearest group's), with the problems of its structure.
 */
function collectTokens(document) {
  const tokens = new Map();
  const problems = [];
  const walk = (node, path, inheritedType) => {
    const type = node.$type ?? inheritedType;
    if ('$value' in node) {
      tokens.set(path.join('.'), { value: node.$value, type, description: node.$description });
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key.startsWith('$')) continue;
      if (/[{}.]/.test(key)) problems.push(`${[...path, key].join('.')}: a name cannot hold "{", "}" or "."`);
      if (!isObject(child)) problems.push(`${[...path, key].join('.')}: neither a token nor a group`);
      else walk(child, [...path, key], type);
    }
  };
  walk(document, [], undefined);
  return { tokens, problems };
}

const isNumber = (value) => typeof value === 'number' && Number.isFinite(value);
const shapes = {
  color: (value) =>
    isObject(value) &&
    value.colorSpace === 'srgb' &&
    Array.isArray(value.components) &&
    value.components.length === 3 &&
    value.components.every((component) => isNumber(component) && component >= 0 && component <= 1) &&
    (value.alpha === undefined || (isNumber(value.alpha) && value.alpha >= 0 && value.alpha <= 1)) &&
    (value.hex === undefined || /^#[0-9a-f]{6}$/i.test(value.hex)),
  dimension: (value) => isObject(value) && isNumber(value.value) && dimensionUnits.includes(value.unit),
  fontFamily: (value) =>
    (typeof value === 'string' && value !== '') ||
    (Array.isArray(value) && value.length > 0 && value.every((name) => typeof name === 'string' && name !== '')),
  fontWeight: (value) => isNumber(value) && value >= 1 && value <= 1000,
  duration: (value) => isObject(value) && isNumber(value.value) && ['ms', 's'].includes(value.unit),
  cubicBezier: (value) =>
    Array.isArray(value) &&
    value.length === 4 &&
    value.every(isNumber) &&
    [value[0], value[2]].every((x) => x >= 0 && x <= 1),
  number: isNumber,
  shadow: (value, check) =>
    (Array.isArray(value) ? value : [value]).every(
      (layer) =>
        isObject(layer) &&
        check(layer.color, 'color') &&
        ['offsetX', 'offsetY', 'blur', 'spread'].every((part) => check(layer[part], 'dimension')) &&
        (layer.inset === undefined || typeof layer.inset === 'boolean'),
    ),
  typography: (value, check) =>
    isObject(value) &&
    check(value.fontFamily, 'fontFamily') &&
    check(value.fontSize, 'dimension') &&
    check(value.fontWeight, 'fontWeight') &&
    check(value.letterSpacing, 'dimension') &&
    check(value.lineHeight, 'number'),
};

/**
 * What makes a document break DTCG 2025.10, as readable lines (none when it is valid): a token
 * without a type, a type the format does not define, a value of the wrong shape, an alias that
 * leads nowhere or to a token of another type. `base` is the document it is merged over
 * (tokens.json for tokens.dark.json), whose tokens its aliases may name.
 */
export function dtcgProblems(document, { base } = {}) {
  const { tokens, problems } = collectTokens(document);
  const known = new Map([...(base ? collectTokens(base).tokens : []), ...tokens]);
  const check = (value, type, where) => {
    const alias = aliasOf(value);
    if (alias === undefined) return Boolean(shapes[type]?.(value, (part, partType) => check(part, partType, where)));
    const target = known.get(alias);
    if (!target) problems.push(`${where}: {${alias}} names no token`);
    else if (target.type !== type) problems.push(`${where}: {${alias}} is a ${target.type}, not a ${type}`);
    return true;
  };
  for (const [path, { value, type }] of tokens) {
    if (type === undefined) problems.push(`${path}: no $type, on the token or a group above it`);
    else if (!dtcgTypes.includes(type)) problems.push(`${path}: $type ${type} is not a DTCG type`);
    else if (!check(value, type, path)) problems.push(`${path}: ${JSON.stringify(value)} is not a ${type} value`);
  }
  return problems;
}

/**
 * The types that Tokens Studio's transforms (`@tokens-studio/sd-transforms`, with Style Dictionary's
 * CSS transforms) turn into CSS values: its own, and the DTCG types Style Dictionary converts.
 * `other` is not among them: its value passes through as written, whatever it is.
 */
const studioTypes = [
  'color',
  'dimension',
  'sizing',
  'spacing',
  'borderRadius',
  'borderWidth',
  'opacity',
  'fontFamilies',
  'fontWeights',
  'fontSizes',
  'lineHeights',
  'letterSpacing',
  'typography',
  'boxShadow',
  'number',
  'duration',
  'cubicBezier',
];

/**
 * Tokens Studio's file: every alias of a theme resolves among the sets the theme enables, to a
 * token of the same type where it stands for a whole value.
 */
export function studioProblems(document) {
  const { $themes, $metadata, ...sets } = document;
  const problems = [];
  for (const theme of $themes) {
    const enabled = Object.keys(theme.selectedTokenSets).filter((set) => theme.selectedTokenSets[set] !== 'disabled');
    const tokens = new Map(enabled.flatMap((set) => [...collectTokens(sets[set]).tokens]));
    for (const [path, { value, type }] of tokens) {
      if (type === undefined) problems.push(`${theme.name} theme, ${path}: no $type`);
      else if (!studioTypes.includes(type))
        problems.push(`${theme.name} theme, ${path}: $type ${type} is not converted by Tokens Studio's transforms`);
      const parts = isObject(value)
        ? Object.values(value)
        : Array.isArray(value)
          ? value.flatMap(Object.values)
          : [value];
      for (const part of parts) {
        const alias = aliasOf(part);
        if (alias !== undefined && !tokens.has(alias))
          problems.push(`${theme.name} theme, ${path}: {${alias}} names no token`);
        else if (alias !== undefined && part === value && tokens.get(alias).type !== type)
          problems.push(`${theme.name} theme, ${path}: {${alias}} is a ${tokens.get(alias).type}, not a ${type}`);
      }
    }
  }
  if (JSON.stringify($metadata.tokenSetOrder) !== JSON.stringify(Object.keys(sets)))
    problems.push(
      `$metadata.tokenSetOrder lists ${$metadata.tokenSetOrder.join(', ')}, the file has ${Object.keys(sets).join(', ')}`,
    );
  return problems;
}

/** JSON indented for reading, with arrays of numbers or strings on one line (`"components": [0.0118, 0.4392, 0.5294]`). */
export const formatJson = (document) =>
  JSON.stringify(document, null, 2).replace(
    /\[\s+([^[\]{}]*?)\s+\]/g,
    (_, items) => `[${items.split(/,\s+/).join(', ')}]`,
  );

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../dist/', import.meta.url));
  const tokens = await import(new URL('../dist/theme/tokens.js', import.meta.url).href);
  const documents = designTokens(tokens, { webFontFamilies: webFontFamilies() });
  const problems = [
    ...dtcgProblems(documents['tokens.json']).map((problem) => `tokens.json, ${problem}`),
    ...dtcgProblems(documents['tokens.dark.json'], { base: documents['tokens.json'] }).map(
      (problem) => `tokens.dark.json, ${problem}`,
    ),
    ...studioProblems(documents['tokens.studio.json']).map((problem) => `tokens.studio.json, ${problem}`),
  ];
  if (problems.length) throw new Error(`The design tokens break their format:\n${problems.join('\n')}`);
  for (const [file, document] of Object.entries(documents)) {
    writeFileSync(join(dist, file), `${formatJson(document)}\n`);
  }
  const counts = Object.entries(documents).map(([file, document]) => {
    const sets = file === 'tokens.studio.json' ? Object.keys(document).filter((key) => !key.startsWith('$')) : [''];
    const count = sets.reduce((sum, set) => sum + collectTokens(set ? document[set] : document).tokens.size, 0);
    return `${file} (${count})`;
  });
  console.log(`dist/: design tokens written, ${counts.join(', ')}`);
}
