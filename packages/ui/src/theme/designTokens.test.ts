// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { permutateThemes, register } from '@tokens-studio/sd-transforms';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build, transform } from 'esbuild';
import { transform as transformCss } from 'lightningcss';
import StyleDictionary, { type Config } from 'style-dictionary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  designTokens,
  dtcgProblems,
  formatJson,
  studioProblems,
  webFontFamilies,
} from '../../scripts/design-tokens.mjs';
import * as tokens from './tokens';

/*
 * The JSON files for design tools (scripts/design-tokens.mjs) against the CSS variables of
 * tokens.css, both made here from the sources as the build makes them: the unit tests run beside
 * the build, which empties dist/ first. Style Dictionary reads the files as a consumer would and
 * writes CSS variables; each must be what tokens.css declares under the same name.
 */

const documents = designTokens(tokens, { webFontFamilies: webFontFamilies() });
const dir = mkdtempSync(join(tmpdir(), 'cui-design-tokens-'));
const file = (name: keyof typeof documents) => join(dir, name);

/** `dist/tokens.css` as the build writes it: the stylesheet entry through vanilla-extract, minified. */
async function tokensCss() {
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(new URL('../../scripts/stylesheets/tokens.ts', import.meta.url))],
    bundle: true,
    write: false,
    outdir: dir,
    platform: 'neutral',
    plugins: [vanillaExtractPlugin()],
    logLevel: 'silent',
  });
  const css = outputFiles.find((output) => output.path.endsWith('.css'))?.text ?? '';
  return (await transform(css, { loader: 'css', minify: true, target: 'chrome111' })).code;
}

type Declaration = { rule: string; name: string; value: string };

/** Every custom property of a stylesheet, with the rules around it (`@layer … @media … selector`). */
function customProperties(css: string): Declaration[] {
  const found: Declaration[] = [];
  const rules: string[] = [];
  let text = '';
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      rules.push(text.trim());
      text = '';
    } else if (char === ';' || char === '}') {
      const [, name, value = ''] = /^(--[\w-]+)\s*:([\s\S]*)$/.exec(text.trim()) ?? [];
      if (name) found.push({ rule: rules.join(' '), name, value: value.trim() });
      text = '';
      if (char === '}') rules.pop();
    } else text += char;
  }
  return found;
}

const variables = (declarations: Declaration[], rule: (rule: string) => boolean) =>
  new Map(declarations.filter((declaration) => rule(declaration.rule)).map(({ name, value }) => [name, value]));

/**
 * A value as the browser reads it, so that notations compare equal: colours, times and numbers as
 * Lightning CSS minifies them, fonts unquoted, zero lengths without a unit, shadow spreads written.
 */
function normalise(name: string, value: string) {
  const { code } = transformCss({ filename: 'value.css', code: Buffer.from(`a{--v:${value}}`), minify: true });
  let normal = (/--v:(.*)}/.exec(code.toString())?.[1] ?? '')
    .replace(/["']/g, '')
    .replace(/\s*,\s*/g, ',')
    .replace(/(^|[\s,(])-?0(?:px|r?em)(?=$|[\s,)])/g, '$10');
  if (name.startsWith('--cui-shadow-'))
    normal = normal
      .split(',')
      .map((layer) => layer.split(' '))
      .map((parts) => (parts.length === 4 ? [...parts.slice(0, 3), '0', parts[3]] : parts).join(' '))
      .join(',');
  return normal;
}

/** Tokens that have no variable in tokens.css: the palette, the text styles, the breakpoints. */
const withoutVariable = /^--cui-(palette|text-style|breakpoint)-/;

/**
 * Variables that the DTCG files leave out: the letter spacing steps, in `em`, a unit 2025.10 does
 * not allow (each text style carries its spacing in `rem` instead, checked below).
 */
const notInDtcg = /^--cui-letter-spacing-/;

/** A declared value with the variables it reads replaced by theirs (`var(--cui-font-size-5xl)` → `3rem`). */
const resolved = (value: string, declared: Map<string, string>): string =>
  value.replace(/var\((--[\w-]+)\)/g, (reference, name: string) =>
    declared.has(name) ? resolved(declared.get(name)!, declared) : reference,
  );

/** Where the variables Style Dictionary wrote differ from those of tokens.css, one line each. */
function disagreements(
  source: string,
  written: Map<string, string>,
  declared: Map<string, string>,
  { leftOut }: { leftOut?: RegExp } = {},
) {
  const lines: string[] = [];
  for (const [name, value] of written) {
    if (withoutVariable.test(name)) continue;
    const expected = declared.has(name) ? resolved(declared.get(name)!, declared) : undefined;
    if (expected === undefined) lines.push(`${name}: ${source} has it, tokens.css does not`);
    else if (normalise(name, value) !== normalise(name, expected))
      lines.push(`${name}: ${source} gives ${value}, tokens.css declares ${declared.get(name)}`);
  }
  for (const name of declared.keys()) {
    if (!written.has(name) && !leftOut?.test(name))
      lines.push(`${name}: tokens.css declares it, ${source} has no token for it`);
  }
  return lines;
}

/** The CSS variables Style Dictionary writes from a configuration, by name. */
async function styleDictionaryVariables(config: Config, css: Record<string, unknown>) {
  const dictionary = new StyleDictionary({
    ...config,
    log: { verbosity: 'silent', warnings: 'disabled' },
    platforms: { css: { ...css, prefix: 'cui', files: [{ destination: 'tokens.css', format: 'css/variables' }] } },
  });
  const [written] = await dictionary.formatPlatform('css');
  const output = typeof written?.output === 'string' ? written.output : '';
  return variables(customProperties(output), (rule) => rule === ':root');
}

let light: Map<string, string>;
let dark: Map<string, string>;
let declarations: Declaration[];

beforeAll(async () => {
  for (const [name, document] of Object.entries(documents)) writeFileSync(join(dir, name), formatJson(document));
  declarations = customProperties(await tokensCss());
  const inTheme = (selector: string) => (rule: string) => rule === `@layer company-ui.theme ${selector}`;
  light = variables(declarations, inTheme(':root'));
  dark = new Map([...light, ...variables(declarations, inTheme('[data-cui-scheme=dark]'))]);
  await register(StyleDictionary);
  // Style Dictionary 5.5 writes 2025.10 colours and dimensions, not yet durations (`{ value, unit }`).
  StyleDictionary.registerTransform({
    name: 'duration/css',
    type: 'value',
    filter: (token) => token.$type === 'duration',
    transform: (token) => {
      const { value, unit } = token.$value as { value: number; unit: string };
      return `${value}${unit}`;
    },
  });
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the design tokens for design tools (dist/tokens.json, tokens.dark.json, tokens.studio.json)', () => {
  it('are DTCG 2025.10 documents: every token typed, every value well formed, every alias resolved', () => {
    expect(dtcgProblems(documents['tokens.json'])).toEqual([]);
    expect(dtcgProblems(documents['tokens.dark.json'], { base: documents['tokens.json'] })).toEqual([]);
    expect(studioProblems(documents['tokens.studio.json'])).toEqual([]);
  });

  it('report a token without type, a misshapen value and an alias that leads nowhere', () => {
    const broken = structuredClone(documents['tokens.json']) as {
      color: Record<string, unknown>;
      space: Record<string, unknown>;
      extra?: unknown;
    };
    broken.color.primary = { $value: '{palette.lagoon.13}' };
    broken.space['4'] = { $value: '1rem' };
    broken.extra = { note: { $value: 1 } };
    expect(dtcgProblems(broken)).toEqual([
      'color.primary: {palette.lagoon.13} names no token',
      'space.4: "1rem" is not a dimension value',
      'extra.note: no $type, on the token or a group above it',
    ]);
  });

  it('name the palette step of every semantic colour that is one, in both schemes', () => {
    for (const [name, scheme] of [
      ['tokens.json', tokens.colors],
      ['tokens.dark.json', tokens.darkColors],
    ] as const) {
      const { color } = documents[name] as { color: Record<string, { $value: unknown }> };
      const literal = Object.keys(scheme).filter((token) => typeof color[token]?.$value !== 'string');
      expect(literal, name).toEqual(['overlay']);
    }
    expect(documents['tokens.json']).toMatchObject({ color: { primary: { $value: '{palette.lagoon.9}' } } });
    expect(documents['tokens.dark.json']).toMatchObject({ color: { focusRing: { $value: '{palette.lagoon.11}' } } });
  });

  it('compile to the tokens.css variables with Style Dictionary: light, and dark merged over it', async () => {
    // The dark scheme's block sets the same values where the reader's system asks for dark.
    const system = variables(declarations, (rule) =>
      /prefers-color-scheme:dark.*\[data-cui-scheme=system\]$/.test(rule),
    );
    expect(new Map([...light, ...system])).toEqual(dark);

    const css = { transformGroup: 'css', transforms: ['duration/css'] };
    const lightWritten = await styleDictionaryVariables({ source: [file('tokens.json')] }, css);
    const darkWritten = await styleDictionaryVariables(
      { include: [file('tokens.json')], source: [file('tokens.dark.json')] },
      css,
    );
    expect(disagreements('tokens.json', lightWritten, light, { leftOut: notInDtcg })).toEqual([]);
    expect(disagreements('tokens.json + tokens.dark.json', darkWritten, dark, { leftOut: notInDtcg })).toEqual([]);
  });

  it('give each text style its letter spacing in rem, the tracking in em times its font size', () => {
    const { textStyle } = documents['tokens.json'] as {
      textStyle: Record<string, { $value: { fontSize: string; letterSpacing: { value: number; unit: string } } }>;
    };
    const rem = (css: string) => Number.parseFloat(css);
    const steps = Object.entries(tokens.textStyleTokens).flatMap(([name, style]) => {
      const mobile = tokens.mobileFontSizes[name as keyof typeof tokens.mobileFontSizes];
      return [[name, style.size, style.tracking], ...(mobile ? [[`${name}Mobile`, mobile, style.tracking]] : [])];
    }) as [string, keyof typeof tokens.fontSizes, keyof typeof tokens.letterSpacings][];
    for (const [name, size, tracking] of steps) {
      const { letterSpacing } = textStyle[name]!.$value;
      expect(letterSpacing.unit, name).toMatch(/^(rem|px)$/);
      expect(letterSpacing.value, name).toBeCloseTo(
        rem(tokens.letterSpacings[tracking]) * rem(tokens.fontSizes[size]),
        4,
      );
    }
    // Display steps down to 3rem on a phone: its tracking stays -0.02em of the smaller size.
    expect(textStyle.displayMobile?.$value).toMatchObject({
      fontSize: '{fontSizeMobile.display}',
      letterSpacing: { value: -0.06, unit: 'rem' },
    });
  });

  it('build with Style Dictionary in every web format, with only the duration transform the docs give, writing every value', async () => {
    const formats = { css: 'css/variables', scss: 'scss/variables', js: 'javascript/es6' } as const;
    const dictionary = new StyleDictionary({
      include: [file('tokens.json')],
      source: [file('tokens.dark.json')],
      log: { verbosity: 'silent', warnings: 'disabled' },
      platforms: Object.fromEntries(
        Object.entries(formats).map(([platform, format]) => [
          platform,
          {
            transformGroup: platform === 'js' ? 'js' : platform,
            transforms: ['duration/css'],
            files: [{ destination: `tokens.${platform}`, format }],
          },
        ]),
      ),
    });
    for (const platform of Object.keys(formats)) {
      const [written] = await dictionary.formatPlatform(platform);
      const output = typeof written?.output === 'string' ? written.output : '';
      expect(output, platform).toContain('120ms');
      expect(output, platform).not.toMatch(/\[object Object\]|undefined|NaN/);
    }
  });

  it("compile to the same variables through Tokens Studio's transforms, theme by theme", async () => {
    const { $themes, $metadata, ...sets } = documents['tokens.studio.json'];
    const themes = permutateThemes($themes) as Record<string, string[]>;
    expect(Object.keys(themes)).toEqual(['Light', 'Dark']);
    // Figma sets text in the first family of a stack: Tokens Studio's start after the web font.
    const webFonts = webFontFamilies();
    const forFigma = (declared: Map<string, string>) =>
      new Map(
        [...declared].map(([name, value]) => {
          if (!name.startsWith('--cui-font-')) return [name, value];
          const families = value.split(',').map((family) => family.trim().replace(/["']/g, ''));
          while (webFonts.includes(families[0] ?? '')) families.shift();
          return [name, families.join(', ')];
        }),
      );
    for (const [theme, declared] of [
      ['Light', light],
      ['Dark', dark],
    ] as const) {
      // The sets of a theme, merged as Tokens Studio merges them: their groups side by side.
      const studioTokens = Object.fromEntries(
        (themes[theme] ?? []).flatMap((set) => Object.entries(sets[set as keyof typeof sets])),
      ) as Config['tokens'];
      const written = await styleDictionaryVariables(
        { tokens: studioTokens, preprocessors: ['tokens-studio'] },
        { transformGroup: 'tokens-studio', transforms: ['name/kebab'] },
      );
      expect(disagreements(`tokens.studio.json (${theme})`, written, forFigma(declared))).toEqual([]);
    }
    expect($metadata.tokenSetOrder).toEqual(['core', 'light', 'dark']);
  });
});
