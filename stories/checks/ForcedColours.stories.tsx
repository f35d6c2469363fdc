import { SiteHeader } from '@company/blocks';
import {
  Accordion,
  Alert,
  alertTones,
  Avatar,
  avatarColors,
  Badge,
  badgeSizes,
  badgeTones,
  Breadcrumbs,
  Button,
  ChatPanel,
  PricingCards,
  RestrictedAccessDialog,
  Separator,
  Stack,
  Steps,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Text,
  Timeline,
  TimelineItem,
} from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { forcedStates } from '../docs/states';
import { StateItems } from '../support/fixtures/Accordion';
import { samples } from '../support/fixtures/Alert';
import { team } from '../support/fixtures/Avatar';
import { toneLabels } from '../support/fixtures/Badge';
import { threeLevels } from '../support/fixtures/Breadcrumbs';
import { ButtonStates } from '../support/fixtures/Button';
import { demoConversation, Screen } from '../support/fixtures/ChatPanel';
import { CheckboxStates } from '../support/fixtures/Checkbox';
import { TechnologyMeterTones } from '../support/fixtures/blocks/TechnologyMeter';
import { pricingPagePlans } from '../support/fixtures/PricingCards';
import { ProgressBarStates } from '../support/fixtures/ProgressBar';
import { RadioGroupStates } from '../support/fixtures/RadioGroup';
import { blogFeatures } from '../support/fixtures/RestrictedAccessDialog';
import { SelectStates, subjectOptions } from '../support/fixtures/Select';
import { makeUser, withCurrent } from '../support/fixtures/blocks/SiteHeader';
import { process } from '../support/fixtures/Steps';
import { SwitchStates } from '../support/fixtures/Switch';
import { TabsStates } from '../support/fixtures/Tabs';
import { TextInputStates } from '../support/fixtures/TextInput';
import { milestones } from '../support/fixtures/Timeline';
import { DemoLink } from '../support/links';
import {
  differ,
  expectEdge,
  expectFocusRing,
  expectForcedColours,
  expectReadableText,
  iconColours,
  inPalette,
  isPainted,
  nextSibling,
  paintOf,
  systemColours,
} from './forcedColors';

/**
 * The components under forced colours (Windows high contrast), as Chromium renders them with
 * `forced-colors: active`: author colours give way to the system palette, fills and shadows
 * disappear. Each story shows the states of a component's own stories and names what must stay
 * visible; its play function checks it from the computed styles, and its baseline
 * (`stories/__screenshots__/forced-colors/checks-forced-colours/`) keeps the picture as reviewed.
 * Run by the `storybook:forced-colors` Vitest project, in Chromium's real emulation; out of the
 * sidebar.
 */
const meta = {
  title: 'Checks/Forced colours',
  tags: ['!autodocs', '!dev', 'forced-colors'],
  beforeEach: () => {
    expectForcedColours();
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A part of a story, marked by `data-testid`, to query on its own. */
const partOf = (canvasElement: HTMLElement, id: string) => within(within(canvasElement).getByTestId(id));

/** The only element `selector` finds in `scope`. */
function only(scope: ParentNode, selector: string) {
  const found = scope.querySelectorAll(selector);
  if (found.length !== 1) throw new Error(`${found.length} elements match ${selector}, expected 1`);
  return found[0]!;
}

/** A column as wide as the component's docs page gives its stories (its `maxWidth` decorator). */
function Column({ width, children }: { width: string; children: ReactNode }) {
  return <div style={{ maxWidth: width }}>{children}</div>;
}

/** The site's header, signed in, with the link of the current page marked. */
function SignedInHeader({ current }: { current: string }) {
  return (
    <SiteHeader
      brand={<DemoLink href="#accueil">Company</DemoLink>}
      navItems={withCurrent(current)}
      linkComponent={DemoLink}
      user={makeUser()}
    />
  );
}

/** Checks that the palette is really forced before anything else is. */
export const PaletteForced: Story = {
  name: 'The browser really forces the palette',
  render: () => <Button onClick={fn()}>Demander un devis</Button>,
  play: async ({ canvas }) => {
    const palette = systemColours();
    await expect(matchMedia('(forced-colors: active)').matches).toBe(true);
    // The primary button's brand fill gives way to the system's.
    const button = paintOf(canvas.getByRole('button', { name: 'Demander un devis' }));
    await expect([palette.Canvas, palette.ButtonFace]).toContain(button.backgroundColor);
    await expect(differ(palette.Canvas, palette.CanvasText)).toBe(true);
  },
};

export const SwitchOnAndOff: Story = {
  name: 'Switch: on and off differ, each with a visible track and knob',
  parameters: { pseudo: forcedStates },
  render: () => (
    <Column width="32rem">
      <SwitchStates />
    </Column>
  ),
  play: async ({ canvas }) => {
    const palette = systemColours();
    const track = (name: string) => canvas.getByRole('switch', { name });
    const knob = (name: string) => nextSibling(track(name), 'span');
    const [off, on, invalid, disabledOff, disabledOn] = [
      'Inactif',
      'Actif',
      'Erreur',
      'Indisponible',
      'Indisponible, actif',
    ].map((name) => paintOf(track(name)));
    await expectEdge(off!, 'off track');
    await expect(isPainted(on!.backgroundColor), 'on track is filled').toBe(true);
    await expect(differ(on!.backgroundColor, off!.backgroundColor), 'on track differs from off track').toBe(true);
    await expect(differ(on!.backgroundColor, palette.Canvas), 'on track stands out from the canvas').toBe(true);
    await expect(invalid!.borderTopWidth, 'invalid track has a thicker edge').toBeGreaterThan(off!.borderTopWidth);
    await expect(
      differ(disabledOn!.backgroundColor, disabledOff!.backgroundColor),
      'disabled on differs from off',
    ).toBe(true);

    for (const [name, trackPaint] of [
      ['Inactif', off!],
      ['Actif', on!],
    ] as const) {
      const knobPaint = paintOf(knob(name));
      await expect(isPainted(knobPaint.backgroundColor), `${name}: knob is filled`).toBe(true);
      await expect(differ(knobPaint.backgroundColor, trackPaint.backgroundColor), `${name}: knob stands out`).toBe(
        true,
      );
    }
    await expectFocusRing(track('Inactif'), palette.Canvas, 'switch');
  },
};

export const CheckboxChecked: Story = {
  name: 'Checkbox: checked boxes are filled and show their mark',
  parameters: { pseudo: forcedStates },
  render: () => (
    <Column width="32rem">
      <CheckboxStates />
    </Column>
  ),
  play: async ({ canvas }) => {
    const palette = systemColours();
    const box = (name: string) => canvas.getByRole('checkbox', { name });
    const unchecked = paintOf(box('Non cochée'));
    await expectEdge(unchecked, 'unchecked box');
    for (const name of ['Cochée', 'Désactivée, cochée']) {
      const checked = paintOf(box(name));
      await expect(differ(checked.backgroundColor, unchecked.backgroundColor), `${name}: differs from unchecked`).toBe(
        true,
      );
      const check = paintOf(nextSibling(box(name), '*'));
      await expect(check.opacity, `${name}: mark shown`).toBeGreaterThan(0);
      await expect(differ(check.color, checked.backgroundColor), `${name}: mark stands out from the fill`).toBe(true);
    }
    await expectFocusRing(box('Non cochée'), palette.Canvas, 'checkbox');
  },
};

export const RadioGroupChosen: Story = {
  name: 'RadioGroup: every circle keeps an edge, the chosen ones show their dot',
  parameters: { pseudo: forcedStates },
  render: () => (
    <Column width="34rem">
      <RadioGroupStates />
    </Column>
  ),
  play: async ({ canvas }) => {
    const palette = systemColours();
    const radio = (name: string) => canvas.getByRole('radio', { name });
    const dot = (name: string) => nextSibling(radio(name), '*');
    await expectEdge(paintOf(radio('Non choisie')), 'unchosen circle');
    await expect(paintOf(dot('Non choisie')).opacity, 'unchosen: no dot').toBe(0);
    for (const name of ['Choisie', 'Désactivée, choisie']) {
      const circle = paintOf(radio(name));
      const mark = paintOf(dot(name));
      await expect(mark.opacity, `${name}: dot shown`).toBeGreaterThan(0);
      await expect(
        differ(mark.backgroundColor, circle.backgroundColor),
        `${name}: dot stands out from the circle`,
      ).toBe(true);
    }
    await expectFocusRing(radio('Non choisie'), palette.Canvas, 'radio');
  },
};

export const ProgressBarFill: Story = {
  name: 'ProgressBar: a partial fill stands out from its track, which keeps an edge',
  render: () => <ProgressBarStates />,
  play: async ({ canvas }) => {
    for (const name of ['Pas commencé', 'En cours']) {
      const track = canvas.getByRole('progressbar', { name });
      const trackPaint = paintOf(track);
      await expect(trackPaint.outlineStyle, `${name}: track edge`).not.toBe('none');
      await expect(trackPaint.outlineWidth, `${name}: track edge width`).toBeGreaterThan(0);
      await expect(differ(trackPaint.outlineColor, trackPaint.backgroundColor), `${name}: edge stands out`).toBe(true);
      if (name === 'En cours') {
        const fill = paintOf(only(track, ':scope > div'));
        await expect(isPainted(fill.backgroundColor), 'fill is painted').toBe(true);
        await expect(differ(fill.backgroundColor, trackPaint.backgroundColor), 'fill differs from track').toBe(true);
        await expect(fill.width / trackPaint.width, 'fill covers 64 % of the track').toBeCloseTo(0.64, 1);
      }
    }
  },
};

export const TechnologyMeterFill: Story = {
  name: 'TechnologyMeter: every tone’s partial fill stands out from its track',
  render: () => (
    <Column width="28rem">
      <TechnologyMeterTones />
    </Column>
  ),
  play: async ({ canvas }) => {
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars.length).toBeGreaterThan(1);
    for (const bar of bars) {
      const name = bar.getAttribute('aria-valuetext');
      const [track, fill] = [paintOf(bar), paintOf(only(bar, ':scope > div'))];
      await expect(differ(fill.backgroundColor, track.backgroundColor), `${name}: fill differs from track`).toBe(true);
      await expect(fill.width, `${name}: fill is partial`).toBeLessThan(track.width);
    }
  },
};

const documentationCategories = ['Tous', 'Premiers pas', 'API', 'Guides', 'Tutoriels', 'SDK'];

export const TabsSelectedBar: Story = {
  name: 'Tabs: the selected tab carries a visible bar, the others none',
  parameters: { pseudo: forcedStates },
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <div data-testid="states">
        <TabsStates />
      </div>
      <div data-testid="vertical">
        <Tabs orientation="vertical" defaultValue="Guides">
          <TabsList aria-label="Catégories de la documentation">
            {documentationCategories.map((category) => (
              <TabsTrigger key={category} value={category}>
                {category}
              </TabsTrigger>
            ))}
          </TabsList>
          {documentationCategories.map((category) => (
            <TabsContent key={category} value={category}>
              {`Les articles de la catégorie «\u00a0${category}\u00a0».`}
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const palette = systemColours();
    const states = partOf(canvasElement, 'states');
    const tab = (name: string) => states.getByRole('tab', { name });
    const selected = paintOf(tab('Sélectionné'), '::after');
    await expect(selected.height, 'selected bar height').toBeGreaterThan(0);
    await expect(isPainted(selected.backgroundColor), 'selected bar is painted').toBe(true);
    await expect(differ(selected.backgroundColor, palette.Canvas), 'selected bar stands out').toBe(true);
    await expect(isPainted(paintOf(tab('Au repos'), '::after').backgroundColor), 'resting tab has no bar').toBe(false);
    await expect(paintOf(states.getByRole('tablist')).borderBottomWidth, 'rule under the tabs').toBeGreaterThan(0);
    await expect(differ(paintOf(tab('Désactivé')).color, paintOf(tab('Au repos')).color), 'disabled tab').toBe(true);
    await expectFocusRing(tab('Au repos'), palette.Canvas, 'tab');

    const vertical = partOf(canvasElement, 'vertical');
    const bar = paintOf(vertical.getByRole('tab', { selected: true }), '::after');
    await expect(bar.width, 'vertical selected bar width').toBeGreaterThan(0);
    await expect(differ(bar.backgroundColor, palette.Canvas), 'vertical selected bar stands out').toBe(true);
    await expect(paintOf(vertical.getByRole('tablist')).borderInlineEndWidth, 'rule beside the tabs').toBeGreaterThan(
      0,
    );
  },
};

export const ButtonEdgesAndFocus: Story = {
  name: 'Button: every variant keeps an edge, disabled reads as disabled, focus shows a ring',
  parameters: { pseudo: forcedStates },
  render: () => <ButtonStates />,
  play: async ({ canvas, canvasElement }) => {
    const palette = systemColours();
    const resting = canvas.getAllByRole('button', { name: 'Au repos' });
    await expect(resting).toHaveLength(4);
    for (const [index, button] of resting.entries()) await expectEdge(paintOf(button), `variant ${index + 1}`);
    const enabled = paintOf(resting[0]!);
    const disabled = paintOf(canvas.getAllByRole('button', { name: 'Désactivé' })[0]!);
    await expect(differ(disabled.color, enabled.color), 'disabled text differs').toBe(true);
    await expect(disabled.color, 'disabled text is GrayText').toBe(palette.GrayText);
    // The busy ring keeps its gap: one side stays transparent while the others are drawn.
    const spinner = canvasElement.querySelector('[data-loading] > span[aria-hidden="true"]');
    if (!spinner) throw new Error('No busy ring in a loading button');
    await expect(isPainted(paintOf(spinner).borderTopColor), 'spinner ring drawn').toBe(true);
    await expect(isPainted(paintOf(spinner).borderRightColor), 'spinner gap kept').toBe(false);
    await expectFocusRing(resting[0]!, palette.Canvas, 'button');
  },
};

export const SelectEdgeAndChevron: Story = {
  name: 'Select: an edge, a chevron in the system text colour, a thicker edge when invalid',
  parameters: { pseudo: forcedStates },
  render: () => (
    <Column width="48rem">
      <SelectStates>{subjectOptions}</SelectStates>
    </Column>
  ),
  play: async ({ canvas }) => {
    const palette = systemColours();
    const select = (name: string) => canvas.getByRole('combobox', { name });
    const chevron = (name: string) => nextSibling(select(name), 'svg');
    const resting = paintOf(select('Au repos'));
    await expectEdge(resting, 'select');
    await expect(paintOf(select('Erreur')).borderTopWidth, 'invalid edge').toBeGreaterThan(resting.borderTopWidth);
    await expect(paintOf(chevron('Au repos')).color, 'chevron colour').toBe(palette.CanvasText);
    await expect(paintOf(chevron('Désactivé')).color, 'disabled chevron colour').toBe(palette.GrayText);
    await expectFocusRing(select('Au repos'), palette.Canvas, 'select');
  },
};

export const TextInputInvalidAndDisabled: Story = {
  name: 'TextInput: an invalid field has a thicker edge, a disabled one GrayText',
  parameters: { pseudo: forcedStates },
  render: () => (
    <Column width="48rem">
      <TextInputStates />
    </Column>
  ),
  play: async ({ canvas }) => {
    const palette = systemColours();
    const input = (name: string) => canvas.getByRole('textbox', { name });
    const resting = paintOf(input('Au repos'));
    await expectEdge(resting, 'text input');
    const invalid = paintOf(input('Erreur'));
    await expect(invalid.borderTopWidth, 'invalid edge is thicker').toBeGreaterThan(resting.borderTopWidth);
    await expect(paintOf(input('Désactivé')).borderTopColor, 'disabled edge').toBe(palette.GrayText);
    await expectFocusRing(input('Au repos'), palette.Canvas, 'text input');
  },
};

export const AccordionOpenItem: Story = {
  name: 'Accordion: the open item shows its content and a turned chevron',
  parameters: { pseudo: forcedStates },
  render: () => (
    <Column width="44rem">
      <Accordion type="multiple" defaultValue={['ouvert']}>
        <StateItems />
      </Accordion>
    </Column>
  ),
  play: async ({ canvas }) => {
    const palette = systemColours();
    const trigger = (name: string) => canvas.getByRole('button', { name });
    const chevron = (name: string) => only(trigger(name), 'svg');
    const [open, closed] = [paintOf(chevron('Ouvert')), paintOf(chevron('Fermé, au repos'))];
    await expect(open.transform, 'open chevron turned').not.toBe(closed.transform);
    await expect(open.color, 'chevron in the button text colour').toBe(palette.ButtonText);
    const content = canvas.getByRole('region', { name: 'Ouvert' });
    await expect(content).toBeVisible();
    await expect(paintOf(content).height, 'open content has height').toBeGreaterThan(0);
    await expectFocusRing(trigger('Fermé, au repos'), palette.Canvas, 'accordion trigger');
  },
};

export const StepsAndTimelineLines: Story = {
  name: 'Steps and Timeline: lines and markers stay visible',
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <div data-testid="steps">
        <Steps items={process} layout="responsive" level={3} />
      </div>
      <div data-testid="timeline" style={{ maxWidth: '40rem' }}>
        <Timeline>
          {milestones.slice(0, 3).map((milestone) => (
            <TimelineItem
              key={milestone.date}
              date={milestone.date}
              dateLabel={milestone.dateLabel}
              title={milestone.title}
            >
              {milestone.description}
            </TimelineItem>
          ))}
        </Timeline>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const palette = systemColours();
    const [firstStep] = partOf(canvasElement, 'steps').getAllByRole('listitem');
    const [number, connector] = Array.from(firstStep!.querySelectorAll(':scope [aria-hidden="true"] > span'), (part) =>
      paintOf(part),
    );
    await expectEdge(number!, 'step number');
    await expect(differ(connector!.backgroundColor, palette.Canvas), 'step connector stands out').toBe(true);

    const [milestone] = partOf(canvasElement, 'timeline').getAllByRole('listitem');
    const line = paintOf(milestone!, '::before');
    await expect(line.width, 'timeline line width').toBeGreaterThan(0);
    await expect(differ(line.backgroundColor, palette.Canvas), 'timeline line stands out').toBe(true);
    await expectEdge(paintOf(milestone!.querySelector('[aria-hidden="true"]')!), 'milestone dot');
  },
};

export const AlertAndBadgeTones: Story = {
  name: 'Alert and Badge: every tone keeps its edge, each alert tone its own icon',
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <div data-testid="alerts" style={{ display: 'grid', gap: '1rem', maxWidth: '40rem' }}>
        {alertTones.map((tone) => (
          <Alert key={tone} tone={tone} title={samples[tone].title}>
            {samples[tone].body}
          </Alert>
        ))}
      </div>
      <div data-testid="badges" style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
        {badgeSizes.map((size) => (
          <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
            {badgeTones.map((tone) => (
              <Badge key={tone} tone={tone} size={size}>
                {toneLabels[tone]}
              </Badge>
            ))}
          </div>
        ))}
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const alerts = Array.from(canvas.getByTestId('alerts').querySelectorAll('[data-tone]'));
    await expect(alerts).toHaveLength(4);
    const icons = new Set<string>();
    for (const alert of alerts) {
      const tone = alert.getAttribute('data-tone');
      const paint = paintOf(alert);
      await expect(paint.borderInlineStartWidth, `${tone}: thick start edge`).toBeGreaterThanOrEqual(4);
      await expect(differ(paint.borderInlineStartColor, paint.backgroundColor), `${tone}: edge stands out`).toBe(true);
      icons.add(alert.querySelector('svg')?.getAttribute('class') ?? '');
    }
    await expect(icons.size, 'one icon per tone: the tone never rests on colour alone').toBe(4);

    const badges = Array.from(canvas.getByTestId('badges').querySelectorAll('[data-tone]'));
    await expect(badges.length).toBeGreaterThan(0);
    for (const badge of badges) await expectEdge(paintOf(badge), `badge ${badge.getAttribute('data-tone')}`);
  },
};

export const AvatarCircle: Story = {
  name: 'Avatar: the initials stay in a visible circle',
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      {avatarColors.map((color, index) => (
        <Avatar key={color} name={team[index] ?? 'Équipe'} color={color} size="lg" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const avatars = Array.from(canvasElement.querySelectorAll('[data-color]'));
    await expect(avatars.length).toBeGreaterThan(1);
    for (const avatar of avatars) await expectEdge(paintOf(avatar), `avatar ${avatar.textContent}`);
  },
};

export const SeparatorLine: Story = {
  name: 'Separator: the line stays as visible as text, horizontal and vertical',
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <Stack gap="4">
        <Text>Nos équipes répondent à vos clients en français, jour et nuit.</Text>
        <Separator />
        <Text>Tarifs hors taxes, révisables chaque année.</Text>
      </Stack>
      <Stack direction="row" gap="4" align="center">
        <Text>Relation client</Text>
        <Separator orientation="vertical" />
        <Text>Développement</Text>
      </Stack>
    </div>
  ),
  play: async ({ canvas }) => {
    const palette = systemColours();
    const [horizontal, vertical] = canvas.getAllByRole('separator').map((separator) => paintOf(separator));
    await expect(horizontal!.borderTopWidth, 'horizontal: line width').toBeGreaterThan(0);
    await expect(horizontal!.borderTopColor, 'horizontal: line colour').toBe(palette.CanvasText);
    await expect(vertical!.borderInlineStartWidth, 'vertical: line width').toBeGreaterThan(0);
    await expect(vertical!.borderInlineStartColor, 'vertical: line colour').toBe(palette.CanvasText);
  },
};

export const SiteHeaderCurrentAndHighlighted: Story = {
  name: 'SiteHeader: the current link keeps its bar; the menu’s highlighted item stands out',
  render: () => <SignedInHeader current="Services" />,
  play: async ({ canvas, canvasElement }) => {
    const palette = systemColours();
    const bar = paintOf(only(canvasElement, 'nav > ul a[aria-current="page"]'), '::after');
    await expect(bar.height, 'current link bar height').toBeGreaterThan(0);
    await expect(differ(bar.backgroundColor, palette.Canvas), 'current link bar stands out').toBe(true);

    // Opens the menu and moves to « Mon Espace » with the arrow keys.
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Hanitra Rakotomalala' }));
    const menu = await body.findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(item('Panel Admin')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Mon Espace')).toHaveFocus();

    const resting = paintOf(item('Panel Admin'));
    const keyboard = paintOf(item('Mon Espace'));
    await expect(differ(keyboard.backgroundColor, resting.backgroundColor), 'highlighted item differs').toBe(true);
    await expectReadableText(keyboard, palette.Canvas, 'highlighted item');
    await expect(keyboard.outlineStyle, 'keyboard ring').not.toBe('none');
    await expect(differ(keyboard.outlineColor, keyboard.backgroundColor), 'ring stands out from the highlight').toBe(
      true,
    );
    await expectEdge(paintOf(menu), 'menu');

    // Under the pointer, the highlight follows.
    await userEvent.hover(item('Déconnexion'));
    await waitFor(() => expect(item('Déconnexion')).toHaveAttribute('data-highlighted', ''));
    const hovered = paintOf(item('Déconnexion'));
    await expect(differ(hovered.backgroundColor, resting.backgroundColor), 'item under the pointer differs').toBe(true);
    await expectReadableText(hovered, palette.Canvas, 'item under the pointer');
  },
};

export const SurfacesKeepAnEdge: Story = {
  name: 'Surfaces set apart by a shadow or a fill keep an edge: dialog, highlighted plan, chat',
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <PricingCards plans={pricingPagePlans} />
      <Screen height={640}>
        <ChatPanel
          title="Assistant Company"
          welcomeMessage={'Bonjour\u00a0! Je suis l’assistant de Company. Comment puis-je vous aider\u00a0?'}
          messages={demoConversation.slice(0, 2)}
          status="demo"
          isLoading
          defaultOpen
          onSend={fn()}
          onOpenChange={fn()}
        />
      </Screen>
      <RestrictedAccessDialog open pageName="Blog" features={blogFeatures} onOpenChange={fn()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const palette = systemColours();
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Accès restreint' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expectEdge(paintOf(dialog), 'dialog');

    // The dialog makes the rest of the page inert, out of the accessibility tree: found by selector.
    const plan = paintOf(only(canvasElement, '[data-highlighted]'));
    await expect(plan.outlineStyle, 'highlighted plan: second edge').not.toBe('none');
    await expect(differ(plan.outlineColor, palette.Canvas), 'highlighted plan: edge stands out').toBe(true);

    for (const author of ['user', 'assistant'])
      await expectEdge(paintOf(canvasElement.querySelector(`[data-author="${author}"] > p`)!), `${author} bubble`);
    const dots = Array.from(canvasElement.querySelectorAll('[data-author="assistant"] > span[aria-hidden="true"]'));
    await expect(dots).toHaveLength(3);
    for (const dot of dots) await expect(differ(paintOf(dot).backgroundColor, palette.Canvas), 'typing dot').toBe(true);
  },
};

export const IconsFollowThePalette: Story = {
  name: 'Icons follow the forced palette, light or dark',
  parameters: { pseudo: forcedStates },
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <SignedInHeader current="Solutions" />
      <main style={{ display: 'grid', gap: '2rem' }}>
        <div data-testid="breadcrumbs">
          <Breadcrumbs items={threeLevels} />
        </div>
        <div data-testid="checkbox">
          <Column width="32rem">
            <CheckboxStates />
          </Column>
        </div>
        <div data-testid="switch">
          <Column width="32rem">
            <SwitchStates />
          </Column>
        </div>
        <div data-testid="select">
          <Column width="48rem">
            <SelectStates>{subjectOptions}</SelectStates>
          </Column>
        </div>
        <div data-testid="accordion">
          <Column width="44rem">
            <Accordion type="multiple" defaultValue={['ouvert']}>
              <StateItems />
            </Accordion>
          </Column>
        </div>
      </main>
    </div>
  ),
  play: async ({ canvas }) => {
    const parts = {
      header: canvas.getByRole('banner'),
      ...Object.fromEntries(
        ['breadcrumbs', 'checkbox', 'switch', 'select', 'accordion'].map((id) => [id, canvas.getByTestId(id)]),
      ),
    };
    const light = Object.entries(parts).map(([part, element]) => ({ part, icons: iconColours(element) }));
    const dark = await inPalette('dark', () => Object.values(parts).map((element) => iconColours(element)));
    for (const [index, { part, icons }] of light.entries()) {
      await expect(icons.length, `${part}: icons`).toBeGreaterThan(0);
      const fixed = icons
        .filter((icon, position) => !differ(icon.colour, dark[index]![position]!.colour))
        .map((icon) => icon.icon);
      await expect(fixed, `${part}: icons whose colour ignores the palette`).toEqual([]);
    }
  },
};
