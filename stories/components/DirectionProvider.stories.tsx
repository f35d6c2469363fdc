import { Breadcrumbs, DirectionProvider } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { Sample, separatorTransform } from '../support/fixtures/DirectionProvider';

const meta = {
  title: 'Layout/DirectionProvider',
  component: DirectionProvider,
  args: { dir: 'rtl' },
  argTypes: {
    dir: { control: 'inline-radio', options: ['ltr', 'rtl'] },
    children: { control: false },
  },
  render: (args) => (
    <div dir={args.dir}>
      <DirectionProvider {...args}>
        <Sample />
      </DirectionProvider>
    </div>
  ),
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'DirectionProvider sets the reading direction that the components’ behaviour follows: in right-to-left text (Arabic, Hebrew, Persian), the left arrow key moves to the next tab or menu item. The styles follow the page’s `dir` attribute instead, with logical properties and mirrored arrows: set `dir="rtl"` on `<html>` and put the provider around the app.',
        alternatives: [
          'A single word or name in another script inside a left-to-right page: set `dir="auto"` on its element; no provider is needed.',
          'The language of the components’ texts and dates: use LocaleProvider; the direction is set apart.',
        ],
        anatomy: [
          { part: 'Direction (dir)', description: '`ltr` or `rtl`, for everything inside.', selector: '[dir]' },
          {
            part: 'Content',
            description:
              'any components; nothing is rendered around them, so the `dir` attribute of the page (or of the part in that direction) stays yours to set.',
            selector: '[dir] > :first-child',
          },
        ],
        dos: [
          {
            caption: 'The attribute and the provider together: the chevrons point along the line, and the keys follow.',
            example: (
              <div dir="rtl">
                <DirectionProvider dir="rtl">
                  <Breadcrumbs items={[{ label: 'Accueil', href: '#accueil' }, { label: 'Services' }]} />
                </DirectionProvider>
              </div>
            ),
          },
        ],
        donts: [
          {
            caption:
              'The provider without the attribute: the keys follow right-to-left, but the page is still laid out and drawn from left to right.',
            example: (
              <DirectionProvider dir="rtl">
                <Breadcrumbs items={[{ label: 'Accueil', href: '#accueil' }, { label: 'Services' }]} />
              </DirectionProvider>
            ),
          },
        ],
        content: [
          'Write the words in the direction’s language: the components mirror their layout and arrows, not the text.',
          'Icons that point along the line (a chevron, a « previous » arrow) are mirrored; icons that show a real direction or an object (a clock, a download arrow) are not.',
        ],
        keyboard: [
          {
            keys: '← and →',
            action:
              'In Tabs inside a right-to-left provider: ← moves to the next tab and → to the previous one, as the line reads; left to right, the other way round. The provider takes no focus itself.',
          },
        ],
        accessibility: [
          'It renders no element, role or attribute: the `dir` attribute on `<html>` (or on the part written in that direction) is yours to set, with the `lang` of its language, so that browsers, screen readers and native controls such as a radio group read and move in the right direction.',
          'The provider sets only the direction the components’ arrow keys follow (Tabs) and the one Radix writes on them when rendered on a server; with the attribute but no provider, the layout is mirrored but → still moves to the next tab.',
        ],
      }),
    },
  },
} satisfies Meta<typeof DirectionProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Right to left: the breadcrumbs start at the right with their chevrons mirrored, the pager's
 * previous page sits at the right, and the left arrow key moves to the next tab.
 */
export const RightToLeft: Story = {
  tags: ['main'],
  play: async ({ canvas, canvasElement }) => {
    await expect(separatorTransform(canvasElement)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await expect(canvas.getByRole('tablist').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const previous = canvas.getByRole('link', { name: /Installation/ }).getBoundingClientRect();
    const next = canvas.getByRole('link', { name: /Webhooks/ }).getBoundingClientRect();
    await expect(previous.left).toBeGreaterThan(next.left);

    await userEvent.click(canvas.getByRole('tab', { name: 'Offres' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Méthode' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Méthode' })).toHaveFocus();
  },
};

/** Left to right, the default: nothing mirrored, and the right arrow key moves to the next tab. */
export const LeftToRight: Story = {
  args: { dir: 'ltr' },
  play: async ({ canvas, canvasElement }) => {
    await expect(separatorTransform(canvasElement)).toBe('none');
    await userEvent.click(canvas.getByRole('tab', { name: 'Offres' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Méthode' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The French names designers use for DirectionProvider: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Sens de lecture · droite à gauche · RTL · arabe · hébreu',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
