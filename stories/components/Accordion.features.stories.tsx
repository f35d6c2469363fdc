import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { faq, openRegions, question } from '../support/fixtures/Accordion';
import docsMeta from './Accordion.stories';

const meta = {
  title: 'Navigation/Accordion/Features',
  component: Accordion,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
  decorators: docsMeta.decorators,
  render: docsMeta.render,
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Closed answers stay in the page, hidden until found: the browser's find-in-page (Ctrl+F) searches
 * them, and opens the item it matches, as does a link to an anchor inside one.
 */
export const FindInPage: Story = {
  args: { defaultValue: [] },
  render: (args) => (
    <Accordion {...args}>
      {faq.map((item) => (
        <AccordionItem key={item.value} value={item.value}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>
            <p id={`reponse-${item.value}`}>{item.answer}</p>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
  play: async ({ args, canvas, canvasElement, step }) => {
    const securite = canvas.getByRole('button', { name: question('securite') });
    const answer = canvasElement.querySelector('#reponse-securite');

    await step('every closed answer is in the page, hidden until found', async () => {
      for (const item of faq) {
        const text = canvasElement.querySelector(`#reponse-${item.value}`);
        await expect(text?.textContent).toBe(item.answer);
        const hidden = text?.closest('[hidden]');
        await expect(hidden).toHaveAttribute('hidden', 'until-found');
        await expect(text).not.toBeVisible();
        // Skipped by rendering, yet laid out: what find-in-page searches (`display: none` it would not).
        await expect(getComputedStyle(hidden!)).toMatchObject({ contentVisibility: 'hidden', display: 'block' });
        await expect(hidden!.getBoundingClientRect().height).toBe(0);
      }
    });

    await step('closed answers are no region: a screen reader lists no empty landmark', async () => {
      await expect(openRegions(canvas)).toEqual([]);
      for (const item of faq) {
        const panel = canvasElement.querySelector(`#reponse-${item.value}`)?.closest('[hidden]');
        await expect(panel).not.toHaveAttribute('role');
        await expect(panel).not.toHaveAttribute('aria-labelledby');
      }
    });

    await step('the browser’s « beforematch » on a closed answer opens its item', async () => {
      const delais = canvas.getByRole('button', { name: question('delais') });
      const panel = canvasElement.querySelector('#reponse-delais')?.closest('[hidden]');
      // What find-in-page fires on a hidden-until-found element before it reveals a match inside.
      panel?.dispatchEvent(new Event('beforematch'));
      await waitFor(() => expect(delais).toHaveAttribute('aria-expanded', 'true'));
      const region = canvas.getByRole('region', { name: question('delais') });
      await expect(region).toBeVisible();
      await expect(region.textContent).toBe(faq.find((item) => item.value === 'delais')?.answer);
      await expect(region).not.toHaveAttribute('hidden');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(['delais']);
      await expect(openRegions(canvas)).toHaveLength(1);
      await userEvent.click(delais);
      await waitFor(() => expect(openRegions(canvas)).toHaveLength(0));
    });

    await step('a link to an anchor inside a closed answer opens its item', async () => {
      window.location.hash = 'reponse-securite';
      await waitFor(() => expect(securite).toHaveAttribute('aria-expanded', 'true'));
      await expect(answer).toBeVisible();
      await expect(canvas.getByRole('region', { name: question('securite') })).toContainElement(answer as HTMLElement);
      await expect(args.onValueChange).toHaveBeenLastCalledWith(['securite']);
      history.replaceState(null, '', location.pathname + location.search);
    });

    await step('closed again, the answer goes back to hidden until found', async () => {
      await userEvent.click(securite);
      await waitFor(() => expect(answer?.closest('[hidden]')).toHaveAttribute('hidden', 'until-found'));
    });
  },
};

/** Enter and Space toggle the focused item; arrows, Home and End move between triggers. */
export const Keyboard: Story = {
  args: { defaultValue: [] },
  play: async ({ canvas }) => {
    const [first, second, third, last] = faq.map((item) => canvas.getByRole('button', { name: item.question }));
    if (!first || !second || !third || !last) throw new Error('FAQ triggers missing');

    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: question('services') })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(openRegions(canvas)).toHaveLength(0));

    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(last).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();

    // Tab leaves the triggers for the links and fields inside the open content, then the next trigger.
    await userEvent.tab();
    await expect(second).toHaveFocus();
  },
};

/** `headingLevel` on the accordion sets every trigger's heading; one trigger can override it. */
export const HeadingLevels: Story = {
  args: { headingLevel: 2, defaultValue: [] },
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem value="infogerance">
        <AccordionTrigger>Infogérance</AccordionTrigger>
        <AccordionContent>
          <p>{'Supervision de vos serveurs et de votre réseau, 24 h sur 24, depuis notre centre de Toamasina.'}</p>
        </AccordionContent>
      </AccordionItem>
      <AccordionItem value="supervision">
        <AccordionTrigger headingLevel={3}>{'Détail : la supervision de nuit'}</AccordionTrigger>
        <AccordionContent>
          <p>Une astreinte de deux techniciens, joignable par téléphone et par ticket.</p>
        </AccordionContent>
      </AccordionItem>
      <AccordionItem value="support">
        <AccordionTrigger>Support client</AccordionTrigger>
        <AccordionContent>
          <p>Réponse aux appels, courriels et messages de vos clients, en français et en anglais.</p>
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvas }) => {
    const h2 = canvas.getAllByRole('heading', { level: 2 });
    await expect(h2.map((heading) => heading.textContent)).toEqual(['Infogérance', 'Support client']);
    const h3 = canvas.getByRole('heading', { level: 3 });
    await expect(h3.tagName).toBe('H3');
    await expect(h3).toContainElement(canvas.getByRole('button', { name: 'Détail\u00a0: la supervision de nuit' }));
  },
};
