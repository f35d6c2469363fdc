import { Tabs, TabsContent, TabsList, TabsTrigger, tabsActivationModes, tabsOrientations } from '@company/ui';
import type { TabsProps } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';
import { TabsStates } from '../support/fixtures/Tabs';
import { maxWidth } from '../support/frame';
import { onPhone } from '../support/viewport';

interface Category {
  value: string;
  label: string;
  articles: Array<{ title: string; summary: string }>;
}

const categories: Category[] = [
  {
    value: 'tous',
    label: 'Tous',
    articles: [
      {
        title: 'Bienvenue dans la documentation',
        summary:
          'Tout ce qu’il faut pour travailler avec nos équipes de Toamasina, de la signature à la mise en production.',
      },
      {
        title: 'Référence de l’API REST',
        summary: 'Points d’accès, authentification et limites de débit de la plateforme de suivi des tickets.',
      },
      {
        title: 'Guide de l’infogérance',
        summary: 'Périmètre, niveaux de service et astreintes : ce que couvre notre contrat d’infogérance.',
      },
    ],
  },
  {
    value: 'premiers-pas',
    label: 'Premiers pas',
    articles: [
      {
        title: 'Créer votre espace client',
        summary: 'Invitez vos collaborateurs et choisissez qui valide les devis et les livraisons.',
      },
      {
        title: 'Préparer la réunion de lancement',
        summary: 'Les documents à réunir avant le premier échange avec votre chef de projet.',
      },
    ],
  },
  {
    value: 'api',
    label: 'API',
    articles: [
      {
        title: 'Authentification par jeton',
        summary: 'Obtenez un jeton d’accès et renouvelez-le sans interrompre vos intégrations.',
      },
      {
        title: 'Webhooks des tickets',
        summary: 'Recevez un événement à chaque changement de statut d’un ticket de support.',
      },
    ],
  },
  {
    value: 'guides',
    label: 'Guides',
    articles: [
      {
        title: 'Externaliser votre support client',
        summary: 'Étapes, calendrier type et indicateurs à suivre pendant les trois premiers mois.',
      },
      {
        title: 'Sécuriser l’accès à distance',
        summary: 'VPN, authentification à deux facteurs et journalisation des connexions.',
      },
    ],
  },
  {
    value: 'tutoriels',
    label: 'Tutoriels',
    articles: [
      {
        title: 'Automatiser un rapport mensuel',
        summary: 'Exportez les indicateurs de service et envoyez-les chaque 1er du mois.',
      },
    ],
  },
  {
    value: 'sdk',
    label: 'SDK',
    articles: [
      {
        title: 'SDK JavaScript',
        summary: 'Installez le paquet, configurez le client et créez votre premier ticket en dix lignes.',
      },
      {
        title: 'SDK Python',
        summary: 'Un client typé pour vos scripts d’administration et vos tâches planifiées.',
      },
    ],
  },
];

function ArticleList({ category }: { category: Category }) {
  return (
    <ul style={{ display: 'grid', gap: '1rem', margin: 0, padding: 0, listStyle: 'none' }}>
      {category.articles.map((article) => (
        <li key={article.title}>
          <a href={`#${category.value}`} style={{ fontWeight: 600 }}>
            {article.title}
          </a>
          <p style={{ margin: '0.25rem 0 0', color: 'var(--cui-color-text-muted)' }}>{article.summary}</p>
        </li>
      ))}
    </ul>
  );
}

function DocumentationTabs(props: TabsProps) {
  return (
    <Tabs {...props}>
      <TabsList aria-label="Catégories de la documentation">
        {categories.map((category) => (
          <TabsTrigger key={category.value} value={category.value}>
            {category.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {categories.map((category) => (
        <TabsContent key={category.value} value={category.value}>
          <ArticleList category={category} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** A small set of tabs for the docs page's examples, one short panel each. */
function ExampleTabs({ label, tabs }: { label: string; tabs: ReadonlyArray<string> }) {
  return (
    <Tabs defaultValue="onglet-0">
      <TabsList aria-label={label}>
        {tabs.map((tab, index) => (
          <TabsTrigger key={tab} value={`onglet-${index}`}>
            {tab}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab, index) => (
        <TabsContent key={tab} value={`onglet-${index}`}>
          {`Le contenu de l’onglet «\u00a0${tab}\u00a0».`}
        </TabsContent>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { defaultValue: 'tous', onValueChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: tabsOrientations },
    activationMode: { control: 'inline-radio', options: tabsActivationModes },
    value: { control: false },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Give `TabsList` an `aria-label`. Arrow keys move between tabs and select them at once; Home and End jump to the first and last tab. When the tabs do not fit, the list scrolls sideways: the hidden end fades out behind a scroll button, and the selected tab is kept in view.',
      },
      guidelines: guidelines({
        purpose:
          'Tabs switch between views of the same kind of content in one place, such as the categories of a documentation or the sections of a product page, when people need one view at a time and want to compare them without leaving the page.',
        alternatives: [
          'Going to another page is navigation: use links (SiteHeader, Breadcrumbs), not tabs.',
          'Steps of a process that must be done in order: use Steps.',
          'Sections that people read one after the other, or several at once: use Accordion, or headings on the page.',
        ],
        anatomy: [
          {
            part: 'Tab list',
            description: 'the row of tabs, named by its `aria-label`; it scrolls sideways when the tabs do not fit.',
            selector: '[role="tablist"]',
          },
          {
            part: 'Tab',
            description: 'the label of one view; the selected tab is marked by a bar as well as by colour.',
            selector: '[role="tab"]',
          },
          {
            part: 'Scroll buttons and fades (when needed)',
            description:
              'shown on an end that hides tabs, for the pointer; keyboard users reach every tab with the arrows.',
            story: 'Overflowing',
            selector: '[data-overflow]',
          },
          {
            part: 'Panel',
            description: 'the content of the selected tab, labelled by it.',
            selector: '[role="tabpanel"]',
          },
        ],
        dos: [
          {
            caption: 'Short nouns that name what each panel holds, in the same form.',
            example: <ExampleTabs label="Fiche du service" tabs={['Présentation', 'Tarifs', 'Avis clients']} />,
          },
          {
            caption: 'The view people need most often selected first, on the left.',
            example: <ExampleTabs label="Documentation" tabs={['Premiers pas', 'Guides', 'API']} />,
          },
        ],
        donts: [
          {
            caption:
              'Steps of a process: tabs can be opened in any order and nothing says which ones are done. Use Steps.',
            example: <ExampleTabs label="Commande" tabs={['1. Coordonnées', '2. Paiement', '3. Confirmation']} />,
          },
          {
            caption: 'Long labels that repeat the same words: people have to read them all to find the difference.',
            example: (
              <ExampleTabs
                label="Documentation"
                tabs={['Documentation de l’API REST', 'Documentation du SDK JavaScript', 'Documentation des webhooks']}
              />
            ),
          },
        ],
        content: [
          'One to three words, a noun rather than a verb: «\u00a0Tarifs\u00a0», «\u00a0Premiers pas\u00a0», «\u00a0Avis clients\u00a0».',
          'Sentence case: only the first word and proper nouns take a capital («\u00a0Premiers pas\u00a0», not «\u00a0Premiers Pas\u00a0»).',
          'No final punctuation; avoid «\u00a0:\u00a0» and «\u00a0?\u00a0» in a label, or put a non-breaking space before them.',
          'Labels in the same form, so they read as a set; no numbers unless the order is the point.',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action:
              'Into the tab list: focuses the selected tab. From a tab: leaves the list for the panel, which takes the focus.',
          },
          { keys: 'Shift + Tab', action: 'From the panel: back to the selected tab.' },
          {
            keys: '→ / ←',
            action:
              'On a tab (horizontal tabs): focuses the next or previous tab and shows its panel at once; wraps from the last to the first. Disabled tabs are skipped; in a right-to-left page the arrows follow the reading direction.',
          },
          {
            keys: '↓ / ↑',
            action: 'On a tab of vertical tabs (`orientation="vertical"`): the same, downward and upward.',
          },
          { keys: 'Home / End', action: 'On a tab: focuses the first or last tab and shows its panel.' },
          {
            keys: 'Enter / Space',
            action:
              'With `activationMode="manual"`, where the arrows only move the focus: selects the focused tab and shows its panel.',
          },
        ],
        accessibility: [
          'The row is a `tablist` that needs a name: give TabsList an `aria-label` («\u00a0Catégories de la documentation\u00a0»). Each tab is a `tab` with `aria-selected`, and the tab list announces how many there are.',
          'The panel is a `tabpanel` named by its tab and takes the focus itself (`tabIndex` 0), so the next Tab after the tabs reaches it even when it holds no link.',
          'Only the selected tab is in the tab order; the others are reached with the arrows. It is marked by a bar as well as by colour.',
          'The scroll buttons shown when tabs overflow are for the pointer only: hidden from assistive technology and out of the tab order. The list keeps the selected tab in view; the buttons scroll it smoothly, at once under `prefers-reduced-motion`.',
        ],
      }),
    },
  },
  render: (args) => <DocumentationTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Rest, hover, keyboard focus, selected and disabled, side by side. */
export const States: Story = {
  tags: ['main'],
  parameters: {
    pseudo: forcedStates,
  },
  render: (args) => <TabsStates {...args} />,
};

/** The documentation filter: arrow keys move focus and select at once; Home and End jump to the ends. */
export const DocumentationFilter: Story = {
  play: async ({ args, canvas, step }) => {
    const tablist = canvas.getByRole('tablist', { name: 'Catégories de la documentation' });
    await expect(tablist).toHaveAttribute('aria-orientation', 'horizontal');
    const tab = (name: string) => canvas.getByRole('tab', { name });

    await step('the default tab is selected and labels its panel', async () => {
      await expect(tab('Tous')).toHaveAttribute('aria-selected', 'true');
      await expect(tab('API')).toHaveAttribute('aria-selected', 'false');
      const panel = canvas.getByRole('tabpanel');
      await expect(panel).toHaveAccessibleName('Tous');
      await expect(panel).toHaveAttribute('aria-labelledby', tab('Tous').id);
      await expect(tab('Tous')).toHaveAttribute('aria-controls', panel.id);
      await expect(within(panel).getByRole('link', { name: 'Bienvenue dans la documentation' })).toBeVisible();
    });

    await step('Tab focuses the selected tab only', async () => {
      await userEvent.tab();
      await expect(tab('Tous')).toHaveFocus();
    });

    await step('ArrowRight and ArrowLeft move focus and select', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(tab('Premiers pas')).toHaveFocus();
      await expect(tab('Premiers pas')).toHaveAttribute('aria-selected', 'true');
      await expect(tab('Tous')).toHaveAttribute('aria-selected', 'false');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('premiers-pas');
      await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Premiers pas');
      await expect(canvas.getByRole('link', { name: 'Créer votre espace client' })).toBeVisible();

      await userEvent.keyboard('{ArrowRight}');
      await expect(tab('API')).toHaveFocus();
      await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('API');

      await userEvent.keyboard('{ArrowLeft}');
      await expect(tab('Premiers pas')).toHaveFocus();
      await expect(tab('Premiers pas')).toHaveAttribute('aria-selected', 'true');
    });

    await step('End and Home jump to the last and first tab', async () => {
      await userEvent.keyboard('{End}');
      await expect(tab('SDK')).toHaveFocus();
      await expect(tab('SDK')).toHaveAttribute('aria-selected', 'true');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('sdk');
      await userEvent.keyboard('{Home}');
      await expect(tab('Tous')).toHaveFocus();
      await expect(tab('Tous')).toHaveAttribute('aria-selected', 'true');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('tous');
    });

    await step('arrows wrap around', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await expect(tab('SDK')).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(tab('Tous')).toHaveFocus();
    });

    await step('Tab then leaves the list for the panel', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    });
  },
};

function ControlledTabs(props: TabsProps) {
  const [value, setValue] = useState('api');
  const current = categories.find((category) => category.value === value);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <p role="status">{'Catégorie affichée : ' + (current?.label ?? '')}</p>
      <DocumentationTabs
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
      />
    </div>
  );
}

/** The parent owns the selected value (`value` + `onValueChange`), here to show it elsewhere on the page. */
export const Controlled: Story = {
  args: { defaultValue: undefined },
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'API' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(/affichée\s:\sAPI/);
    await userEvent.click(canvas.getByRole('tab', { name: 'Guides' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('guides');
    await expect(canvas.getByRole('status')).toHaveTextContent(/affichée\s:\sGuides/);
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Guides');
  },
};

/** Beside the panel, for a settings page or a wide layout; Up and Down arrows move between tabs. */
export const Vertical: Story = {
  args: { orientation: 'vertical', defaultValue: 'guides' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Guides' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Tutoriels' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('tutoriels');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('tab', { name: 'API' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('API');
  },
};

/** A tab that is not available yet stays visible but is skipped by the arrow keys. */
export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="api">
      <TabsList aria-label="Catégories de la documentation">
        <TabsTrigger value="api">API</TabsTrigger>
        <TabsTrigger value="sdk" disabled>
          SDK (bientôt)
        </TabsTrigger>
        <TabsTrigger value="guides">Guides</TabsTrigger>
      </TabsList>
      <TabsContent value="api">{'La référence de l’API REST, version 2.'}</TabsContent>
      <TabsContent value="sdk">Les SDK arrivent au prochain trimestre.</TabsContent>
      <TabsContent value="guides">Nos guides pas à pas.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'SDK (bientôt)' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Guides' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Guides' })).toHaveAttribute('aria-selected', 'true');
  },
};

const services = [
  { value: 'web', label: 'Développement web' },
  { value: 'mobile', label: 'Applications mobiles' },
  { value: 'infogerance', label: 'Infogérance' },
  { value: 'support', label: 'Support client' },
  { value: 'saisie', label: 'Saisie de données' },
  { value: 'securite', label: 'Cybersécurité' },
  { value: 'cloud', label: 'Hébergement cloud' },
  { value: 'conseil', label: 'Conseil et audit' },
];

/** Many tabs on a phone: the list scrolls sideways and the focused tab is brought into view. */
export const ManyTabsOnMobile: Story = {
  globals: onPhone,
  render: (args) => (
    <Tabs {...args} defaultValue="web">
      <TabsList aria-label="Nos services">
        {services.map((service) => (
          <TabsTrigger key={service.value} value={service.value}>
            {service.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {services.map((service) => (
        <TabsContent key={service.value} value={service.value}>
          <h2 style={{ fontSize: '1.25rem', marginBottom: '0.5rem' }}>{service.label}</h2>
          <p>Une équipe dédiée à Toamasina, disponible du lundi au samedi, avec un interlocuteur unique en français.</p>
        </TabsContent>
      ))}
    </Tabs>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Nos services' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Conseil et audit' });
    await expect(last).toHaveFocus();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1),
    );
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Développement web' })).toHaveFocus();
    await waitFor(() => expect(list.scrollLeft).toBe(0));
  },
};

/** The scroll buttons of a list, or `null` while its end shows every tab. */
const scrollButtonOf = (list: HTMLElement, edge: 'start' | 'end') =>
  list.parentElement?.querySelector<HTMLElement>(`:scope > [data-edge="${edge}"]`) ?? null;

/** Fails unless the whole tab shows between the list's edges, clear of the scroll buttons. */
const expectTabInView = (list: HTMLElement, tab: HTMLElement) =>
  waitFor(async () => {
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    const width = (button: HTMLElement | null) => button?.getBoundingClientRect().width ?? 0;
    await expect(tabBox.left).toBeGreaterThanOrEqual(listBox.left + width(scrollButtonOf(list, 'start')) - 1);
    await expect(tabBox.right).toBeLessThanOrEqual(listBox.right - width(scrollButtonOf(list, 'end')) + 1);
  });

/**
 * More tabs than the width holds: the list scrolls sideways, each hidden end fades out behind a
 * scroll button, and the selected tab is scrolled into view, on first render as after the arrows.
 */
export const Overflowing: Story = {
  decorators: [maxWidth('20rem')],
  render: (args) => (
    <Tabs {...args} defaultValue="securite">
      <TabsList aria-label="Nos services">
        {services.map((service) => (
          <TabsTrigger key={service.value} value={service.value}>
            {service.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {services.map((service) => (
        <TabsContent key={service.value} value={service.value}>
          <p>{`${service.label}\u00a0: une équipe dédiée à Toamasina, avec un interlocuteur unique en français.`}</p>
        </TabsContent>
      ))}
    </Tabs>
  ),
  play: async ({ canvas, step }) => {
    const list = canvas.getByRole('tablist', { name: 'Nos services' });
    const tabs = canvas.getAllByRole('tab');
    const selected = canvas.getByRole('tab', { name: 'Cybersécurité' });

    await step('the selected tab starts in view, with both hidden ends shown', async () => {
      await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
      await expect(selected).toHaveAttribute('aria-selected', 'true');
      await expectTabInView(list, selected);
      await waitFor(() => expect(scrollButtonOf(list, 'start')).toBeVisible());
      await expect(scrollButtonOf(list, 'end')).toBeVisible();
    });

    await step('a scroll button shows the tabs hidden at its end', async () => {
      const before = list.scrollLeft;
      const end = scrollButtonOf(list, 'end');
      if (!end) throw new Error('No end scroll button');
      await userEvent.click(end);
      await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(before));
    });

    await step('the arrows reach every tab, each scrolled into view', async () => {
      await userEvent.tab();
      await expect(selected).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(tabs[0]).toHaveFocus();
      await waitFor(() => expect(scrollButtonOf(list, 'start')).not.toBeVisible());
      for (const tab of tabs.slice(1)) {
        await userEvent.keyboard('{ArrowRight}');
        await expect(tab).toHaveFocus();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expectTabInView(list, tab);
      }
      await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Conseil et audit');
      await waitFor(() => expect(scrollButtonOf(list, 'end')).not.toBeVisible());
      await waitFor(() => expect(scrollButtonOf(list, 'start')).toBeVisible());
    });
  },
};

/** The French names designers use for Tabs: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Onglets · onglet · filtres · vues',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
