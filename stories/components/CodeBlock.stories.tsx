import { CodeBlock, Stack, Text } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { maxWidth, phoneWidth } from '../support/frame';
import { onPhone } from '../support/viewport';

const request = `curl https://api.example.mg/v1/tickets \\
  -H "Authorization: Bearer VOTRE_CLE_API" \\
  -H "Accept: application/json"`;

const response = `{
  "id": "tkt_8f2c1a",
  "statut": "ouvert",
  "priorite": "haute",
  "cree_le": "2026-03-14T07:30:00Z"
}`;

const meta = {
  title: 'Typography/CodeBlock',
  component: CodeBlock,
  args: { code: request, caption: 'Requête authentifiée (cURL)', language: 'bash' },
  decorators: [maxWidth('40rem')],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A code block shows lines a reader types or receives exactly as they are: a command, a request, a message an API sends back, a setting to paste. It keeps line breaks and indentation, sets the text in the monospace face and wraps long lines rather than hiding them behind a sideways scroll.',
        alternatives: [
          'A word of code inside a sentence (a field name, a file name): use Code.',
          'Rows of values to compare (error codes and their meaning): use Table.',
        ],
        anatomy: [
          {
            part: 'Caption',
            description: 'optional, above the code: what the code is and in which language.',
            selector: 'figcaption',
          },
          {
            part: 'Code',
            description: 'a `<pre><code>`, in the monospace face, not translated by the browser.',
            selector: 'pre',
          },
        ],
        dos: [
          {
            caption: 'A caption that says what the code does and in which language or tool.',
            example: <CodeBlock caption="Réponse de l’API (JSON)" code={response} language="json" />,
          },
          {
            caption: 'Placeholders the reader replaces written in capitals, so they cannot be taken for real values.',
            example: <CodeBlock caption="Variable d’environnement" code="API_KEY=VOTRE_CLE_API" language="bash" />,
          },
        ],
        donts: [
          {
            caption: 'Prose in a code block: explanations belong in the text around it.',
            example: (
              <CodeBlock code="Ouvrez les paramètres, puis choisissez l’onglet Sécurité et cliquez sur Activer." />
            ),
          },
          {
            caption: 'A real secret in an example: readers copy it, and it leaks with the page.',
            example: (
              <CodeBlock caption="Clé d’API" code="Authorization: Bearer cle-de-production-de-votre-entreprise" />
            ),
          },
        ],
        content: [
          'Caption: sentence case, no final full stop, the language or tool in brackets: «\u00a0Requête authentifiée (cURL)\u00a0».',
          'Code stays as the machine reads it: straight quotes and no French spacing inside it.',
          'Placeholders in capitals with underscores: VOTRE_CLE_API, never a value that looks real.',
        ],
        accessibility: [
          'A `figure` named by its caption (`figcaption`): screen readers announce the figure with its name, then the code. Without a caption it is an unnamed figure: say in the text before it what the code is. `translate="no"` keeps browser translation from changing the code.',
          'The code is plain text in `pre > code`, read line by line. Long lines wrap instead of scrolling sideways, so the block takes no focus and nothing in it needs the keyboard; it has no copy button.',
        ],
      }),
    },
  },
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** The code keeps its line breaks and indentation, in the monospace face; the caption names it. */
export const WithCaption: Story = {
  args: { code: response, caption: 'Réponse de l’API (JSON)', language: 'json' },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure');
    await expect(figure.querySelector('figcaption')).toHaveTextContent('Réponse de l’API (JSON)');
    const code = figure.querySelector('pre > code');
    await expect(code?.textContent).toBe(response);
    await expect(code).toHaveAttribute('data-language', 'json');
    await expect(code).toHaveAttribute('translate', 'no');
    // The text itself is set in the package's monospace stack, at the block's size.
    await expect(getComputedStyle(code!).fontFamily).toBe(getComputedStyle(code!.parentElement!).fontFamily);
    await expect(getComputedStyle(code!).fontFamily).toMatch(/^ui-monospace/);
    await expect(getComputedStyle(code!).fontSize).toBe('14px');
  },
};

/** Without a caption, the code alone. */
export const WithoutCaption: Story = {
  args: { caption: undefined, code: 'npm install --save-dev vitest' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('figcaption')).toBeNull();
    await expect(canvasElement.querySelector('pre')).toHaveTextContent('npm install --save-dev vitest');
  },
};

/** A long line wraps on a phone: nothing overflows, nothing scrolls sideways. */
export const LongLinesMobile: Story = {
  args: {
    caption: 'Signature d’un webhook (en-tête HTTP)',
    code: 'X-Signature: t=1773473400,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
  },
  globals: onPhone,
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const pre = canvasElement.querySelector('pre')!;
    await expect(pre.scrollWidth).toBeLessThanOrEqual(pre.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Between paragraphs, as in a guide. */
export const InText: Story = {
  render: (args) => (
    <Stack gap="4">
      <Text>Chaque requête porte votre clé d’API dans l’en-tête «&nbsp;Authorization&nbsp;»&nbsp;:</Text>
      <CodeBlock {...args} />
      <Text>Une clé absente ou révoquée renvoie une erreur 401.</Text>
    </Stack>
  ),
};

/** The French names designers use for CodeBlock: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Bloc de code · extrait de code · commande · exemple de requête',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
