import rule from './change-callback.mjs';
import { component as filename, entry, typedRuleTester } from './rule-tester.mjs';

const misnamed = (line, type, member, suggestion, inherited = '') => ({
  messageId: 'name',
  data: { member, type, suggestion, inherited },
  line,
});
const uncontrollable = (line, type, member, missing, inherited = '') => {
  const Thing = member.slice(2, -'Change'.length);
  const thing = Thing[0].toLowerCase() + Thing.slice(1);
  return { messageId: 'controllable', data: { member, type, thing, Thing, missing, inherited }, line };
};

typedRuleTester.run('change-callback', rule, {
  valid: [
    {
      name: 'on<Thing>Change with <thing> and default<Thing>',
      filename,
      code: `
        export interface PanelProps {
          /** Open when controlled. */
          open?: boolean;
          /** Open at first when uncontrolled. */
          defaultOpen?: boolean;
          /** Called when the panel opens or closes. */
          onOpenChange?: (open: boolean) => void;
          /** Events are actions: their names stay. */
          onDismiss?: () => void;
        }`,
    },
    {
      name: 'the pair declared on different sides of a union, one inherited from another file',
      filename,
      code: `
        import type { Shared } from './shared';
        export type PanelProps =
          | (Shared & { mode: 'a'; open?: boolean })
          | { mode: 'b'; defaultOpen?: boolean };`,
    },
    {
      name: "callbacks from React's types are React's to name",
      filename,
      code: `
        import type { ComponentProps } from 'react';
        export interface ToggleProps extends ComponentProps<'details'> {
          /** Summary text. */
          summary: string;
        }`,
    },
    {
      name: 'types the entry does not export are internal',
      filename,
      options: [{ entry }],
      code: `
        export interface InternalProps {
          /** Called with the new value. */
          onValueChanged?: (value: string) => void;
        }
        export interface BadgeProps {
          /** Text of the badge. */
          label: string;
        }`,
    },
  ],
  invalid: [
    {
      name: 'a value callback named otherwise',
      filename,
      code: `
        export interface PanelProps {
          value?: string;
          defaultValue?: string;
          onValueChanged?: (value: string) => void;
          onToggle?: () => void;
          onChange?: (value: string) => void;
          onItemsUpdate?: (items: string[]) => void;
        }`,
      errors: [
        misnamed(5, 'PanelProps', 'onValueChanged', '`onValueChange`?'),
        misnamed(6, 'PanelProps', 'onToggle', 'for instance `onValueChange`'),
        misnamed(7, 'PanelProps', 'onChange', 'for instance `onValueChange`'),
        misnamed(8, 'PanelProps', 'onItemsUpdate', '`onItemsChange`?'),
      ],
    },
    {
      name: 'on<Thing>Change without its controlled and uncontrolled props',
      filename,
      code: `
        export type ToggleProps = {
          /** Pressed when controlled. */
          pressed?: boolean;
          /** Called when pressed or released. */
          onPressedChange?: (pressed: boolean) => void;
          /** Called with the new value. */
          onValueChange?: (value: string) => void;
        };`,
      errors: [
        uncontrollable(6, 'ToggleProps', 'onPressedChange', '`defaultPressed`'),
        uncontrollable(8, 'ToggleProps', 'onValueChange', '`value` and `defaultValue`'),
      ],
    },
    {
      name: 'a public type inheriting a callback from another file, reported on the type',
      filename,
      options: [{ entry }],
      code: `
        import type { Shared } from './shared';
        export interface PanelProps extends Shared {
          /** Open when controlled. */
          open?: boolean;
        }`,
      errors: [
        uncontrollable(
          3,
          'PanelProps',
          'onOpenChange',
          '`defaultOpen`',
          ', in `Shared` (shared.ts:11), which it extends',
        ),
      ],
    },
    {
      name: 'a base declared in the same file, reported once on its member',
      filename,
      code: `
        interface Base {
          /** Called with the new value. */
          onValueUpdate?: (value: string) => void;
        }
        export interface BadgeProps extends Base {
          value?: string;
          defaultValue?: string;
        }
        export interface PanelProps extends Base {
          value?: string;
          defaultValue?: string;
        }`,
      errors: [misnamed(4, 'BadgeProps', 'onValueUpdate', '`onValueChange`?')],
    },
  ],
});
