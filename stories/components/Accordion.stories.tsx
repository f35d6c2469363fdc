import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Button,
  accordionHeadingLevels,
  accordionTypes,
} from '@company/ui';
import type { AccordionProps } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';
import { faq, openRegions, question, StateItems } from '../support/fixtures/Accordion';
import { maxWidth, phoneWidth } from '../support/frame';
import { onPhone } from '../support/viewport';

function FaqItems() {
  return faq.map((item) => (
    <AccordionItem key={item.value} value={item.value}>
      <AccordionTrigger>{item.question}</AccordionTrigger>
      <AccordionContent>
        <p>{item.answer}</p>
      </AccordionContent>
    </AccordionItem>
  ));
}

const meta = {
  title: 'Navigation/Accordion',
  component: Accordion,
  args: { type: 'multiple', defaultValue: ['services'], onValueChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: accordionTypes },
    headingLevel: { control: 'inline-radio', options: accordionHeadingLevels },
    value: { control: false },
    children: { control: false },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'An accordion is a stack of headings that each open a section, so readers scan the questions and open only what they need: a FAQ, the articles of a legal page, optional details. Several sections can stay open, or only one at a time. Closed sections stay in the page: the browser’s find-in-page (Ctrl+F) reaches them and opens the one it finds, a link to a text inside opens it too, and search engines read them, so folding a long text hides nothing from those who search it.',
        alternatives: [
          'Content everyone needs, or a short text: show it with plain headings; hidden text is often missed.',
          'A few views of the same subject that readers compare (« Mensuel », « Annuel »): use Tabs.',
          'Steps to follow in order: use Steps.',
        ],
        anatomy: [
          {
            part: 'Trigger',
            description: 'the heading of a section, a button across the whole width; highlighted on hover.',
            selector: 'button[aria-expanded]',
          },
          {
            part: 'Chevron',
            description: 'at the end of the trigger, points down when closed and up when open.',
            selector: 'button[aria-expanded] svg',
          },
          {
            part: 'Content',
            description:
              'the section’s text, links or fields, shown under its trigger when open; closed, hidden until find-in-page finds it.',
            selector: '[role="region"]',
          },
          { part: 'Divider', description: 'a line between sections.', selector: 'div[data-state] + div[data-state]' },
        ],
        dos: [
          {
            caption: 'Questions as the visitor would ask them, so they find theirs by scanning.',
            example: (
              <Accordion type="single" collapsible headingLevel={4}>
                <AccordionItem value="delais">
                  <AccordionTrigger>Quels sont vos délais de livraison&nbsp;?</AccordionTrigger>
                  <AccordionContent>
                    <p>Un site vitrine est livré en quatre à six semaines.</p>
                  </AccordionContent>
                </AccordionItem>
                <AccordionItem value="langues">
                  <AccordionTrigger>Dans quelles langues répondez-vous&nbsp;?</AccordionTrigger>
                  <AccordionContent>
                    <p>En français, en anglais et en malgache.</p>
                  </AccordionContent>
                </AccordionItem>
              </Accordion>
            ),
          },
          {
            caption: 'The most asked question open on arrival, the others closed.',
            example: (
              <Accordion type="multiple" defaultValue={['tarifs']} headingLevel={4}>
                <AccordionItem value="tarifs">
                  <AccordionTrigger>Comment sont calculés vos tarifs&nbsp;?</AccordionTrigger>
                  <AccordionContent>
                    <p>Au forfait pour un projet, ou au mois pour une équipe dédiée, dès 2&nbsp;490&nbsp;€ HT.</p>
                  </AccordionContent>
                </AccordionItem>
                <AccordionItem value="contrat">
                  <AccordionTrigger>Quelle est la durée du contrat&nbsp;?</AccordionTrigger>
                  <AccordionContent>
                    <p>Trois mois, puis sans engagement.</p>
                  </AccordionContent>
                </AccordionItem>
              </Accordion>
            ),
          },
        ],
        donts: [
          {
            caption: 'A single section: nothing to choose between; show the text.',
            example: (
              <Accordion type="single" collapsible headingLevel={4}>
                <AccordionItem value="mentions">
                  <AccordionTrigger>En savoir plus</AccordionTrigger>
                  <AccordionContent>
                    <p>Nos équipes travaillent depuis Toamasina.</p>
                  </AccordionContent>
                </AccordionItem>
              </Accordion>
            ),
          },
          {
            caption: 'Vague triggers: « Informations » and « Détails » do not tell what is inside.',
            example: (
              <Accordion type="multiple" headingLevel={4}>
                <AccordionItem value="informations">
                  <AccordionTrigger>Informations</AccordionTrigger>
                  <AccordionContent>
                    <p>Horaires, adresse et accès.</p>
                  </AccordionContent>
                </AccordionItem>
                <AccordionItem value="details">
                  <AccordionTrigger>Détails</AccordionTrigger>
                  <AccordionContent>
                    <p>Tarifs et conditions.</p>
                  </AccordionContent>
                </AccordionItem>
              </Accordion>
            ),
          },
        ],
        content: [
          'Triggers: a question or a short title that says what the section holds, sentence case, one line when possible.',
          'A question ends with « ? » after a non-breaking space: « Quels sont vos délais ? »; a title has no final full stop.',
          'Start each answer with the answer itself, not by repeating the question.',
          'French typography: a non-breaking space before « : », « ; », « ! », « ? », inside « » and in amounts (« 2 490 € HT »); the typographic apostrophe ’.',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action: 'Moves to the next trigger, passing through the links and fields of an open section on the way.',
          },
          { keys: 'Shift + Tab', action: 'Moves back to the previous trigger or focusable element.' },
          {
            keys: 'Enter or Space',
            action:
              'On a trigger: opens its section, or closes it (with one section open at a time, the open one closes only when the accordion is collapsible).',
          },
          { keys: '↓', action: 'On a trigger: moves the focus to the next trigger, from the last back to the first.' },
          { keys: '↑', action: 'On a trigger: moves the focus to the previous trigger, from the first to the last.' },
          { keys: 'Home', action: 'On a trigger: moves the focus to the first trigger.' },
          { keys: 'End', action: 'On a trigger: moves the focus to the last trigger.' },
        ],
        accessibility: [
          'Each trigger is a button inside a heading, level 3 unless `headingLevel` sets it to fit the page outline; its text is its accessible name and `aria-expanded` says whether its section is open.',
          'An open section is a region named by its trigger; a closed one is left out of the accessibility tree, so screen readers list no empty landmark.',
          'The focus stays on the trigger when its section opens or closes; the arrow keys skip disabled triggers.',
          'The chevron is decorative (hidden from screen readers) and takes the button text colour under forced colours; the opening and closing animation stops when the reader asks for reduced motion.',
        ],
      }),
    },
  },
  decorators: [maxWidth('44rem')],
  render: (args) => (
    <Accordion {...args}>
      <FaqItems />
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Closed, hover, focus, open and disabled sections, one above the other. */
export const States: Story = {
  tags: ['main'],
  args: { type: 'multiple', defaultValue: ['ouvert'] },
  parameters: {
    pseudo: forcedStates,
  },
  render: (args) => (
    <Accordion {...args}>
      <StateItems />
    </Accordion>
  ),
};

/** A FAQ where several answers can stay open at once, the first one open on arrival. */
export const Faq: Story = {
  play: async ({ args, canvas, step }) => {
    const services = canvas.getByRole('button', { name: question('services') });
    const tarifs = canvas.getByRole('button', { name: question('tarifs') });

    const region = canvas.getByRole('region', { name: question('services') });

    await step('the default item is open and its region is labelled by its trigger', async () => {
      await expect(services).toHaveAttribute('aria-expanded', 'true');
      await expect(tarifs).toHaveAttribute('aria-expanded', 'false');
      await expect(region).toBeVisible();
      await expect(region).toHaveAttribute('aria-labelledby', services.id);
      await expect(services).toHaveAttribute('aria-controls', region.id);
      await expect(openRegions(canvas)).toHaveLength(1);
    });

    await step('triggers sit in level 3 headings', async () => {
      await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(faq.length);
      await expect(canvas.getByRole('heading', { level: 3, name: question('tarifs') })).toContainElement(tarifs);
    });

    await step('a click opens a second item while the first stays open', async () => {
      await userEvent.click(tarifs);
      await expect(tarifs).toHaveAttribute('aria-expanded', 'true');
      await expect(services).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('region', { name: question('tarifs') })).toHaveTextContent(/2\s490\s€/);
      await expect(openRegions(canvas)).toHaveLength(2);
      await expect(args.onValueChange).toHaveBeenLastCalledWith(['services', 'tarifs']);
    });

    await step('a second click closes it and hides its region', async () => {
      await userEvent.click(services);
      await expect(services).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(region).not.toBeVisible());
      await expect(openRegions(canvas)).toHaveLength(1);
      await expect(args.onValueChange).toHaveBeenLastCalledWith(['tarifs']);
    });
  },
};

/** One answer at a time: opening an item closes the other; `collapsible` lets the open one close. */
export const SingleCollapsible: Story = {
  args: { type: 'single', collapsible: true, defaultValue: 'delais' },
  play: async ({ args, canvas }) => {
    const delais = canvas.getByRole('button', { name: question('delais') });
    const securite = canvas.getByRole('button', { name: question('securite') });
    await expect(delais).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(securite);
    await expect(securite).toHaveAttribute('aria-expanded', 'true');
    await expect(delais).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('securite');
    await waitFor(() => expect(openRegions(canvas)).toHaveLength(1));
    await expect(openRegions(canvas)[0]).toHaveAccessibleName(question('securite'));

    await userEvent.click(securite);
    await expect(securite).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(openRegions(canvas)).toHaveLength(0));

    await userEvent.click(delais);
    await expect(delais).toHaveAttribute('aria-expanded', 'true');
  },
};

function ControlledAccordion({ headingLevel, onValueChange }: AccordionProps) {
  const [open, setOpen] = useState<string[]>(['tarifs']);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <div style={{ display: 'flex', gap: '0.75rem' }}>
        <Button variant="outline" size="sm" onClick={() => setOpen(faq.map((item) => item.value))}>
          Tout déplier
        </Button>
        <Button variant="outline" size="sm" onClick={() => setOpen([])}>
          Tout replier
        </Button>
      </div>
      <Accordion
        type="multiple"
        headingLevel={headingLevel}
        value={open}
        onValueChange={(next) => {
          setOpen(next);
          onValueChange?.(next);
        }}
      >
        <FaqItems />
      </Accordion>
    </div>
  );
}

/** « Tout déplier » and « Tout replier » buttons above a long FAQ; the page keeps track of the open items. */
export const WithExpandAll: Story = {
  args: { type: 'multiple', defaultValue: undefined },
  render: (args) => <ControlledAccordion {...args} />,
  play: async ({ args, canvas }) => {
    const triggers = faq.map((item) => canvas.getByRole('button', { name: item.question }));
    await expect(canvas.getByRole('button', { name: question('tarifs') })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Tout déplier' }));
    for (const trigger of triggers) await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(openRegions(canvas)).toHaveLength(faq.length);

    await userEvent.click(canvas.getByRole('button', { name: question('delais') }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['services', 'tarifs', 'securite']);
    await expect(canvas.getByRole('button', { name: question('delais') })).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(canvas.getByRole('button', { name: 'Tout replier' }));
    for (const trigger of triggers) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(openRegions(canvas)).toHaveLength(0));
  },
};

/** A long question on a phone wraps beside its chevron, which never shrinks. */
export const LongQuestion: Story = {
  args: { type: 'single', collapsible: true, defaultValue: 'reversibilite' },
  globals: onPhone,
  decorators: [phoneWidth],
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem value="reversibilite">
        <AccordionTrigger>
          {
            'Si nous décidons un jour de réintégrer le support client en interne, comment se passe la reprise des outils, des bases de connaissances et des historiques de tickets ?'
          }
        </AccordionTrigger>
        <AccordionContent>
          <p>
            {
              'Une clause de réversibilité est prévue dans chaque contrat : nous vous remettons les exports, la documentation et formons vos équipes pendant un mois, sans surcoût.'
            }
          </p>
        </AccordionContent>
      </AccordionItem>
      <AccordionItem value="langues">
        <AccordionTrigger>{'Dans quelles langues vos équipes répondent-elles ?'}</AccordionTrigger>
        <AccordionContent>
          <p>En français, en anglais et en malgache.</p>
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
};

const articles = [
  {
    title: 'Article 1 – Objet',
    text: 'Les présentes conditions générales régissent les prestations de développement, d’infogérance et de support fournies par la société depuis ses locaux de Toamasina, Madagascar.',
  },
  {
    title: 'Article 2 – Commandes',
    text: 'Toute prestation fait l’objet d’un devis. La commande est ferme à réception du devis signé et de l’acompte de 30 %.',
  },
  {
    title: 'Article 3 – Prix et paiement',
    text: 'Les prix sont exprimés en euros hors taxes. Les factures sont payables à trente jours par virement bancaire.',
  },
  {
    title: 'Article 4 – Confidentialité',
    text: 'Chaque partie garde confidentielles les informations reçues de l’autre pendant le contrat et cinq ans après son terme.',
  },
];

/** A legal page: every article is a level 2 heading and all can be open at once. */
export const LegalPage: Story = {
  args: { type: 'multiple', headingLevel: 2, defaultValue: ['article-1'] },
  render: (args) => (
    <Accordion {...args}>
      {articles.map((article, index) => (
        <AccordionItem key={article.title} value={`article-${index + 1}`}>
          <AccordionTrigger>{article.title}</AccordionTrigger>
          <AccordionContent>
            <p>{article.text}</p>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(articles.length);
    await expect(canvas.getByRole('region', { name: 'Article\u00a01 – Objet' })).toHaveTextContent(/Toamasina/);
  },
};

/** The French names designers use for Accordion: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Accordéon · questions fréquentes · FAQ · dépliant',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
