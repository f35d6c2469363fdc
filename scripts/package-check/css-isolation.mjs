// The package's split stylesheets in an app that keeps its own base styles: a page that imports
// `tokens.css` and `components.css` must keep the browser's (or the app's) body margin, heading and
// paragraph margins, link colour, inline SVG layout and box sizing, while the components it renders
// are fully styled. The same page with the all-in-one `styles.css` must differ, which shows the
// probes see a restyled page when there is one. Runs in Chromium on the installed tarball.
// The pages are the Vite fixture's (fixtures/vite-app/isolation/render.mjs writes them); the
// probes below read the elements they mark by id (`#app-title`, `#components`, `#ui-button`…).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { output } from './process.mjs';

/** Computed properties compared on every element of the package, with and without the reset. */
const componentProperties = [
  'display',
  'box-sizing',
  'width',
  'height',
  'margin',
  'padding',
  'border-width',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'color',
  'background-color',
  'outline-style',
];

/** The pages render.mjs writes: the app alone, with the split stylesheets, with styles.css, with each component's stylesheet. */
const PAGES = {
  bare: 'bare.html',
  split: 'split.html',
  allInOne: 'all-in-one.html',
  perComponent: 'per-component.html',
};

/** What the probes read, in the page. */
function measure(properties) {
  const style = (selector) => getComputedStyle(document.querySelector(selector));
  const box = (selector) => document.querySelector(selector).getBoundingClientRect();
  const body = style('body');
  const title = style('#app-title');
  const text = style('#app-text');
  const icon = box('#app-icon');
  const paragraph = box('#app-text');
  const lineHeight = Number.parseFloat(text.lineHeight) || Number.parseFloat(text.fontSize) * 1.2;
  return {
    app: {
      'body margin': body.margin,
      'body font': body.fontFamily,
      'body colour': body.color,
      'body background': body.backgroundColor,
      'h1 margins': `${title.marginTop} ${title.marginBottom}`,
      'h1 font': title.fontFamily,
      'p margins': `${text.marginTop} ${text.marginBottom}`,
      'link colour': style('#app-link').color,
      'svg display': style('#app-icon').display,
      // Inline: the icon sits on a line of the paragraph instead of a line of its own.
      'svg on a text line': icon.top >= paragraph.top && icon.bottom <= paragraph.top + 2 * lineHeight + 1,
      'box sizing': `${style('#app-box').boxSizing}, ${document.querySelector('#app-box').offsetWidth}px wide`,
      'button font': style('#app-button').fontFamily,
    },
    ui: document.querySelector('#components') && {
      'button background': style('#ui-button').backgroundColor,
      'dark scheme background': style('#ui-dark').backgroundColor,
      'dark scheme color-scheme': style('#ui-dark').colorScheme,
      // Every element the components render (not the inside of icons, not the Theme wrapper, whose
      // colours are checked above), by its path.
      elements: Array.from(document.querySelectorAll('#components *:not(svg *, [data-cui-scheme])'), (element) => {
        const computed = getComputedStyle(element);
        const path = [];
        for (let node = element; node.id !== 'components'; node = node.parentElement)
          path.unshift(
            `${node.localName}:nth-child(${Array.prototype.indexOf.call(node.parentElement.children, node) + 1})`,
          );
        return {
          path: path.join(' > '),
          style: Object.fromEntries(properties.map((name) => [name, computed.getPropertyValue(name)])),
        };
      }),
    },
  };
}

/**
 * @param {{ app: string, run: Function }} options
 *   `app` is the Vite fixture with the tarball installed, `run` the check's process runner.
 * @returns {Promise<Array<{ ok: boolean, label: string, details?: string }>>}
 */
export async function checkCssIsolation({ app, run }) {
  const checks = [];
  const check = (ok, label, details) => checks.push(ok ? { ok, label } : { ok, label, details });

  const rendered = await run(process.execPath, [join('isolation', 'render.mjs')], { cwd: app, timeoutMs: 30_000 });
  if (rendered.code !== 0) {
    check(false, 'CSS isolation: rendering the components with the package failed', output(rendered));
    return checks;
  }

  const { chromium } = await import('playwright');
  const { chromiumArgs, testChromium } = await import('../browser.mjs');
  const browser = await chromium.launch({ executablePath: testChromium(), args: chromiumArgs });
  try {
    const tab = await browser.newPage({ viewport: { width: 800, height: 600 } });
    const results = {};
    for (const [name, file] of Object.entries(PAGES)) {
      await tab.goto(pathToFileURL(join(app, 'isolation', file)).href);
      results[name] = await tab.evaluate(measure, componentProperties);
    }
    const { bare, split, allInOne, perComponent } = results;

    const changed = Object.keys(bare.app).filter((probe) => split.app[probe] !== bare.app[probe]);
    check(
      changed.length === 0,
      `CSS isolation: with tokens.css + components.css the app keeps its own ${Object.keys(bare.app).length} base styles (body margin ${bare.app['body margin']}, h1 margins ${bare.app['h1 margins']}, link ${bare.app['link colour']}, inline SVG, content-box sizing)`,
      changed
        .map((probe) => `${probe}: ${JSON.stringify(bare.app[probe])} became ${JSON.stringify(split.app[probe])}`)
        .join('\n'),
    );

    // The probes must see the difference when the reset is there: styles.css includes it on purpose.
    const restyled = ['body margin', 'h1 margins', 'link colour', 'svg display'].filter(
      (probe) => allInOne.app[probe] !== bare.app[probe],
    );
    check(
      restyled.length === 4,
      `CSS isolation: the probes see styles.css restyle the page (${restyled.join(', ')})`,
      `styles.css was expected to change body margin, h1 margins, link colour and svg display; it changed only: ${restyled.join(', ') || 'nothing'}`,
    );

    // The components look the same with their own CSS as with the whole stylesheet: nothing of
    // theirs depends on the reset. The root's font, colour and size are the app's in both pages.
    const ui = split.ui;
    const uiProblems = [];
    if (ui['button background'] !== 'rgb(3, 112, 135)')
      uiProblems.push(`Button background ${ui['button background']}, expected the brand rgb(3, 112, 135)`);
    if (ui['dark scheme background'] !== 'rgb(14, 20, 22)' || ui['dark scheme color-scheme'] !== 'dark')
      uiProblems.push(
        `<Theme scheme="dark">: background ${ui['dark scheme background']}, color-scheme ${ui['dark scheme color-scheme']}`,
      );
    for (const [index, element] of ui.elements.entries()) {
      const reference = allInOne.ui.elements[index];
      const differences = componentProperties.filter((name) => element.style[name] !== reference?.style[name]);
      if (differences.length)
        uiProblems.push(
          `${element.path}: ${differences.map((name) => `${name} ${element.style[name]} (with the reset: ${reference?.style[name]})`).join(', ')}`,
        );
    }
    check(
      uiProblems.length === 0,
      `CSS isolation: the ${ui.elements.length} elements of 9 components have the same ${componentProperties.length} computed styles with tokens.css + components.css as with styles.css, and a dark Theme applies`,
      uiProblems.slice(0, 15).join('\n') + (uiProblems.length > 15 ? `\n… and ${uiProblems.length - 15} more` : ''),
    );

    // Each component's own stylesheet, imported in any order, styles it as components.css does and
    // restyles nothing of the app.
    const perComponentProblems = [
      ...Object.keys(bare.app)
        .filter((probe) => perComponent.app[probe] !== bare.app[probe])
        .map(
          (probe) =>
            `app's ${probe}: ${JSON.stringify(bare.app[probe])} became ${JSON.stringify(perComponent.app[probe])}`,
        ),
      ...perComponent.ui.elements.flatMap((element, index) => {
        const reference = split.ui.elements[index];
        const differences = componentProperties.filter((name) => element.style[name] !== reference?.style[name]);
        return differences.length
          ? [
              `${element.path}: ${differences.map((name) => `${name} ${element.style[name]} (with components.css: ${reference?.style[name]})`).join(', ')}`,
            ]
          : [];
      }),
    ];
    check(
      perComponentProblems.length === 0,
      `CSS per component: with tokens.css and the stylesheets of the 8 components rendered (button.css, card.css…, in an order that puts Card before Badge), the ${perComponent.ui.elements.length} elements have the same computed styles as with components.css, and the app keeps its base styles`,
      perComponentProblems.slice(0, 15).join('\n') +
        (perComponentProblems.length > 15 ? `\n… and ${perComponentProblems.length - 15} more` : ''),
    );

    // Right to left: what the styles mirror, read in the page as a browser lays it out.
    await tab.goto(pathToFileURL(join(app, 'isolation', 'rtl.html')).href);
    const rtl = await tab.evaluate(() => {
      const style = (selector) => getComputedStyle(document.querySelector(selector));
      return {
        'breadcrumb chevron transform': style('#rtl-trail svg').transform,
        'checked switch knob transform': style('#rtl-switch + span').transform,
        'alert accent border (right, left)': `${style('#rtl-alert').borderRightWidth}, ${style('#rtl-alert').borderLeftWidth}`,
        'tabs dir': document.querySelector('#rtl-tabs').getAttribute('dir'),
        'first tab left of the second': (() => {
          const [first, second] = document.querySelectorAll('#rtl-tabs [role="tab"]');
          return first.getBoundingClientRect().left > second.getBoundingClientRect().left ? 'right' : 'left';
        })(),
      };
    });
    const expected = {
      'breadcrumb chevron transform': 'matrix(-1, 0, 0, 1, 0, 0)',
      'checked switch knob transform': 'matrix(1, 0, 0, 1, -20, 0)',
      'alert accent border (right, left)': '4px, 1px',
      'tabs dir': 'rtl',
      'first tab left of the second': 'right',
    };
    const rtlProblems = Object.keys(expected).filter((probe) => rtl[probe] !== expected[probe]);
    check(
      rtlProblems.length === 0,
      `Right to left (styles.css, dir="rtl" and DirectionProvider, rendered on the server): the breadcrumb chevron is mirrored, a checked switch's knob sits on the left, the alert's accent border is on the right, Tabs carry dir="rtl" and the first tab is on the right`,
      rtlProblems.map((probe) => `${probe}: ${rtl[probe]}, expected ${expected[probe]}`).join('\n'),
    );
  } finally {
    await browser.close();
  }
  return checks;
}
