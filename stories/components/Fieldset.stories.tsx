import { Checkbox, Fieldset, Switch } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidelines } from '../docs/guidelines';
import { maxWidth } from '../support/frame';

const meta = {
  title: 'Forms/Fieldset',
  component: Fieldset,
  args: {
    legend: 'Notifications',
    children: (
      <>
        <Switch label="Notifications par e-mail" description="Un e-mail à chaque nouveau message ou document." />
        <Switch label="Alertes par SMS" description="Un SMS pour les demandes urgentes et les alertes de sécurité." />
      </>
    ),
  },
  argTypes: { children: { control: false } },
  decorators: [maxWidth('34rem')],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A fieldset groups the controls of a form that answer one question (which notifications, which services) under a legend that screen readers announce with each of them. It draws no frame: the legend and the spacing make the group.',
        alternatives: [
          'One control with its label: use Field, or the label of Checkbox and Switch.',
          'Separate steps of a long form: use a heading per step.',
        ],
        anatomy: [
          { part: 'Legend', description: 'what the controls have in common, in semibold.', selector: 'legend' },
          {
            part: 'Controls',
            description: 'switches, checkboxes or fields, one under the other.',
            selector: 'legend + *',
          },
        ],
        dos: [
          {
            caption: 'A legend that names the question the controls answer.',
            example: (
              <Fieldset legend="Services qui vous intéressent">
                <Checkbox label="Relation client" />
                <Checkbox label="Développement web" />
              </Fieldset>
            ),
          },
        ],
        donts: [
          {
            caption: 'A fieldset around one control: its label is enough.',
            example: (
              <Fieldset legend="Lettre d’information">
                <Checkbox label="Recevoir la lettre d’information" />
              </Fieldset>
            ),
          },
        ],
        content: ['Legend: a noun or a short question in sentence case, no colon: «\u00a0Notifications\u00a0».'],
        keyboard: [
          {
            keys: 'Tab',
            action:
              'Moves the focus from one control of the group to the next; the fieldset itself takes no focus and adds no key.',
          },
        ],
        accessibility: [
          'A native `fieldset` (role `group`) named by its `legend`: screen readers announce the legend when the focus enters the group, before the first control’s own label.',
          'The legend does not replace each control’s label: every switch, checkbox or field keeps its own.',
          'The native `disabled` attribute on the fieldset disables every control inside it at once.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** The French names designers use for Fieldset: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Groupe de champs · ensemble de cases · légende',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
