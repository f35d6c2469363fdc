import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Alert,
  alertTones,
  Avatar,
  avatarColors,
  Badge,
  badgeSizes,
  badgeTones,
  Breadcrumbs,
  Button,
  buttonVariants,
  ChatPanel,
  Checkbox,
  Field,
  PricingCards,
  ProgressBar,
  progressBarTones,
  Radio,
  RadioGroup,
  RestrictedAccessDialog,
  Select,
  Separator,
  SiteHeader,
  Stack,
  Steps,
  Switch,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TechnologyMeter,
  Text,
  TextInput,
  Timeline,
  TimelineItem,
  type ChatMessage,
  type LinkComponentProps,
  type PricingPlan,
  type SiteHeaderUser,
  type StepsItem,
} from '@company/ui';
import { vars } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { forcedStates } from '../docs/states';
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

// The components' states, as their own States stories show them.

function SwitchStates() {
  return (
    <div style={{ maxWidth: '32rem' }}>
      <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' }}>
        <Switch name="inactif" label="Inactif" />
        <Switch name="survol" label="Survol" data-state-demo="hover" />
        <Switch name="focus" label="Focus" data-state-demo="focus" />
        <Switch name="actif" label="Actif" defaultChecked />
        <Switch name="actif-survol" label="Actif, survol" defaultChecked data-state-demo="hover" />
        <Switch name="erreur" label="Erreur" invalid />
        <Switch name="indisponible" label="Indisponible" disabled />
        <Switch name="indisponible-actif" label="Indisponible, actif" disabled defaultChecked />
      </div>
    </div>
  );
}

function CheckboxStates() {
  return (
    <div style={{ maxWidth: '32rem' }}>
      <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' }}>
        <Checkbox name="non-cochee" label="Non cochée" />
        <Checkbox name="survol" label="Survol" data-state-demo="hover" />
        <Checkbox name="focus" label="Focus" data-state-demo="focus" />
        <Checkbox name="cochee" label="Cochée" defaultChecked />
        <Checkbox name="cochee-survol" label="Cochée, survol" defaultChecked data-state-demo="hover" />
        <Checkbox name="erreur" label="Erreur" invalid />
        <Checkbox name="desactivee" label="Désactivée" disabled />
        <Checkbox name="desactivee-cochee" label="Désactivée, cochée" disabled defaultChecked />
      </div>
    </div>
  );
}

const subjects = [
  { value: 'devis', label: 'Demande de devis' },
  { value: 'support', label: 'Support technique' },
  { value: 'partenariat', label: 'Partenariat' },
  { value: 'recrutement', label: 'Recrutement' },
];

function SubjectSelect(props: {
  name: string;
  placeholder?: string;
  defaultValue?: string;
  'data-state-demo'?: string;
}) {
  return (
    <Select {...props}>
      {subjects.map((subject) => (
        <option key={subject.value} value={subject.value}>
          {subject.label}
        </option>
      ))}
    </Select>
  );
}

function SelectStates() {
  return (
    <div style={{ maxWidth: '48rem' }}>
      <div style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}>
        <Field label="Au repos">
          <SubjectSelect name="repos" placeholder="Choisissez un sujet" />
        </Field>
        <Field label="Survol">
          <SubjectSelect name="survol" placeholder="Choisissez un sujet" data-state-demo="hover" />
        </Field>
        <Field label="Focus">
          <SubjectSelect name="focus" placeholder="Choisissez un sujet" data-state-demo="focus" />
        </Field>
        <Field label="Choisi">
          <SubjectSelect name="choisi" defaultValue="support" />
        </Field>
        <Field label="Erreur" error="Veuillez choisir un sujet.">
          <SubjectSelect name="erreur" placeholder="Choisissez un sujet" />
        </Field>
        <Field label="Désactivé" disabled>
          <SubjectSelect name="desactive" defaultValue="support" />
        </Field>
      </div>
    </div>
  );
}

function AccordionStates() {
  const section = <p>Contenu de la section.</p>;
  return (
    <div style={{ maxWidth: '44rem' }}>
      <Accordion type="multiple" defaultValue={['ouvert']}>
        <AccordionItem value="ferme">
          <AccordionTrigger>Fermé, au repos</AccordionTrigger>
          <AccordionContent>{section}</AccordionContent>
        </AccordionItem>
        <AccordionItem value="survol">
          <AccordionTrigger data-state-demo="hover">Survol</AccordionTrigger>
          <AccordionContent>{section}</AccordionContent>
        </AccordionItem>
        <AccordionItem value="focus">
          <AccordionTrigger data-state-demo="focus">Focus</AccordionTrigger>
          <AccordionContent>{section}</AccordionContent>
        </AccordionItem>
        <AccordionItem value="ouvert">
          <AccordionTrigger>Ouvert</AccordionTrigger>
          <AccordionContent>
            <p>Le contenu s’affiche sous son titre, le chevron pointe vers le haut.</p>
          </AccordionContent>
        </AccordionItem>
        <AccordionItem value="desactive" disabled>
          <AccordionTrigger>Désactivé</AccordionTrigger>
          <AccordionContent>{section}</AccordionContent>
        </AccordionItem>
      </Accordion>
    </div>
  );
}

/**
 * Stands in for a router link: Storybook's preview sets `<base target="_parent">`, so a plain link
 * would navigate the whole Storybook page. The component's handler runs first, as with a router link.
 */
function DemoLink({ children, href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

const navItems = [
  { href: '#accueil', label: 'Accueil' },
  { href: '#a-propos', label: 'À propos' },
  { href: '#services', label: 'Services' },
  { href: '#solutions', label: 'Solutions' },
  { href: '#blog', label: 'Blog' },
  { href: '#tarifs', label: 'Tarifs' },
  { href: '#recrutement', label: 'Recrutement' },
  { href: '#contact', label: 'Contact' },
];

const makeUser = (): SiteHeaderUser => ({
  name: 'Hanitra Rakotomalala',
  menuItems: [
    { type: 'link', href: '#admin', label: 'Panel Admin' },
    { type: 'link', href: '#mon-espace', label: 'Mon Espace' },
    { type: 'action', label: 'Déconnexion', onSelect: fn() },
  ],
});

/** The site's header, signed in, with the link of the current page marked. */
function SignedInHeader({ current }: { current: string }) {
  return (
    <SiteHeader
      brand={<DemoLink href="#accueil">Company</DemoLink>}
      navItems={navItems.map((item) => ({ ...item, current: item.label === current }))}
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
  render: () => <SwitchStates />,
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
  render: () => <CheckboxStates />,
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
    <div style={{ maxWidth: '34rem' }}>
      <div style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}>
        <RadioGroup legend="Au repos" name="repos" defaultValue="choisie">
          <Radio value="libre" label="Non choisie" />
          <Radio value="choisie" label="Choisie" />
        </RadioGroup>
        <RadioGroup legend="Survol" name="survol" defaultValue="choisie-survol">
          <Radio value="survol" label="Survol" data-state-demo="hover" />
          <Radio value="choisie-survol" label="Choisie, survol" data-state-demo="hover" />
        </RadioGroup>
        <RadioGroup legend="Focus" name="focus" defaultValue="focus-choisie">
          <Radio value="focus-choisie" label="Focus" data-state-demo="focus" />
          <Radio value="autre" label="Autre option" />
        </RadioGroup>
        <RadioGroup legend="Erreur" name="erreur" error="Choisissez une option.">
          <Radio value="a" label="Option en erreur" />
          <Radio value="b" label="Autre option" />
        </RadioGroup>
        <RadioGroup legend="Désactivé" name="desactive" defaultValue="desactivee-choisie" disabled>
          <Radio value="desactivee" label="Désactivée" />
          <Radio value="desactivee-choisie" label="Désactivée, choisie" />
        </RadioGroup>
      </div>
    </div>
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
  render: () => (
    <div style={{ display: 'grid', gap: '1.25rem' }}>
      <ProgressBar value={0} label="Pas commencé" />
      <ProgressBar value={64} label="En cours" />
      <ProgressBar value={100} label="Terminé" tone="success" />
      <ProgressBar value={64} label="En cours, valeur masquée" hideValue />
    </div>
  ),
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

const technologies = [
  { name: 'React', proficiency: 95 },
  { name: 'Node.js', proficiency: 92 },
  { name: 'TypeScript', proficiency: 90 },
  { name: 'PostgreSQL', proficiency: 89 },
  { name: 'Python', proficiency: 88 },
  { name: 'Docker', proficiency: 87 },
] as const;

export const TechnologyMeterFill: Story = {
  name: 'TechnologyMeter: every tone’s partial fill stands out from its track',
  render: () => (
    <div style={{ maxWidth: '28rem' }}>
      <div style={{ display: 'grid', gap: '1.25rem' }}>
        {progressBarTones.map((tone, index) => {
          const technology = technologies[index] ?? technologies[0];
          return <TechnologyMeter key={tone} name={technology.name} proficiency={technology.proficiency} tone={tone} />;
        })}
      </div>
    </div>
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
        <Tabs defaultValue="selectionne">
          <TabsList aria-label="États d’un onglet">
            <TabsTrigger value="repos">Au repos</TabsTrigger>
            <TabsTrigger value="survol" data-state-demo="hover">
              Survol
            </TabsTrigger>
            <TabsTrigger value="focus" data-state-demo="focus">
              Focus
            </TabsTrigger>
            <TabsTrigger value="selectionne">Sélectionné</TabsTrigger>
            <TabsTrigger value="desactive" disabled>
              Désactivé
            </TabsTrigger>
          </TabsList>
          {['repos', 'survol', 'focus', 'selectionne', 'desactive'].map((value) => (
            <TabsContent key={value} value={value}>
              Le contenu de l’onglet sélectionné.
            </TabsContent>
          ))}
        </Tabs>
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
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant={variant}>Au repos</Button>
          <Button variant={variant} data-state-demo="hover">
            Survol
          </Button>
          <Button variant={variant} data-state-demo="focus">
            Focus
          </Button>
          <Button variant={variant} data-state-demo="active">
            Appui
          </Button>
          <Button variant={variant} loading>
            Envoi
          </Button>
          <Button variant={variant} disabled>
            Désactivé
          </Button>
        </div>
      ))}
    </div>
  ),
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
  render: () => <SelectStates />,
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
    <div style={{ maxWidth: '48rem' }}>
      <div style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}>
        <Field label="Au repos">
          <TextInput name="repos" />
        </Field>
        <Field label="Survol">
          <TextInput name="survol" data-state-demo="hover" />
        </Field>
        <Field label="Focus">
          <TextInput name="focus" data-state-demo="focus" />
        </Field>
        <Field label="Texte indicatif">
          <TextInput name="indicatif" placeholder="Par exemple Tamatave Logistique" />
        </Field>
        <Field label="Rempli">
          <TextInput name="rempli" defaultValue="Tamatave Logistique" />
        </Field>
        <Field label="Obligatoire" required>
          <TextInput name="obligatoire" />
        </Field>
        <Field label="Erreur" error="Veuillez indiquer le nom de votre entreprise.">
          <TextInput name="erreur" />
        </Field>
        <Field label="Désactivé" disabled>
          <TextInput name="desactive" defaultValue="Tamatave Logistique" />
        </Field>
      </div>
    </div>
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
  render: () => <AccordionStates />,
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

const process: StepsItem[] = [
  {
    id: 'audit',
    title: 'Audit de vos besoins',
    description: 'Un échange de 30 minutes pour comprendre vos volumes, vos outils et vos objectifs.',
  },
  {
    id: 'proposition',
    title: 'Proposition sur mesure',
    description: 'Une offre chiffrée sous 48 h, avec le profil de l’équipe et le planning de démarrage.',
  },
  {
    id: 'formation',
    title: 'Formation de l’équipe',
    description: 'Nos opérateurs se forment à vos procédures et à vos outils, à Toamasina.',
  },
  {
    id: 'lancement',
    title: 'Lancement et suivi',
    description: 'Démarrage progressif, indicateurs partagés et point qualité chaque semaine.',
  },
];

const milestones = [
  {
    date: '2025-01',
    dateLabel: 'Janvier 2025',
    title: 'Fondation à Toamasina',
    description: 'Création de l’entreprise et ouverture d’un premier plateau de 10 postes.',
  },
  {
    date: '2025-03',
    dateLabel: 'Mars 2025',
    title: 'Lancement du centre de relation client 24/7',
    description: 'Premiers clients français et belges, en appels entrants et en chat.',
  },
  {
    date: '2025-04',
    dateLabel: 'Avril 2025',
    title: 'Ouverture du pôle développement web et mobile',
    description: 'Une équipe de développeurs pour les sites, applications et intégrations sur mesure.',
  },
] as const;

export const StepsAndTimelineLines: Story = {
  name: 'Steps and Timeline: lines and markers stay visible',
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <div data-testid="steps">
        <Steps items={process} layout="responsive" level={3} />
      </div>
      <div data-testid="timeline" style={{ maxWidth: '40rem' }}>
        <Timeline>
          {milestones.map((milestone) => (
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

const alertSamples = {
  info: {
    title: 'Maintenance programmée',
    body: 'Le portail client sera indisponible le samedi 12 juillet de 22 h à minuit.',
  },
  success: { title: 'Demande envoyée', body: 'Merci ! Notre équipe de Toamasina vous répond sous 48 h ouvrées.' },
  warning: {
    title: 'Places limitées',
    body: 'Il reste deux créneaux de démarrage en août pour l’annotation de données.',
  },
  danger: {
    title: 'Envoi impossible',
    body: 'Le fichier dépasse 10 Mo. Compressez-le ou envoyez-le en plusieurs parties.',
  },
} as const;

const badgeLabels = {
  neutral: 'Brouillon',
  brand: 'Nouveau',
  success: 'Disponible',
  warning: 'Places limitées',
  danger: 'Complet',
  info: 'Bientôt',
} as const;

export const AlertAndBadgeTones: Story = {
  name: 'Alert and Badge: every tone keeps its edge, each alert tone its own icon',
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <div data-testid="alerts" style={{ display: 'grid', gap: '1rem', maxWidth: '40rem' }}>
        {alertTones.map((tone) => (
          <Alert key={tone} tone={tone} title={alertSamples[tone].title}>
            {alertSamples[tone].body}
          </Alert>
        ))}
      </div>
      <div data-testid="badges" style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
        {badgeSizes.map((size) => (
          <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
            {badgeTones.map((tone) => (
              <Badge key={tone} tone={tone} size={size}>
                {badgeLabels[tone]}
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

const team = [
  'Hery Rakotomalala',
  'Fanja Randrianarisoa',
  'Mialy Andriamihaja',
  'Lova Rajaonarison',
  'Nomena Rasoanaivo',
  'Élodie',
];

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

const plans: PricingPlan[] = [
  {
    id: 'basic',
    name: 'Essentiel',
    price: '299\u00a0€',
    period: 'mois',
    description: 'Pour lancer votre présence en ligne avec un site simple et soigné.',
    features: [
      'Site vitrine jusqu’à 5 pages',
      'Hébergement inclus pendant 1 an',
      '2 révisions incluses',
      'Support par e-mail sous 24\u00a0h',
    ],
    cta: <a href="/contact">Commencer maintenant</a>,
  },
  {
    id: 'pro',
    name: 'Professionnel',
    price: '1\u202f499\u00a0€',
    period: 'mois',
    description: 'Pour les entreprises qui veulent accélérer leur croissance.',
    features: [
      'Pages illimitées',
      'Hébergement et maintenance inclus',
      'Référencement naturel (SEO)',
      'Tableau de bord de suivi mensuel',
      'Support prioritaire',
    ],
    highlighted: true,
    cta: <a href="/contact">Commencer maintenant</a>,
  },
  {
    id: 'enterprise',
    name: 'Entreprise',
    price: 'Sur devis',
    description: 'Pour les projets sur mesure et les besoins à grande échelle.',
    features: [
      'Solution entièrement personnalisée',
      'Interlocuteur dédié',
      'Engagement de niveau de service (SLA)',
      'Support 24/7',
    ],
    cta: <a href="/contact">Nous contacter</a>,
  },
];

/** Fixed times (UTC), shown in Antananarivo time. */
const at = (time: string) => new Date(`2025-03-14T${time}:00Z`);

const conversation: ChatMessage[] = [
  {
    id: 'm1',
    isUser: false,
    timestamp: at('06:30'),
    content:
      'Bonjour\u00a0! Je suis l’assistant de Company, en mode démonstration\u00a0: je réponds avec des réponses préparées. Comment puis-je vous aider\u00a0?',
  },
  { id: 'm2', isUser: true, timestamp: at('06:31'), content: 'Combien coûte la création d’un site e-commerce\u00a0?' },
];

/**
 * The chat widget is `position: fixed`; a transformed box becomes its containing block, so the box
 * stands for the visitor's screen and the widget sits in its bottom-right corner.
 */
function Screen({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        position: 'relative',
        height: 640,
        transform: 'translateZ(0)',
        borderRadius: 12,
        background: vars.color.backgroundSubtle,
      }}
    >
      {children}
    </div>
  );
}

export const SurfacesKeepAnEdge: Story = {
  name: 'Surfaces set apart by a shadow or a fill keep an edge: dialog, highlighted plan, chat',
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <PricingCards plans={plans} />
      <Screen>
        <ChatPanel
          title="Assistant Company"
          welcomeMessage={'Bonjour\u00a0! Je suis l’assistant de Company. Comment puis-je vous aider\u00a0?'}
          messages={conversation}
          status="demo"
          isLoading
          defaultOpen
          onSend={fn()}
          onOpenChange={fn()}
        />
      </Screen>
      <RestrictedAccessDialog
        open
        pageName="Blog"
        features={['Articles techniques', 'Tutoriels', 'Études de cas', 'Conseils en transformation digitale']}
        onOpenChange={fn()}
      />
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
          <Breadcrumbs
            items={[
              { href: '/', label: 'Accueil' },
              { href: '/services', label: 'Services' },
              { label: 'Centre de relation client 24/7' },
            ]}
          />
        </div>
        <div data-testid="checkbox">
          <CheckboxStates />
        </div>
        <div data-testid="switch">
          <SwitchStates />
        </div>
        <div data-testid="select">
          <SelectStates />
        </div>
        <div data-testid="accordion">
          <AccordionStates />
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
