import { Breadcrumbs, DirectionProvider, Tabs, TabsContent, TabsList, TabsTrigger } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

const meta = {
  title: 'Layout/DirectionProvider/Features',
  component: DirectionProvider,
  tags: ['!autodocs', 'scenario'],
  args: { dir: 'rtl' },
} satisfies Meta<typeof DirectionProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The toolbar's « Direction » set to right to left: any story, here breadcrumbs and tabs with no
 * direction of their own, is laid out, drawn and driven from right to left.
 */
export const FromTheToolbar: Story = {
  globals: { dir: 'rtl' },
  render: () => (
    <div style={{ display: 'grid', gap: '1.5rem', maxWidth: '40rem' }}>
      <Breadcrumbs items={[{ label: 'Accueil', href: '#accueil' }, { label: 'Services' }]} />
      <Tabs defaultValue="offres">
        <TabsList aria-label="Présentation du service">
          <TabsTrigger value="offres">Offres</TabsTrigger>
          <TabsTrigger value="tarifs">Tarifs</TabsTrigger>
        </TabsList>
        <TabsContent value="offres">Sites vitrines et boutiques en ligne.</TabsContent>
        <TabsContent value="tarifs">À partir de 1&nbsp;499&nbsp;€ par mois.</TabsContent>
      </Tabs>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const separator = canvasElement.querySelector('nav li:nth-child(2) svg');
    await expect(separator && getComputedStyle(separator).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    const home = canvas.getByRole('link', { name: 'Accueil' }).getBoundingClientRect();
    const current = canvas.getByText('Services').getBoundingClientRect();
    await expect(home.left).toBeGreaterThan(current.left);
    await userEvent.click(canvas.getByRole('tab', { name: 'Offres' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Tarifs' })).toHaveAttribute('aria-selected', 'true');
  },
};
