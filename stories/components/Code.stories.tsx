import { Code, Heading, Text } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { maxWidth } from '../support/frame';
import { onPhone } from '../support/viewport';

const meta = {
  title: 'Typography/Code',
  component: Code,
  args: { children: 'Authorization' },
  argTypes: { children: { control: 'text' } },
  decorators: [maxWidth('36rem')],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'Code sets a name exactly as it is typed inside a sentence: a setting, a field of an API, a header, a short command. The monospace face and a muted ground tell the reader to copy it as it is; browsers do not translate it.',
        alternatives: [
          'Several lines, or a command to copy whole: use CodeBlock.',
          'A word to stress: use Text with a weight, or `<strong>`.',
          'A key to press: write it out in the sentence («\u00a0la touche Entrée\u00a0»).',
        ],
        anatomy: [
          {
            part: 'Code',
            description: 'a `<code>` at the size of the text around it, on a muted ground.',
            selector: 'code',
          },
        ],
        dos: [
          {
            caption: 'The exact name of what the reader types or reads in a response.',
            example: (
              <Text>
                Le champ <Code>statut</Code> vaut <Code>ouvert</Code> tant que la demande n’est pas traitée.
              </Text>
            ),
          },
        ],
        donts: [
          {
            caption: 'French words set as code to make them stand out: they are not typed anywhere.',
            example: (
              <Text>
                Votre demande est <Code>très importante</Code> pour nous.
              </Text>
            ),
          },
        ],
        content: [
          'Inside the code, the text stays as the machine reads it: no French spacing, straight quotes.',
          'Around it, French typography as usual: «\u00a0l’en-tête Authorization\u00a0», the name alone set as Code.',
        ],
        accessibility: [
          'A `code` element inside the sentence, with no role most screen readers announce: they read the name as plain text, in the page’s language, so the words around it must say what it is («\u00a0l’en-tête Authorization\u00a0»).',
          'It takes no focus. `translate="no"` keeps browser translation from changing the name.',
          'Under forced colours its muted ground disappears: only the monospace face sets it apart.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Code>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** In a paragraph, a heading and a caption: the code keeps the size of the text around it, and is not translated. */
export const InText: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Heading level={3}>
        L’en-tête <Code>Authorization</Code>
      </Heading>
      <Text>
        Chaque requête porte votre clé dans l’en-tête <Code>Authorization</Code>, sous la forme{' '}
        <Code>Bearer VOTRE_CLE_API</Code>.
      </Text>
      <Text size="caption" tone="muted">
        Une clé révoquée renvoie l’erreur <Code>401</Code>.
      </Text>
    </div>
  ),
  play: async ({ canvas }) => {
    const [inHeading, inParagraph] = canvas.getAllByText('Authorization', { selector: 'code' });
    await expect(inParagraph).toHaveAttribute('translate', 'no');
    const size = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);
    const parentSize = (element: Element) => size(element.parentElement!);
    await expect(size(inHeading!) / parentSize(inHeading!)).toBeCloseTo(0.875, 2);
    await expect(size(inParagraph!) / parentSize(inParagraph!)).toBeCloseTo(0.875, 2);
    await expect(size(inHeading!)).toBeGreaterThan(size(inParagraph!));
  },
};

/** A long name breaks inside the column rather than pushing the page wider on a phone. */
export const LongNameMobile: Story = {
  globals: onPhone,
  render: () => (
    <Text>
      Renseignez <Code>VITE_CHAT_API_URL_DU_SERVEUR_DE_PRODUCTION_HEBERGE_A_TOAMASINA</Code> avant la mise en ligne.
    </Text>
  ),
  play: async ({ canvas }) => {
    const code = canvas.getByText(/^VITE_CHAT_API_URL/, { selector: 'code' });
    const paragraph = code.closest('p')!;
    await expect(paragraph.scrollWidth).toBeLessThanOrEqual(paragraph.clientWidth);
  },
};

/** The French names designers use for Code: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Code en ligne · nom de champ · variable',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
