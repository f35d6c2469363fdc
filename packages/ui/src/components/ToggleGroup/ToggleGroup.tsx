'use client';

import * as ToggleGroupPrimitive from 'radix-ui/toggle-group';
import { createContext, use, useState, type ComponentProps, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { useToggleGroupField } from '../SegmentedControl/SegmentedControl';
import type { toggleGroupSizes, toggleGroupTypes } from './constants';
import * as styles from './ToggleGroup.css';

export type ToggleGroupType = (typeof toggleGroupTypes)[number];
export type ToggleGroupSize = (typeof toggleGroupSizes)[number];

const SizeContext = createContext<ToggleGroupSize>('md');

interface ToggleGroupOwnProps {
  /** The group's element, a `div` with `role="toolbar"` (`multiple`) or `role="radiogroup"` (`single`). */
  ref?: Ref<HTMLDivElement>;
  /**
   * Height of the items, as the form controls': `sm` 32 px, `md` 40 px, `lg` 48 px.
   * @default 'md'
   */
  size?: ToggleGroupSize;
  /**
   * Disables every item; `disabled` on an item turns off that one alone.
   * @default false
   */
  disabled?: boolean;
  /**
   * Whether the arrow keys wrap from the last item to the first and back.
   * @default true
   */
  loop?: boolean;
  /**
   * Name the pressed items' values are sent under with a form, one entry per pressed item.
   * @default the surrounding `Field`'s `name`
   */
  name?: string;
  /**
   * An item must be pressed before the form is sent.
   * @default the `Field`'s `required`, else false
   */
  required?: boolean;
}

export interface ToggleGroupSingleProps
  extends
    ToggleGroupOwnProps,
    Omit<ToggleGroupPrimitive.ToggleGroupSingleProps, keyof ToggleGroupOwnProps | 'asChild'> {
  /** `single`: at most one item is pressed; pressing it again releases it (a radio group that can be empty). */
  type: 'single';
  /** Value of the pressed item when controlled, `''` when none is; use with `onValueChange`. */
  value?: string;
  /** Value of the item pressed at first when uncontrolled. */
  defaultValue?: string;
  /** Called with the value of the item pressed, or `''` when the pressed item is released. */
  onValueChange?: (value: string) => void;
}

export interface ToggleGroupMultipleProps
  extends
    ToggleGroupOwnProps,
    Omit<ToggleGroupPrimitive.ToggleGroupMultipleProps, keyof ToggleGroupOwnProps | 'asChild'> {
  /** `multiple`: each item is pressed or released on its own, as Bold and Italic are. */
  type: 'multiple';
  /** Values of the pressed items when controlled; use with `onValueChange`. */
  value?: string[];
  /** Values of the items pressed at first when uncontrolled. */
  defaultValue?: string[];
  /** Called with the values of all the pressed items after each press. */
  onValueChange?: (value: string[]) => void;
}

export type ToggleGroupProps = ToggleGroupSingleProps | ToggleGroupMultipleProps;

/**
 * A row of toggle buttons that share one state: text formatting (`multiple`), a filter that may
 * be off (`single`). The group is one Tab stop; the arrow keys move between its items (reversed
 * in a right-to-left page), Home and End go to the first and last, Space or Enter presses. Name
 * the group with `aria-label`. For a choice that always has one value, use `SegmentedControl`.
 */
export function ToggleGroup({
  size = 'md',
  disabled = false,
  loop = true,
  name,
  required,
  className,
  ...rest
}: ToggleGroupProps) {
  // The pressed values, for the form: Radix keeps them when the group holds its state.
  const [own, setOwn] = useState<string | string[] | undefined>(rest.defaultValue);
  const current = rest.value ?? own;
  const values = Array.isArray(current) ? current : current ? [current] : [];
  const field = useToggleGroupField({ name, required, disabled, values, single: rest.type === 'single' });
  const onValueChange = rest.onValueChange as ((value: string | string[]) => void) | undefined;
  // Radix types `onValueChange` by `type`; both shapes meet here.
  const props = {
    ...rest,
    onValueChange: (next: string | string[]) => {
      setOwn(next);
      onValueChange?.(next);
      field.reportChange();
    },
  } as ToggleGroupPrimitive.ToggleGroupSingleProps | ToggleGroupPrimitive.ToggleGroupMultipleProps;
  return (
    <SizeContext value={size}>
      <ToggleGroupPrimitive.Root
        className={cx(styles.group, className)}
        data-size={size}
        loop={loop}
        {...field.rootProps}
        {...props}
      />
      {field.inputs}
    </SizeContext>
  );
}

export interface ToggleGroupItemProps extends Omit<ComponentProps<typeof ToggleGroupPrimitive.Item>, 'asChild'> {
  /** Value given to the group's `onValueChange` when this item is pressed. */
  value: string;
  /**
   * Keeps the item visible but not pressable; the arrow keys skip it.
   * @default the group's `disabled`
   */
  disabled?: boolean;
  /**
   * Accessible name; required when the item shows an icon only (« Gras », « Vue en grille »),
   * and then also shown as a tooltip by `title` if you add one.
   */
  'aria-label'?: string;
}

/**
 * One toggle button of a `ToggleGroup`: text, an icon and text, or an icon alone with an
 * `aria-label`. Its state is `aria-pressed` in a `multiple` group, `aria-checked` in a `single`
 * one (a radio), and shows by a fill and an edge, and by the system highlight in forced colours.
 */
export function ToggleGroupItem({ className, ...rest }: ToggleGroupItemProps) {
  const size = use(SizeContext);
  return <ToggleGroupPrimitive.Item className={cx(styles.item({ size }), className)} {...rest} />;
}
