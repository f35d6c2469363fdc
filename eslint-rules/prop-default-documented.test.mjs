import rule from './prop-default-documented.mjs';
import { component as filename, entry, typedRuleTester } from './rule-tester.mjs';

typedRuleTester.run('prop-default-documented', rule, {
  valid: [
    {
      name: 'an initializer documented with @default',
      filename,
      code: `
        export interface BadgeProps {
          /**
           * Size of the badge.
           * @default 'md'
           */
          size?: 'sm' | 'md';
          /** Text of the badge. */
          label: string;
        }
        export function Badge({ size = 'md', label }: BadgeProps) {
          return size + label;
        }`,
    },
    {
      name: 'a ?? fallback documented with @default',
      filename,
      code: `
        export interface BadgeProps {
          /** Text read by screen readers. @default messages.badge.label */
          label?: string;
        }
        export function Badge({ label }: BadgeProps) {
          return label ?? 'Nouveau';
        }`,
    },
    {
      name: 'a default inherited from a documented declaration in another file',
      filename,
      code: `
        import type { Shared } from './shared';
        export interface BadgeProps extends Shared {}
        export function Badge({ tone = 'neutral' }: BadgeProps) {
          return tone;
        }`,
    },
    {
      name: 'every side of a union documents the default',
      filename,
      code: `
        export type BadgeProps =
          | {
              kind: 'a';
              /** Size. @default 'md' */
              size?: 'sm' | 'md';
            }
          | {
              kind: 'b';
              /** Size. @default 'md' */
              size?: 'sm' | 'md' | 'lg';
            };
        export function Badge({ size = 'md', ...rest }: BadgeProps) {
          return size + rest.kind;
        }`,
    },
    {
      name: 'not public: the entry does not export it',
      filename,
      options: [{ entry }],
      code: `
        export interface InternalProps { /** Size. */ size?: 'sm' | 'md' }
        export function Internal({ size = 'md' }: InternalProps) {
          return size;
        }
        export function Badge() {
          return null;
        }`,
    },
    {
      name: 'not a component: hooks, functions that are not exported, arrow functions',
      filename,
      code: `
        interface Options { /** Size. */ size?: 'sm' | 'md' }
        export function useBadge({ size = 'md' }: Options) {
          return size;
        }
        function Local({ size = 'md' }: Options) {
          return size;
        }
        export const Arrow = ({ size = 'md' }: Options) => size + Local({});`,
    },
    {
      name: 'rest elements, nested patterns, renamed and computed keys without a default',
      filename,
      code: `
        export interface BadgeProps { /** Style. */ style?: { color?: string }; /** Id. */ id?: string }
        export function Badge({ style: { color } = {}, id: badgeId, ...rest }: BadgeProps) {
          return String(color) + badgeId + String(rest);
        }`,
    },
  ],
  invalid: [
    {
      name: 'an initializer without @default',
      filename,
      code: `
        export interface BadgeProps {
          /** Size of the badge. */
          size?: 'sm' | 'md';
        }
        export function Badge({ size = 'md' }: BadgeProps) {
          return size;
        }`,
      errors: [
        {
          messageId: 'missing',
          data: { prop: 'size', value: "'md'", type: 'BadgeProps', where: 'line 4' },
          line: 6,
        },
      ],
    },
    {
      name: 'a renamed prop with a ?? fallback, reported under the name callers pass',
      filename,
      code: `
        export interface BadgeProps {
          /** Text read by screen readers. */
          label?: string;
        }
        export function Badge({ label: labelProp }: BadgeProps) {
          const text = () => labelProp ?? 'Nouveau';
          return text();
        }`,
      errors: [
        { messageId: 'missing', data: { prop: 'label', value: "'Nouveau'", type: 'BadgeProps', where: 'line 4' } },
      ],
    },
    {
      name: 'one side of a union without @default',
      filename,
      code: `
        export type BadgeProps =
          | {
              kind: 'a';
              /** Size. @default 'md' */
              size?: 'sm' | 'md';
            }
          | {
              kind: 'b';
              /** Size. */
              size?: 'sm' | 'md' | 'lg';
            };
        export function Badge({ size = 'md', ...rest }: BadgeProps) {
          return size + rest.kind;
        }`,
      errors: [{ messageId: 'missing', data: { prop: 'size', value: "'md'", type: 'BadgeProps', where: 'line 11' } }],
    },
    {
      name: 'a declaration in another file without @default',
      filename,
      options: [{ entry }],
      code: `
        import type { Shared } from './shared';
        export type BadgeProps = Omit<Shared, 'tone'> & { /** Label. */ label?: string };
        export function Badge({ size = 'md', label = 'Nouveau' }: BadgeProps) {
          return size + label;
        }`,
      errors: [
        { messageId: 'missing', data: { prop: 'size', value: "'md'", type: 'Shared', where: 'shared.ts:4' } },
        { messageId: 'missing', data: { prop: 'label', value: "'Nouveau'", type: 'BadgeProps', where: 'line 3' } },
      ],
    },
    {
      name: "a prop only React's types declare",
      filename,
      code: `
        import type { ComponentProps } from 'react';
        export function Badge({ title = 'Nouveau', ...rest }: ComponentProps<'span'>) {
          return title + String(rest);
        }`,
      errors: [{ messageId: 'undeclared', data: { prop: 'title', value: "'Nouveau'" } }],
    },
    {
      name: 'props without a type, in a default export',
      filename,
      code: `
        export default function Badge({ size = 'md' }) {
          return size;
        }`,
      errors: [{ messageId: 'untyped', data: { prop: 'size', value: "'md'" } }],
    },
  ],
});
