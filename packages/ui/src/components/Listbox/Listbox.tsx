'use client';

import { DirectionProvider as BaseDirectionProvider } from '@base-ui/react/direction-provider';
import { Select as SelectPrimitive } from '@base-ui/react/select';
import { Fragment, useMemo, type ComponentProps, type ReactNode } from 'react';
import { Check } from '../../icons/Check';
import { ChevronDown } from '../../icons/ChevronDown';
import { composeRefs } from '../../utils/composeRefs';
import { cx } from '../../utils/cx';
import { usePortalContainer } from '../../utils/layers';
import { useOverlayRoot } from '../../utils/useOverlayRoot';
import { useDirection } from '../DirectionProvider/DirectionProvider';
import { useFieldControl, useFieldName } from '../Field/FieldContext';
import { useFormChange } from '../Form/formValue';
import { useMessages } from '../LocaleProvider/context';
import { listbox as english } from '../LocaleProvider/en/listbox';
import { formatMessage } from '../LocaleProvider/messages';
import type { listboxSizes } from './constants';
import * as styles from './Listbox.css';

export type ListboxSize = (typeof listboxSizes)[number];

/** One option of a `Listbox`. */
export interface ListboxOption {
  /** The value sent with the form and reported by `onValueChange`. */
  value: string;
  /** The option's text: shown in the list and in the trigger once chosen, and matched by type-ahead. */
  label: string;
  /** A second line under the label, in smaller type, such as what a plan includes. */
  description?: ReactNode;
  /** An icon before the label; decorative, so it is hidden from assistive technology. */
  icon?: ReactNode;
  /** Shows the option dimmed and keeps it from being chosen; the arrow keys still reach it, read as unavailable. */
  disabled?: boolean;
}

/** Options shown together under a heading, which also names them for assistive technology. */
export interface ListboxGroup {
  /** The heading over the group (« Frontend » above « React » and « Vue »). */
  label: string;
  /** The group's options: objects, or strings that are both value and label. */
  items: ReadonlyArray<ListboxOption | string>;
}

/** The options of a `Listbox`: options (objects, or strings that are both value and label) and groups of options. */
export type ListboxItems = ReadonlyArray<ListboxOption | ListboxGroup | string>;

interface ListboxBaseProps extends Omit<
  ComponentProps<'button'>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'type' | 'form' | 'name'
> {
  /**
   * The options: `{ value, label, description?, icon?, disabled? }` objects or strings, and groups
   * (`{ label, items }`) under a heading; a line separates a group from what comes before it.
   */
  items: ListboxItems;
  /**
   * Height and text size, the same as `Select` and `TextInput`.
   * @default 'md'
   */
  size?: ListboxSize;
  /**
   * Text of the trigger while nothing is chosen (« Choisissez une compétence »).
   * @default messages.listbox.placeholder ('Choose an option' in English)
   */
  placeholder?: string;
  /**
   * Name of the value(s) in the submitted form data: one entry per chosen option.
   * @default the surrounding `Field`'s `name`
   */
  name?: string;
  /** Id of the `<form>` the value belongs to, when the listbox sits outside it. */
  form?: string;
  /** Marks the value invalid (`aria-invalid`); set automatically inside a `Field` with an `error`. */
  invalid?: boolean;
  /** A form cannot be sent until an option is chosen; set automatically inside a required `Field`. */
  required?: boolean;
  /**
   * Whether the list is open, when controlled; use with `onOpenChange`.
   * @default uncontrolled: the list keeps the state, starting from `defaultOpen`
   */
  open?: boolean;
  /**
   * Whether the list is open at first, when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the new state when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Element the list is portalled into.
   * @default document.body
   */
  container?: HTMLElement | null;
}

/** A `Listbox` that holds one value. */
export interface ListboxSingleProps extends ListboxBaseProps {
  /**
   * Lets several options be chosen; the list stays open after each choice.
   * @default false
   */
  multiple?: false;
  /** The chosen option's value when the parent holds it (`null` for none); use with `onValueChange`. */
  value?: string | null;
  /** The option chosen at first, when the listbox holds its own state. */
  defaultValue?: string | null;
  /** Called with the newly chosen value. */
  onValueChange?: (value: string | null) => void;
  /** Not used by a single listbox. */
  multipleValueText?: undefined;
}

/** A `Listbox` that holds several values. */
export interface ListboxMultipleProps extends ListboxBaseProps {
  /** Lets several options be chosen; the list stays open after each choice. */
  multiple: true;
  /** The chosen options' values when the parent holds them; use with `onValueChange`. */
  value?: readonly string[];
  /** The options chosen at first, when the listbox holds its own state. */
  defaultValue?: readonly string[];
  /** Called with the values chosen after each change, in the order of the list. */
  onValueChange?: (value: string[]) => void;
  /**
   * Text of the trigger when several options are chosen; `{count}` is their number (« {count} compétences »).
   * One chosen option shows its label.
   * @default messages.listbox.multipleValueText ('{count} selected' in English)
   */
  multipleValueText?: string;
}

export type ListboxProps = ListboxSingleProps | ListboxMultipleProps;

type NormalizedEntry = ListboxOption | { label: string; items: ListboxOption[] };

const toOption = (item: ListboxOption | string): ListboxOption =>
  typeof item === 'string' ? { value: item, label: item } : item;

const normalize = (items: ListboxItems): NormalizedEntry[] =>
  items.map((entry) =>
    typeof entry !== 'string' && 'items' in entry
      ? { label: entry.label, items: entry.items.map(toOption) }
      : toOption(entry),
  );

const isGroup = (entry: NormalizedEntry): entry is { label: string; items: ListboxOption[] } => 'items' in entry;

/**
 * A button that opens a list of options to choose one, or several with `multiple`: the WAI-ARIA
 * select-only combobox. Unlike `Select`, the browser's own drop-down, its options can carry an
 * icon and a description, its groups a styled heading, and it can hold several values.
 *
 * Enter, Space, ArrowDown or ArrowUp open it on the chosen option; the arrows move, Home and End
 * jump to the ends, typing a letter goes to the next option that starts with it, Enter or Space
 * chooses, and Escape closes it and gives the focus back to the trigger. Chosen options show a
 * check mark. Put it in a `Field` to give it a label, a hint and an error; with a `name`, a native
 * form submits its value(s). `ref` and the other props go to the trigger `<button>`.
 */
export function Listbox(props: ListboxProps) {
  const {
    items,
    size = 'md',
    placeholder,
    name,
    form,
    invalid,
    open,
    defaultOpen = false,
    onOpenChange,
    container,
    multiple,
    value,
    defaultValue,
    onValueChange,
    multipleValueText,
    id,
    required,
    disabled,
    className,
    ref,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  } = props;
  const text = useMessages('listbox', english);
  const direction = useDirection();
  const portalContainer = usePortalContainer(container);
  const control = useFieldControl({
    id,
    required,
    disabled,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
  });
  const fieldName = useFieldName(name);
  const reportChange = useFormChange(fieldName);
  const root = useOverlayRoot({ open, defaultOpen, onOpenChange });
  const triggerRef = root.anchor.triggerRef;
  const setRef = useMemo(() => composeRefs(ref, triggerRef), [ref, triggerRef]);

  const options = useMemo(() => normalize(items), [items]);
  const labels = useMemo(() => {
    const map = new Map<string, string>();
    for (const entry of options) {
      for (const option of isGroup(entry) ? entry.items : [entry]) map.set(option.value, option.label);
    }
    return map;
  }, [options]);

  const placeholderText = placeholder ?? text.placeholder;
  // Values are the options' strings: Base UI hands them back as it received them.
  const summary = (current: string | readonly string[] | null): ReactNode => {
    if (Array.isArray(current)) {
      const chosen = current as readonly string[];
      if (chosen.length === 0) return placeholderText;
      if (chosen.length === 1) return labels.get(chosen[0]!) ?? chosen[0];
      return formatMessage(multipleValueText ?? text.multipleValueText, { count: chosen.length });
    }
    if (current === null || typeof current !== 'string') return placeholderText;
    return labels.get(current) ?? current;
  };

  const renderOption = (option: ListboxOption) => (
    <SelectPrimitive.Item
      key={option.value}
      value={option.value}
      label={option.label}
      disabled={option.disabled}
      className={styles.item}
    >
      <SelectPrimitive.ItemIndicator className={styles.indicator}>
        <Check className={styles.check} aria-hidden="true" />
      </SelectPrimitive.ItemIndicator>
      {option.icon ? (
        <span className={styles.itemIcon} aria-hidden="true">
          {option.icon}
        </span>
      ) : null}
      <span className={styles.itemText}>
        <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
        {option.description ? <span className={styles.itemDescription}>{option.description}</span> : null}
      </span>
    </SelectPrimitive.Item>
  );

  // Base UI types `value` by `multiple`; both shapes meet here, so they are passed untyped.
  const valueProps = {
    multiple: Boolean(multiple),
    value,
    defaultValue,
    onValueChange: (...args: unknown[]) => {
      (onValueChange as ((...args: unknown[]) => void) | undefined)?.(...args);
      reportChange();
    },
  } as Record<string, unknown>;

  return (
    <BaseDirectionProvider direction={direction}>
      <SelectPrimitive.Root
        {...valueProps}
        name={fieldName}
        form={form}
        required={control.required}
        disabled={control.disabled}
        open={root.open}
        onOpenChange={(next) => root.setOpen(next)}
      >
        <SelectPrimitive.Trigger
          ref={setRef}
          id={control.id}
          aria-describedby={control['aria-describedby']}
          aria-invalid={control['aria-invalid']}
          className={cx(styles.trigger({ size }), className)}
          data-size={size}
          {...rest}
        >
          <SelectPrimitive.Value className={styles.value}>{summary}</SelectPrimitive.Value>
          <ChevronDown className={styles.chevron} aria-hidden="true" />
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal container={portalContainer}>
          <SelectPrimitive.Positioner
            className={styles.positioner}
            sideOffset={8}
            collisionPadding={8}
            alignItemWithTrigger={false}
            data-cui-scheme={root.anchor.scheme}
          >
            <SelectPrimitive.Popup className={styles.popup}>
              {options.map((entry, index) =>
                isGroup(entry) ? (
                  <Fragment key={`group-${entry.label}`}>
                    {index > 0 ? <SelectPrimitive.Separator className={styles.separator} /> : null}
                    <SelectPrimitive.Group>
                      <SelectPrimitive.GroupLabel className={styles.groupLabel}>
                        {entry.label}
                      </SelectPrimitive.GroupLabel>
                      {entry.items.map(renderOption)}
                    </SelectPrimitive.Group>
                  </Fragment>
                ) : (
                  <Fragment key={entry.value}>
                    {index > 0 && isGroup(options[index - 1]!) ? (
                      <SelectPrimitive.Separator className={styles.separator} />
                    ) : null}
                    {renderOption(entry)}
                  </Fragment>
                ),
              )}
            </SelectPrimitive.Popup>
          </SelectPrimitive.Positioner>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    </BaseDirectionProvider>
  );
}
