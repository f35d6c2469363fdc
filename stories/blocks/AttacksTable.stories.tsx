import { AttacksTable } from '@company/blocks';
import { tableVariants } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { attacks } from '../support/fixtures/blocks/AttacksTable';

const meta = {
  title: 'Blocks/AttacksTable',
  component: AttacksTable,
  args: { attacks },
  argTypes: {
    variant: { control: 'inline-radio', options: tableVariants },
    timeZone: { control: 'select', options: ['Indian/Antananarivo', 'Europe/Paris', 'UTC'] },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'The list of the latest blocked attacks on the security status page: when, what kind, from which address and what was done. It is a Table with its columns and caption already set, and times shown in Madagascar time.',
        alternatives: [
          'Any other data to compare in rows and columns: use Table.',
          'The headline figures of the same page (blocked addresses, active protections): use SecurityStatCard.',
          'The overall state of the service: use StatusBanner above the table.',
        ],
        anatomy: [
          {
            part: 'Caption',
            description: '«\u00a0Attaques récentes\u00a0», which also names the scroll frame.',
            selector: 'caption',
          },
          {
            part: 'Horodatage',
            description: 'date and time in French format («\u00a014/07/2025 09:42:10\u00a0»), the row’s header.',
            selector: 'tbody tr:first-child > th[scope="row"]',
          },
          {
            part: 'Type d’attaque',
            description: 'the family of attack, in a few words.',
            selector: 'tbody tr:first-child > :nth-child(2)',
          },
          {
            part: 'Adresse IP source',
            description: 'the address the attack came from.',
            selector: 'tbody tr:first-child > :nth-child(3)',
          },
          {
            part: 'Détails',
            description: 'what was targeted and what was done, in one sentence.',
            selector: 'tbody tr:first-child > :nth-child(4)',
          },
          {
            part: 'Empty row',
            description: '«\u00a0Aucune attaque détectée\u00a0» when the list is empty.',
            story: 'Empty',
            selector: 'tbody td[colspan]',
          },
        ],
        dos: [
          {
            caption: 'Details that say what was targeted and what was done about it.',
            example: <AttacksTable attacks={attacks.slice(0, 1)} />,
          },
          {
            caption: 'An empty table that says so, reassuring rather than blank.',
            example: <AttacksTable attacks={[]} />,
          },
        ],
        donts: [
          {
            caption: 'Raw log lines as details: visitors cannot tell whether they are at risk.',
            example: (
              <AttacksTable
                attacks={[
                  {
                    ...attacks[0]!,
                    details: 'WAF rule 942100 matched ARGS:email 403',
                  },
                ]}
              />
            ),
          },
          {
            caption:
              'Hiding the time zone when it is not Madagascar’s: say which one in the header («\u00a0Date et heure (Paris)\u00a0»).',
            example: <AttacksTable attacks={attacks.slice(0, 1)} timeZone="Europe/Paris" />,
          },
        ],
        content: [
          'Attack types: the usual French names in sentence case: «\u00a0Injection SQL\u00a0», «\u00a0Force brute\u00a0», «\u00a0XSS\u00a0».',
          'Details: one sentence in plain French, what was targeted then what was done: «\u00a0Requête bloquée sur /api/contact\u00a0».',
          'French typography: a no-break space before «\u00a0:\u00a0» and «\u00a0;\u00a0», inside «\u00a024\u00a0h\u00a0» and «\u00a02\u00a0minutes\u00a0», «\u00a0» quotes with no-break spaces.',
        ],
      }),
    },
  },
} satisfies Meta<typeof AttacksTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** No attack: a single row says so. */
export const Empty: Story = {
  args: { attacks: [] },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Attaques récentes' });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(within(table).getByRole('cell', { name: 'Aucune attaque détectée' })).toBeVisible();
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};

/** Headers and caption are props, with French defaults. */
export const CustomHeaders: Story = {
  args: {
    caption: 'Dernières tentatives bloquées',
    headers: { timestamp: 'Date et heure' },
    variant: 'zebra',
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Dernières tentatives bloquées' });
    await expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Date et heure');
    await expect(within(table).getAllByRole('columnheader')[1]).toHaveTextContent('Type d’attaque');
  },
};

/** The French names designers use for AttacksTable: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Tableau des attaques · journal de sécurité · menaces',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
