import { CallToAction } from '@company/blocks';
import { Button, headingLevels, sectionTones } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageCircle, Phone } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { guidelines } from '../docs/guidelines';

const quoteActions = (
  <>
    <Button asChild size="lg">
      <a href="#devis">Demander un devis</a>
    </Button>
    <Button asChild size="lg" variant="outline">
      <a href="#services">Découvrir nos services</a>
    </Button>
  </>
);

const meta = {
  title: 'Blocks/CallToAction',
  component: CallToAction,
  args: {
    title: 'Prêt à externaliser votre relation client\u00a0?',
    description:
      'Parlez-nous de votre projet\u00a0: nous vous répondons sous 24\u00a0h ouvrées avec une proposition chiffrée.',
    actions: quoteActions,
    tone: 'subtle',
    level: 2,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: sectionTones },
    level: { control: 'select', options: headingLevels },
    actions: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      guidelines: guidelines({
        purpose:
          'A call to action closes a page: a centred band with a question or an invitation, one sentence that gives a reason to act now, and the page’s main action with one alternative. It turns a visitor who has read the page into a contact.',
        alternatives: [
          'The opening of a page, with its main action: use Hero.',
          'An action inside a section, next to what it acts on: put a Button there, or use the `actions` of SectionHeader.',
          'A message about what happened or what is wrong: use Alert.',
        ],
        anatomy: [
          {
            part: 'Band',
            description: 'a full-width Section in the `tone` that sets it apart from the band above.',
            selector: 'section[aria-labelledby]',
          },
          {
            part: 'Eyebrow (optional)',
            description: 'a short line above the title.',
            story: 'WithEyebrow',
            selector: '[data-align] > p:first-child',
          },
          {
            part: 'Title',
            description: 'the invitation, as a heading; it names the band for screen readers.',
            selector: '[data-align] > :is(h1, h2, h3, h4, h5, h6)',
          },
          {
            part: 'Description (optional)',
            description: 'one sentence with a reason or a promise (a delay, a price).',
            selector: '[data-align] > :is(h1, h2, h3, h4, h5, h6) + p',
          },
          {
            part: 'Actions',
            description: 'the main action as a primary Button, its alternative as an outline one.',
            selector: '[data-align] > div',
          },
        ],
        dos: [
          {
            caption: 'One primary action and one quieter alternative, with verbs that say where they lead.',
            example: (
              <CallToAction
                level={4}
                title={'Un projet d’application mobile\u00a0?'}
                description={'Un chef de projet vous rappelle sous 24\u00a0h.'}
                actions={quoteActions}
              />
            ),
          },
          {
            caption: 'A tone that differs from the section above, so the band stands apart.',
            example: (
              <CallToAction
                level={4}
                tone="muted"
                title={'Besoin d’aide\u00a0?'}
                actions={
                  <Button asChild size="lg">
                    <a href="#support">Contacter le support</a>
                  </Button>
                }
              />
            ),
          },
        ],
        donts: [
          {
            caption: 'Three primary buttons: the visitor no longer sees which action the page leads to.',
            example: (
              <CallToAction
                level={4}
                title={'Et maintenant\u00a0?'}
                actions={
                  <>
                    <Button size="lg">Devis</Button>
                    <Button size="lg">Tarifs</Button>
                    <Button size="lg">Contact</Button>
                  </>
                }
              />
            ),
          },
          {
            caption: 'A vague invitation: «\u00a0En savoir plus\u00a0» does not say what happens next.',
            example: (
              <CallToAction
                level={4}
                title={'Intéressé\u00a0?'}
                actions={
                  <Button asChild size="lg">
                    <a href="#plus">En savoir plus</a>
                  </Button>
                }
              />
            ),
          },
        ],
        content: [
          'Title: a question or an invitation in sentence case, that speaks to the visitor: «\u00a0Prêt à démarrer\u00a0?\u00a0».',
          'Description: one sentence, with a concrete promise if there is one: «\u00a0réponse sous 24\u00a0h ouvrées\u00a0».',
          'Actions: a verb in the infinitive that names the destination: «\u00a0Demander un devis\u00a0», never «\u00a0Cliquez ici\u00a0».',
          'French typography: a non-breaking space before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0», inside «\u00a0» and in «\u00a024\u00a0h\u00a0».',
        ],
      }),
    },
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Each background tone, to alternate with the section above. */
export const Tones: Story = {
  tags: ['main'],
  render: (args) => (
    <>
      {sectionTones.map((tone) => (
        <CallToAction key={tone} {...args} tone={tone} title={`Ton ${tone}\u00a0: prêt à démarrer\u00a0?`} />
      ))}
    </>
  ),
};

const openChat = fn();

/** Actions may be buttons as well as links: here the chat opens in place, the other calls. */
export const WithButtons: Story = {
  args: {
    tone: 'default',
    title: 'Vous n’avez pas trouvé votre réponse\u00a0?',
    description: 'Nos conseillers vous répondent du lundi au vendredi, de 8\u00a0h à 18\u00a0h.',
    actions: (
      <>
        <Button size="lg" icon={<MessageCircle />} onClick={openChat}>
          Démarrer une discussion
        </Button>
        <Button asChild size="lg" variant="secondary" icon={<Phone />}>
          <a href="tel:+261200000000">Appeler le support</a>
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    openChat.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Démarrer une discussion' }));
    await expect(openChat).toHaveBeenCalledTimes(1);
  },
};

export const WithEyebrow: Story = {
  args: { eyebrow: 'Offre de lancement' },
};

export const LongFrenchText: Story = {
  args: {
    title:
      'Confiez-nous votre télésecrétariat médical, votre prise de rendez-vous et l’accueil téléphonique de votre cabinet',
    description:
      'Un interlocuteur unique, des secrétaires formées à votre logiciel d’agenda et aux urgences, des comptes rendus chaque soir, et une période d’essai de trente jours sans engagement.',
  },
};

/** The French names designers use for CallToAction: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Appel à l’action · bandeau de conversion · CTA · incitation',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
