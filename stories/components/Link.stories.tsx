import { Alert, Link, Text, linkIconPositions, linkTones, linkUnderlines } from '@company/ui';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '#tarifs', children: 'nos tarifs', tone: 'brand', underline: 'always' },
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
    underline: { control: 'inline-radio', options: linkUnderlines },
    iconPosition: { control: 'inline-radio', options: linkIconPositions },
    icon: { control: false },
  },
  // A link lives in a sentence: each story shows it in one, unless it renders its own context.
  render: (args) => (
    <p style={{ margin: 0, maxWidth: '36rem' }}>
      Consultez <Link {...args} /> avant de demander un devis.
    </p>
  ),
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A link takes the visitor to another page, or to another place on the page. In running text it is underlined and in the brand colour; `external` opens a new tab and says so, with an icon on screen and «\u00a0(nouvel onglet)\u00a0» for screen readers. With `asChild`, it styles your router’s link.',
        alternatives: [
          'An action that changes something (send, save, open a dialog): use Button or IconButton.',
          'A main call to action that goes to a page («\u00a0Demander un devis\u00a0»): use Button with `asChild` around the link.',
          'A whole card that leads to a page: use CardLink. The path to the page: use Breadcrumbs.',
        ],
        anatomy: [
          {
            part: 'Text',
            description: 'the destination, in the colour of `tone`, underlined always or on hover.',
            selector: 'a[href]',
          },
          {
            part: 'New-tab icon (external)',
            description:
              'an arrow out of a box after the text, with «\u00a0(nouvel onglet)\u00a0» read by screen readers.',
            story: 'External',
            selector: 'a[target="_blank"] > svg',
          },
          {
            part: 'Focus ring',
            description: 'around the text, on every line of a link that wraps.',
            story: 'States',
            selector: '[data-state-demo="focus"]',
          },
        ],
        dos: [
          {
            caption: 'A text that names the destination, underlined in the sentence.',
            example: (
              <p style={{ margin: 0 }}>
                Lisez notre <Link href="#confidentialite">politique de confidentialité</Link> pour en savoir plus.
              </p>
            ),
          },
          {
            caption: 'A new tab only for another site that would interrupt a task, and saying so.',
            example: (
              <p style={{ margin: 0 }}>
                Vos droits sont détaillés sur le{' '}
                <Link href="https://www.cnil.fr/" external>
                  site de la CNIL
                </Link>
                .
              </p>
            ),
          },
        ],
        donts: [
          {
            caption: 'A vague text: «\u00a0ici\u00a0» means nothing in a list of links read by a screen reader.',
            example: (
              <p style={{ margin: 0 }}>
                Pour nos tarifs, cliquez <Link href="#tarifs">ici</Link>.
              </p>
            ),
          },
          {
            caption: 'No underline in running text: colour alone does not tell the link from the words around it.',
            example: (
              <p style={{ margin: 0 }}>
                Lisez nos{' '}
                <Link href="#cgv" underline="hover">
                  conditions générales
                </Link>{' '}
                avant de signer.
              </p>
            ),
          },
        ],
        content: [
          'Name the destination, not the gesture: «\u00a0nos tarifs\u00a0», «\u00a0la politique de confidentialité\u00a0», never «\u00a0cliquez ici\u00a0».',
          'In a sentence, the link follows its case: no capital in the middle of the sentence.',
          'The full stop after a link in a sentence stays outside the link.',
          'French typography around it: a non-breaking space before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0», and inside «\u00a0».',
        ],
        keyboard: [
          { keys: 'Tab', action: 'Moves the focus to the link (it needs an `href`; without one it takes no focus).' },
          { keys: 'Enter', action: 'On the link: follows it; with `external`, in a new tab.' },
        ],
        accessibility: [
          'A native `a` with its `href`: role `link`, named by its text, which must name the destination out of context (screen readers list the page’s links on their own).',
          'With `external`, it opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`): the icon is hidden from screen readers, which read «\u00a0(nouvel onglet)\u00a0» after the text instead (`newTabLabel`).',
          'A decorative `icon` is hidden from assistive technology.',
          'In running text keep `underline="always"`: with `hover`, only the colour tells the link from the words around it.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Rest, hover and focus, for each tone and underline. */
export const States: Story = {
  tags: ['main'],
  parameters: {
    pseudo: forcedStates,
  },
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {linkTones.map((tone) =>
        linkUnderlines.map((underline) => (
          <p key={`${tone}-${underline}`} style={{ display: 'flex', gap: '1.5rem', margin: 0 }}>
            <Link href="#repos" tone={tone} underline={underline}>
              Au repos
            </Link>
            <Link href="#survol" tone={tone} underline={underline} data-state-demo="hover">
              Survol
            </Link>
            <Link href="#focus" tone={tone} underline={underline} data-state-demo="focus">
              Focus
            </Link>
            <Link href="#externe" tone={tone} underline={underline} external>
              Externe
            </Link>
          </p>
        )),
      )}
    </div>
  ),
};

/** Enter follows the link. */
export const KeyboardActivation: Story = {
  args: { href: '#tarifs-detail', children: 'nos tarifs' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'nos tarifs' });
    let followed = 0;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      followed += 1;
    });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(followed).toBe(1);
  },
};

/** A new tab, with `rel` set and the hint in the accessible name. */
export const External: Story = {
  args: { href: 'https://www.cnil.fr/', external: true, children: 'le site de la CNIL' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'le site de la CNIL (nouvel onglet)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // The hint is not shown: on screen, the icon says it.
    await expect(link).toHaveTextContent('le site de la CNIL (nouvel onglet)');
    const hint = link.querySelector('span');
    await expect(hint?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** `inherit` takes the colour of the text around it, here an alert; the underline marks the link. */
export const InheritTone: Story = {
  render: () => (
    <Alert tone="warning" title="Maintenance prévue">
      Le service sera indisponible le 14 mars de 2&nbsp;h à 4&nbsp;h. Suivez l’avancement sur{' '}
      <Link href="#statut" tone="inherit">
        la page d’état
      </Link>
      .
    </Alert>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'la page d’état' });
    const text = link.parentElement!;
    await expect(getComputedStyle(link).color).toBe(getComputedStyle(text).color);
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

/** Underlined on hover only, for lists of links whose place says what they are. */
export const UnderlineOnHover: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: '0.5rem', margin: 0, paddingInlineStart: '1.25rem' }}>
      <li>
        <Link href="#mentions" underline="hover">
          Mentions légales
        </Link>
      </li>
      <li>
        <Link href="#cookies" underline="hover">
          Gestion des cookies
        </Link>
      </li>
      <li>
        <Link href="#accessibilite" underline="hover">
          Accessibilité&nbsp;: partiellement conforme
        </Link>
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    // The underline under the pointer shows in the States story, where hover is forced.
    for (const link of canvas.getAllByRole('link'))
      await expect(getComputedStyle(link).textDecorationLine).toBe('none');
  },
};

/** With `asChild`, a router’s link takes the styles and the new-tab hint. */
export const AsChild: Story = {
  args: { asChild: true, external: true },
  render: (args) => (
    <Link {...args}>
      <a href="https://www.service-public.fr/">Service Public</a>
    </Link>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Service Public (nouvel onglet)' });
    await expect(link).toHaveAttribute('href', 'https://www.service-public.fr/');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** A link on its own line with an arrow: back before the text, on after it; the icon is decorative. */
export const WithIcon: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <Text as="span" size="bodySmall" weight="semibold">
        <Link href="#services" underline="hover" icon={<ArrowLeft />}>
          Tous nos services
        </Link>
      </Text>
      <Text as="span" weight="semibold">
        <Link href="#programme" icon={<ArrowRight />} iconPosition="end">
          Voir le programme
        </Link>
      </Text>
    </div>
  ),
  play: async ({ canvas }) => {
    const back = canvas.getByRole('link', { name: 'Tous nos services' });
    await expect(back.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    const on = canvas.getByRole('link', { name: 'Voir le programme' });
    await expect(on.lastElementChild).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(on).display).toBe('inline-flex');
  },
};

/** A long link wraps with the text; its underline and focus ring follow each line. */
export const LongFrenchText: Story = {
  parameters: { pseudo: forcedStates },
  render: () => (
    <p style={{ margin: 0, maxWidth: '18rem' }}>
      Téléchargez{' '}
      <Link href="#guide" external data-state-demo="focus">
        le guide de l’externalisation du service client pour les PME
      </Link>
      .
    </p>
  ),
};

/** The French names designers use for Link: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Lien · lien hypertexte · lien externe · hyperlien',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
