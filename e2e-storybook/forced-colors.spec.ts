import { expect, test as base, type Page } from '@playwright/test';
import {
  differ,
  expectEdge,
  expectFocusRing,
  expectReadableText,
  iconColours,
  isPainted,
  paintOf,
  systemColours,
} from './support/forcedColors';
import { openPreview, runStory } from './support/storybook';

/**
 * The components under forced colours (Windows high contrast), as Chromium renders them with
 * `forced-colors: active`: author colours give way to the system palette, fills and shadows
 * disappear. Each test names a state that must stay visible and checks it from the computed
 * styles, then keeps a picture of the story as reviewed (`forced-colors-*.png`).
 */

interface Preview {
  page: Page;
  /** The forced palette's system colours, as computed colours. */
  palette: Awaited<ReturnType<typeof systemColours>>;
}

// Transitions would leave a colour half-way when it is read; the pictures freeze them too.
const freezeMotion = `*, *::before, *::after {
  transition-duration: 0s !important; transition-delay: 0s !important;
  animation-duration: 0s !important; animation-delay: 0s !important;
}`;

// One preview per worker, switched from story to story as in stories.spec.ts.
const test = base.extend<{ preview: Preview }, { workerPreview: Preview }>({
  workerPreview: [
    async ({ browser }, run) => {
      const page = await browser.newPage({
        locale: 'fr-FR',
        viewport: { width: 1024, height: 768 },
        forcedColors: 'active',
        colorScheme: 'light',
      });
      await openPreview(page);
      await page.addStyleTag({ content: freezeMotion });
      await run({ page, palette: await systemColours(page) });
      await page.close();
    },
    { scope: 'worker' },
  ],
  preview: async ({ workerPreview }, run) => run(workerPreview),
});

test.describe.configure({ mode: 'parallel' });

/** Shows a story and expects it rendered and played without error; axe's verdicts belong to stories.spec.ts. */
async function show(page: Page, id: string) {
  const outcome = await runStory(page, id);
  expect(outcome.problems.filter((problem) => /^(?:render|play|error|missing)\b/.test(problem))).toEqual([]);
  await page.evaluate(() => document.fonts.ready);
}

const storyRoot = (page: Page) => page.locator('[data-story-root]');

test('the browser really forces the palette', async ({ preview: { page, palette } }) => {
  await show(page, 'actions-button--primary');
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
  // The primary button's brand fill gives way to the system's.
  const button = await paintOf(page.getByRole('button').first());
  expect([palette.Canvas, palette.ButtonFace]).toContain(button.backgroundColor);
  expect(differ(palette.Canvas, palette.CanvasText)).toBe(true);
});

test('Switch: on and off differ, each with a visible track and knob', async ({ preview: { page, palette } }) => {
  await show(page, 'forms-switch--states');
  await expect(storyRoot(page)).toHaveScreenshot('forced-colors-switch.png');

  const track = (name: string) => page.getByRole('switch', { name, exact: true });
  const knob = (name: string) => track(name).locator('xpath=following-sibling::span[1]');
  const [off, on, invalid, disabledOff, disabledOn] = await Promise.all(
    ['Inactif', 'Actif', 'Erreur', 'Indisponible', 'Indisponible, actif'].map((name) => paintOf(track(name))),
  );
  expectEdge(off!, 'off track');
  expect(isPainted(on!.backgroundColor), 'on track is filled').toBe(true);
  expect(differ(on!.backgroundColor, off!.backgroundColor), 'on track differs from off track').toBe(true);
  expect(differ(on!.backgroundColor, palette.Canvas), 'on track stands out from the canvas').toBe(true);
  expect(invalid!.borderTopWidth, 'invalid track has a thicker edge').toBeGreaterThan(off!.borderTopWidth);
  expect(differ(disabledOn!.backgroundColor, disabledOff!.backgroundColor), 'disabled on differs from off').toBe(true);

  for (const [name, trackPaint] of [
    ['Inactif', off],
    ['Actif', on],
  ] as const) {
    const knobPaint = await paintOf(knob(name));
    expect(isPainted(knobPaint.backgroundColor), `${name}: knob is filled`).toBe(true);
    expect(differ(knobPaint.backgroundColor, trackPaint!.backgroundColor), `${name}: knob stands out`).toBe(true);
  }
  await expectFocusRing(track('Inactif'), palette.Canvas, 'switch');
});

test('Checkbox: checked boxes are filled and show their mark', async ({ preview: { page, palette } }) => {
  await show(page, 'forms-checkbox--states');
  await expect(storyRoot(page)).toHaveScreenshot('forced-colors-checkbox.png');

  const box = (name: string) => page.getByRole('checkbox', { name, exact: true });
  const mark = (name: string) => box(name).locator('xpath=following-sibling::*[1]');
  const unchecked = await paintOf(box('Non cochée'));
  expectEdge(unchecked, 'unchecked box');
  for (const name of ['Cochée', 'Désactivée, cochée']) {
    const checked = await paintOf(box(name));
    expect(differ(checked.backgroundColor, unchecked.backgroundColor), `${name}: differs from unchecked`).toBe(true);
    const check = await paintOf(mark(name));
    expect(check.opacity, `${name}: mark shown`).toBeGreaterThan(0);
    expect(differ(check.color, checked.backgroundColor), `${name}: mark stands out from the fill`).toBe(true);
  }
  await expectFocusRing(box('Non cochée'), palette.Canvas, 'checkbox');
});

test('RadioGroup: every circle keeps an edge, the chosen ones show their dot', async ({
  preview: { page, palette },
}) => {
  await show(page, 'forms-radiogroup--states');
  await expect(storyRoot(page)).toHaveScreenshot('forced-colors-radio-group.png');

  const radio = (name: string) => page.getByRole('radio', { name, exact: true });
  const dot = (name: string) => radio(name).locator('xpath=following-sibling::*[1]');
  expectEdge(await paintOf(radio('Non choisie')), 'unchosen circle');
  expect((await paintOf(dot('Non choisie'))).opacity, 'unchosen: no dot').toBe(0);
  for (const name of ['Choisie', 'Désactivée, choisie']) {
    const circle = await paintOf(radio(name));
    const mark = await paintOf(dot(name));
    expect(mark.opacity, `${name}: dot shown`).toBeGreaterThan(0);
    expect(differ(mark.backgroundColor, circle.backgroundColor), `${name}: dot stands out from the circle`).toBe(true);
  }
  await expectFocusRing(radio('Non choisie'), palette.Canvas, 'radio');
});

test('ProgressBar: a partial fill stands out from its track, which keeps an edge', async ({ preview: { page } }) => {
  await show(page, 'feedback-progressbar--states');
  await expect(storyRoot(page)).toHaveScreenshot('forced-colors-progress-bar.png');

  for (const name of ['Pas commencé', 'En cours']) {
    const track = page.getByRole('progressbar', { name, exact: true });
    const trackPaint = await paintOf(track);
    expect(trackPaint.outlineStyle, `${name}: track edge`).not.toBe('none');
    expect(trackPaint.outlineWidth, `${name}: track edge width`).toBeGreaterThan(0);
    expect(differ(trackPaint.outlineColor, trackPaint.backgroundColor), `${name}: edge stands out`).toBe(true);
    if (name === 'En cours') {
      const fill = await paintOf(track.locator('> div'));
      expect(isPainted(fill.backgroundColor), 'fill is painted').toBe(true);
      expect(differ(fill.backgroundColor, trackPaint.backgroundColor), 'fill differs from track').toBe(true);
      expect(fill.width / trackPaint.width, 'fill covers 64 % of the track').toBeCloseTo(0.64, 1);
    }
  }
});

test('TechnologyMeter: every tone’s partial fill stands out from its track', async ({ preview: { page } }) => {
  await show(page, 'site-patterns-technologymeter--tones');
  await expect(storyRoot(page)).toHaveScreenshot('forced-colors-technology-meter.png');

  const bars = await page.getByRole('progressbar').all();
  expect(bars.length).toBeGreaterThan(1);
  for (const bar of bars) {
    const name = await bar.getAttribute('aria-valuetext');
    const [track, fill] = [await paintOf(bar), await paintOf(bar.locator('> div'))];
    expect(differ(fill.backgroundColor, track.backgroundColor), `${name}: fill differs from track`).toBe(true);
    expect(fill.width, `${name}: fill is partial`).toBeLessThan(track.width);
  }
});

test('Tabs: the selected tab carries a visible bar, the others none', async ({ preview: { page, palette } }) => {
  await show(page, 'navigation-tabs--states');
  await expect(storyRoot(page)).toHaveScreenshot('forced-colors-tabs.png');

  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  const selected = await paintOf(tab('Sélectionné'), '::after');
  expect(selected.height, 'selected bar height').toBeGreaterThan(0);
  expect(isPainted(selected.backgroundColor), 'selected bar is painted').toBe(true);
  expect(differ(selected.backgroundColor, palette.Canvas), 'selected bar stands out').toBe(true);
  expect(isPainted((await paintOf(tab('Au repos'), '::after')).backgroundColor), 'resting tab has no bar').toBe(false);
  expect((await paintOf(page.getByRole('tablist'))).borderBottomWidth, 'rule under the tabs').toBeGreaterThan(0);
  expect(differ((await paintOf(tab('Désactivé'))).color, (await paintOf(tab('Au repos'))).color), 'disabled tab').toBe(
    true,
  );
  await expectFocusRing(tab('Au repos'), palette.Canvas, 'tab');

  await show(page, 'navigation-tabs--vertical');
  const vertical = await paintOf(page.getByRole('tab', { selected: true }), '::after');
  expect(vertical.width, 'vertical selected bar width').toBeGreaterThan(0);
  expect(differ(vertical.backgroundColor, palette.Canvas), 'vertical selected bar stands out').toBe(true);
  expect((await paintOf(page.getByRole('tablist'))).borderInlineEndWidth, 'rule beside the tabs').toBeGreaterThan(0);
});

test('Button: every variant keeps an edge, disabled reads as disabled, focus shows a ring', async ({
  preview: { page, palette },
}) => {
  await show(page, 'actions-button--states');
  await expect(storyRoot(page)).toHaveScreenshot('forced-colors-button.png');

  const resting = await page.getByRole('button', { name: 'Au repos', exact: true }).all();
  expect(resting).toHaveLength(4);
  for (const [index, button] of resting.entries()) expectEdge(await paintOf(button), `variant ${index + 1}`);
  const enabled = await paintOf(resting[0]!);
  const disabled = await paintOf(page.getByRole('button', { name: 'Désactivé' }).first());
  expect(differ(disabled.color, enabled.color), 'disabled text differs').toBe(true);
  expect(disabled.color, 'disabled text is GrayText').toBe(palette.GrayText);
  // The busy ring keeps its gap: one side stays transparent while the others are drawn.
  const spinner = await paintOf(page.locator('[data-loading] > span[aria-hidden="true"]').first());
  expect(isPainted(spinner.borderTopColor), 'spinner ring drawn').toBe(true);
  expect(isPainted(spinner.borderRightColor), 'spinner gap kept').toBe(false);
  await expectFocusRing(resting[0]!, palette.Canvas, 'button');
});

test('Select: an edge, a chevron in the system text colour, a thicker edge when invalid', async ({
  preview: { page, palette },
}) => {
  await show(page, 'forms-select--states');
  await expect(storyRoot(page)).toHaveScreenshot('forced-colors-select.png');

  const select = (name: string) => page.getByRole('combobox', { name, exact: true });
  const chevron = (name: string) => select(name).locator('xpath=following-sibling::*[local-name()="svg"]');
  const resting = await paintOf(select('Au repos'));
  expectEdge(resting, 'select');
  expect((await paintOf(select('Erreur'))).borderTopWidth, 'invalid edge').toBeGreaterThan(resting.borderTopWidth);
  expect((await paintOf(chevron('Au repos'))).color, 'chevron colour').toBe(palette.CanvasText);
  expect((await paintOf(chevron('Désactivé'))).color, 'disabled chevron colour').toBe(palette.GrayText);
  await expectFocusRing(select('Au repos'), palette.Canvas, 'select');
});

test('TextInput: an invalid field has a thicker edge, a disabled one GrayText', async ({
  preview: { page, palette },
}) => {
  await show(page, 'forms-textinput--states');
  await expect(storyRoot(page)).toHaveScreenshot('forced-colors-text-input.png');

  const input = (name: string) => page.getByRole('textbox', { name, exact: true });
  const resting = await paintOf(input('Au repos'));
  expectEdge(resting, 'text input');
  const invalid = await paintOf(input('Erreur'));
  expect(invalid.borderTopWidth, 'invalid edge is thicker').toBeGreaterThan(resting.borderTopWidth);
  expect((await paintOf(input('Désactivé'))).borderTopColor, 'disabled edge').toBe(palette.GrayText);
  await expectFocusRing(input('Au repos'), palette.Canvas, 'text input');
});

test('Accordion: the open item shows its content and a turned chevron', async ({ preview: { page, palette } }) => {
  await show(page, 'navigation-accordion--states');
  await expect(storyRoot(page)).toHaveScreenshot('forced-colors-accordion.png');

  const trigger = (name: string) => page.getByRole('button', { name, exact: true });
  const chevron = (name: string) => trigger(name).locator('svg');
  const [open, closed] = [await paintOf(chevron('Ouvert')), await paintOf(chevron('Fermé, au repos'))];
  expect(open.transform, 'open chevron turned').not.toBe(closed.transform);
  expect(open.color, 'chevron in the button text colour').toBe(palette.ButtonText);
  await expect(page.getByRole('region', { name: 'Ouvert' })).toBeVisible();
  expect(
    (await paintOf(page.getByRole('region', { name: 'Ouvert' }))).height,
    'open content has height',
  ).toBeGreaterThan(0);
  await expectFocusRing(trigger('Fermé, au repos'), palette.Canvas, 'accordion trigger');
});

test('Steps and Timeline: lines and markers stay visible', async ({ preview: { page, palette } }) => {
  await show(page, 'data-display-steps--horizontal');
  await expect(storyRoot(page)).toHaveScreenshot('forced-colors-steps.png');
  const firstStep = page.locator('[data-story-root] ol > li').first();
  const [number, connector] = [
    await paintOf(firstStep.locator('[aria-hidden="true"] > span').first()),
    await paintOf(firstStep.locator('[aria-hidden="true"] > span').nth(1)),
  ];
  expectEdge(number, 'step number');
  expect(differ(connector.backgroundColor, palette.Canvas), 'step connector stands out').toBe(true);

  await show(page, 'data-display-timeline--company-history');
  await expect(storyRoot(page)).toHaveScreenshot('forced-colors-timeline.png');
  const milestone = page.locator('[data-story-root] ol > li').first();
  const line = await paintOf(milestone, '::before');
  expect(line.width, 'timeline line width').toBeGreaterThan(0);
  expect(differ(line.backgroundColor, palette.Canvas), 'timeline line stands out').toBe(true);
  expectEdge(await paintOf(milestone.locator('[aria-hidden="true"]').first()), 'milestone dot');
});

test('Alert and Badge: every tone keeps its edge, each alert tone its own icon', async ({ preview: { page } }) => {
  await show(page, 'feedback-alert--tones');
  await expect(storyRoot(page)).toHaveScreenshot('forced-colors-alert.png');
  const alerts = await page.locator('[data-tone]').all();
  expect(alerts).toHaveLength(4);
  const icons = new Set<string>();
  for (const alert of alerts) {
    const tone = await alert.getAttribute('data-tone');
    const paint = await paintOf(alert);
    expect(paint.borderInlineStartWidth, `${tone}: thick start edge`).toBeGreaterThanOrEqual(4);
    expect(differ(paint.borderInlineStartColor, paint.backgroundColor), `${tone}: edge stands out`).toBe(true);
    icons.add((await alert.locator('svg').first().getAttribute('class')) ?? '');
  }
  expect(icons.size, 'one icon per tone: the tone never rests on colour alone').toBe(4);

  await show(page, 'feedback-badge--tones-and-sizes');
  await expect(storyRoot(page)).toHaveScreenshot('forced-colors-badge.png');
  for (const badge of await page.locator('[data-tone]').all())
    expectEdge(await paintOf(badge), `badge ${await badge.getAttribute('data-tone')}`);
});

test('Avatar: the initials stay in a visible circle', async ({ preview: { page } }) => {
  await show(page, 'data-display-avatar--colours');
  await expect(storyRoot(page)).toHaveScreenshot('forced-colors-avatar.png');
  const avatars = await page.locator('[data-story-root] [data-color]').all();
  expect(avatars.length).toBeGreaterThan(1);
  for (const avatar of avatars) expectEdge(await paintOf(avatar), `avatar ${await avatar.textContent()}`);
});

test('Separator: the line stays as visible as text, horizontal and vertical', async ({
  preview: { page, palette },
}) => {
  for (const id of ['layout-separator--playground', 'layout-separator--vertical']) {
    await show(page, id);
    const paint = await paintOf(page.locator('[data-story-root] [data-orientation]'));
    const vertical = id.endsWith('--vertical');
    const width = vertical ? paint.borderInlineStartWidth : paint.borderTopWidth;
    const colour = vertical ? paint.borderInlineStartColor : paint.borderTopColor;
    expect(width, `${id}: line width`).toBeGreaterThan(0);
    expect(colour, `${id}: line colour`).toBe(palette.CanvasText);
  }
  await expect(storyRoot(page)).toHaveScreenshot('forced-colors-separator.png');
});

test('SiteHeader: the current link keeps its bar; the menu’s highlighted item stands out', async ({
  preview: { page, palette },
}) => {
  await show(page, 'site-patterns-siteheader--active-item');
  await expect(storyRoot(page)).toHaveScreenshot('forced-colors-site-header.png');
  const bar = await paintOf(page.locator('nav > ul a[aria-current="page"]'), '::after');
  expect(bar.height, 'current link bar height').toBeGreaterThan(0);
  expect(differ(bar.backgroundColor, palette.Canvas), 'current link bar stands out').toBe(true);

  // The story opens the menu and moves to « Mon Espace » with the arrow keys.
  await show(page, 'site-patterns-siteheader--user-menu-open');
  await expect(page).toHaveScreenshot('forced-colors-site-header-menu.png');
  const item = (name: string) => page.getByRole('menuitem', { name, exact: true });
  const resting = await paintOf(item('Panel Admin'));
  const keyboard = await paintOf(item('Mon Espace'));
  expect(differ(keyboard.backgroundColor, resting.backgroundColor), 'highlighted item differs').toBe(true);
  expectReadableText(keyboard, palette.Canvas, 'highlighted item');
  expect(keyboard.outlineStyle, 'keyboard ring').not.toBe('none');
  expect(differ(keyboard.outlineColor, keyboard.backgroundColor), 'ring stands out from the highlight').toBe(true);
  expectEdge(await paintOf(page.getByRole('menu')), 'menu');

  // Under the pointer, the highlight follows.
  await item('Déconnexion').hover();
  await expect(item('Déconnexion')).toHaveAttribute('data-highlighted', '');
  const hovered = await paintOf(item('Déconnexion'));
  expect(differ(hovered.backgroundColor, resting.backgroundColor), 'item under the pointer differs').toBe(true);
  expectReadableText(hovered, palette.Canvas, 'item under the pointer');
});

test('Surfaces set apart by a shadow or a fill keep an edge: dialog, highlighted plan, chat', async ({
  preview: { page, palette },
}) => {
  await show(page, 'overlays-restrictedaccessdialog--blog');
  await expect(page).toHaveScreenshot('forced-colors-dialog.png');
  expectEdge(await paintOf(page.getByRole('dialog')), 'dialog');

  await show(page, 'site-patterns-pricingcards--playground');
  const plan = await paintOf(page.locator('[data-highlighted]'));
  expect(plan.outlineStyle, 'highlighted plan: second edge').not.toBe('none');
  expect(differ(plan.outlineColor, palette.Canvas), 'highlighted plan: edge stands out').toBe(true);

  await show(page, 'overlays-chatpanel--typing');
  await expect(page).toHaveScreenshot('forced-colors-chat-panel.png');
  for (const author of ['user', 'assistant'])
    expectEdge(await paintOf(page.locator(`[data-author="${author}"] > p`).first()), `${author} bubble`);
  const dots = await page.locator('[data-author="assistant"] > span[aria-hidden="true"]').all();
  expect(dots).toHaveLength(3);
  for (const dot of dots) expect(differ((await paintOf(dot)).backgroundColor, palette.Canvas), 'typing dot').toBe(true);
});

test('Icons follow the forced palette, light or dark', async ({ preview: { page } }) => {
  const stories = [
    'forms-checkbox--states',
    'forms-switch--states',
    'forms-select--states',
    'navigation-accordion--states',
    'navigation-breadcrumbs--three-levels',
    'site-patterns-siteheader--signed-in',
  ];
  try {
    for (const id of stories) {
      await page.emulateMedia({ colorScheme: 'light' });
      await show(page, id);
      const light = await iconColours(page);
      expect(light.length, `${id}: icons`).toBeGreaterThan(0);
      await page.emulateMedia({ colorScheme: 'dark' });
      const dark = await iconColours(page);
      const fixed = light.filter((icon, index) => !differ(icon.colour, dark[index]!.colour)).map((icon) => icon.icon);
      expect(fixed, `${id}: icons whose colour ignores the palette`).toEqual([]);
    }
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
  }
});
