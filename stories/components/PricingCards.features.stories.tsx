import { PricingCards } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phrase } from '../support/fixtures/PricingCards';
import { tallScreen } from '../support/viewport';
import docsMeta from './PricingCards.stories';

const meta = {
  title: 'Patterns/PricingCards/Features',
  component: PricingCards,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PricingCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plans of the pricing page: Professionnel is highlighted; the CTAs go to the contact page. */
export const PricingPage: Story = {
  play: async ({ canvas }) => {
    const articles = canvas.getAllByRole('article');
    await expect(articles).toHaveLength(3);
    // The plans form one list, so screen readers announce how many there are.
    const group = articles[0]?.closest('ul');
    await expect(group?.children).toHaveLength(3);
    for (const article of articles) await expect(article.parentElement?.parentElement).toBe(group);

    const basic = canvas.getByRole('article', { name: 'Essentiel' });
    const pro = canvas.getByRole('article', { name: 'Professionnel' });
    const enterprise = canvas.getByRole('article', { name: 'Entreprise' });
    for (const [article, name] of [
      [basic, 'Essentiel'],
      [pro, 'Professionnel'],
      [enterprise, 'Entreprise'],
    ] as const) {
      await expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent(name);
    }

    await expect(pro).toHaveTextContent('Le plus populaire');
    await expect(basic).not.toHaveTextContent('Le plus populaire');
    await expect(enterprise).not.toHaveTextContent('Le plus populaire');
    // The emphasis is more than colour: the highlighted card is drawn with a shadow.
    await expect(getComputedStyle(pro).boxShadow).not.toBe(getComputedStyle(basic).boxShadow);

    const proPrice = within(pro).getByText(phrase('1 499 € par mois'));
    await expect(proPrice).toHaveTextContent('1 499 € par mois');
    await expect(proPrice.textContent).toBe('1\u202f499\u00a0€ par mois');
    await expect(within(basic).getByText(phrase('299 € par mois')).textContent).toBe('299\u00a0€ par mois');
    await expect(within(enterprise).getByText('Sur devis')).toBeVisible();

    const basicCta = within(basic).getByRole('link', { name: 'Commencer maintenant' });
    const proCta = within(pro).getByRole('link', { name: 'Commencer maintenant' });
    const enterpriseCta = within(enterprise).getByRole('link', { name: 'Nous contacter' });
    for (const link of [basicCta, proCta, enterpriseCta]) await expect(link).toHaveAttribute('href', '/contact');
    await expect(proCta).toHaveAttribute('data-variant', 'primary');
    await expect(basicCta).toHaveAttribute('data-variant', 'outline');
    await expect(proCta).toHaveAccessibleDescription('Professionnel');
  },
};

/** On a phone the cards stack in one column. */
export const Mobile: Story = {
  // A 375px phone, tall enough for the capture to hold the three cards.
  ...tallScreen(375, 1750),
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByRole('article').map((article) => article.getBoundingClientRect());
    await expect(second?.left).toBe(first?.left);
    await expect(third?.left).toBe(first?.left);
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? 0);
  },
};
