'use client';

import { Combobox as ComboboxPrimitive } from '@base-ui/react/combobox';
import type { Virtualizer } from '@tanstack/react-virtual';
import { Suspense, use, useCallback, useMemo, useRef, useState, type Ref } from 'react';
import { ChevronDown } from '../../icons/ChevronDown';
import { X } from '../../icons/X';
import { composeRefs } from '../../utils/composeRefs';
import { cx } from '../../utils/cx';
import { lazyExport } from '../../utils/lazyExport';
import { usePortalContainer } from '../../utils/layers';
import { FieldContext, useFieldControl, useFieldName } from '../Field/FieldContext';
import { useFormChange } from '../Form/formValue';
import { useLocaleSettings, useMessages } from '../LocaleProvider/context';
import { combobox as english } from '../LocaleProvider/en/combobox';
import { formatMessage } from '../LocaleProvider/messages';
import { SpinnerRing } from '../Spinner/SpinnerRing';
import * as styles from './Combobox.css';
import { ItemContent } from './ComboboxItemContent';
import type { comboboxSizes } from './constants';
import { createLabelMatcher } from './matchOption';

// Loaded only when a list is long enough to virtualise, the first time it opens: most lists are
// short, and their pages need not download the virtualiser (10 KiB gzip).
const ComboboxVirtualList = lazyExport(() => import('./ComboboxVirtualList'), 'ComboboxVirtualList');

export type ComboboxSize = (typeof comboboxSizes)[number];

/** One option of a `Combobox`. */
export interface ComboboxOption {
  /** What the combobox's value holds and a form submits for this option: unique in the list. */
  value: string;
  /** What the list shows, the input shows once chosen, and typing matches. */
  label: string;
  /**
   * Shows the option but keeps it from being chosen.
   * @default false
   */
  disabled?: boolean;
}

/** A titled group of options, such as « Frontend » above « React » and « Vue ». */
export interface ComboboxGroup {
  /** Heading of the group in the list. */
  label: string;
  /** The group's options: objects, or strings that are both value and label. */
  items: ReadonlyArray<ComboboxOption | string>;
}

/** The options of a `Combobox`: a flat list (objects or strings), or a list of groups. */
export type ComboboxItems = ReadonlyArray<ComboboxOption | string> | ReadonlyArray<ComboboxGroup>;

interface NormalizedGroup {
  label: string;
  items: ComboboxOption[];
}

interface ComboboxBaseProps {
  /** The options: `{ value, label, disabled? }` objects or strings, flat or in groups (`{ label, items }`). */
  items: ComboboxItems;
  /**
   * Height and text size, as `TextInput`.
   * @default 'md'
   */
  size?: ComboboxSize;
  /** Text shown in the empty input (« Choisissez une ville »); never a substitute for a label. */
  placeholder?: string;
  /**
   * Name under which a form submits the value (one entry per chosen option with `multiple`).
   * @default the surrounding `Field`'s `name`
   */
  name?: string;
  /** Id of the input; set automatically inside a `Field`, whose label then points at it. */
  id?: string;
  /**
   * Whether a value is required before the form is sent; set automatically inside a `Field`.
   * @default false
   */
  required?: boolean;
  /**
   * Disables the control; set automatically inside a `Field`.
   * @default false
   */
  disabled?: boolean;
  /**
   * Lets the value be read and the list browsed, but not changed.
   * @default false
   */
  readOnly?: boolean;
  /** Marks the value invalid (`aria-invalid`); set automatically inside a `Field` with an `error`. */
  invalid?: boolean;
  /** Ids of elements that describe the control, added to those of a surrounding `Field`. */
  'aria-describedby'?: string;
  /** Accessible name of the input, when no `Field` or `<label>` gives it one. */
  'aria-label'?: string;
  /** Id of the element that names the input, when no `Field` or `<label>` does. */
  'aria-labelledby'?: string;
  /**
   * Shows a button that clears the value (and the text typed) once there is one.
   * @default true
   */
  clearable?: boolean;
  /**
   * Says the app is loading options (after `onInputValueChange`): the list shows the loading text
   * and is marked busy, rather than « no results ».
   * @default false
   */
  loading?: boolean;
  /**
   * How an option matches the text typed. `null` shows `items` as given, for options the app
   * filters itself (a server search).
   * @default contains the text, ignoring case, accents and punctuation, in the active locale
   */
  filter?: ((option: ComboboxOption, query: string) => boolean) | null;
  /** Text of the input when the parent holds it; use with `onInputValueChange`. */
  inputValue?: string;
  /** Text of the input at first, when the combobox holds it. */
  defaultInputValue?: string;
  /** Called with the text of the input whenever it changes (typing, choosing, clearing): load matching options from it. */
  onInputValueChange?: (inputValue: string) => void;
  /** Whether the list is open, when the parent holds it; use with `onOpenChange`. */
  open?: boolean;
  /**
   * Whether the list is open at first, when the combobox holds it.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the new state when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Number of options above which the list renders only the rows in view, so that thousands of
   * options open at once. Lists of groups are never virtualised.
   * @default 200
   */
  virtualizeThreshold?: number;
  /**
   * Text shown in the list while `loading`.
   * @default messages.combobox.loadingLabel ('Loading…' in English)
   */
  loadingLabel?: string;
  /**
   * Text shown in the list when no option matches.
   * @default messages.combobox.emptyLabel ('No results' in English)
   */
  emptyLabel?: string;
  /**
   * Accessible name of the clear button.
   * @default messages.combobox.clearLabel ('Clear' in English)
   */
  clearLabel?: string;
  /**
   * Accessible name of the button that opens the list.
   * @default messages.combobox.openLabel ('Show options' in English)
   */
  openLabel?: string;
  /**
   * Accessible name of a chip's remove button; `{label}` stands for the option's label.
   * @default messages.combobox.removeLabel ('Remove {label}' in English)
   */
  removeLabel?: string;
  /**
   * Accessible name of the group of chips (`multiple`).
   * @default messages.combobox.selectedLabel ('Selected options' in English)
   */
  selectedLabel?: string;
  /** Class of the wrapper around the control, for layout. */
  className?: string;
  /** The input element. */
  ref?: Ref<HTMLInputElement>;
}

/** The props of a `Combobox` that chooses one option. */
export interface ComboboxSingleProps extends ComboboxBaseProps {
  /**
   * Lets several options be chosen, shown as removable chips in the control.
   * @default false
   */
  multiple?: false;
  /** Value of the chosen option when the parent holds it (`null`: none); use with `onValueChange`. */
  value?: string | null;
  /**
   * Value of the option chosen at first, when the combobox holds it.
   * @default null
   */
  defaultValue?: string | null;
  /** Called with the value of the newly chosen option, or `null` when cleared. */
  onValueChange?: (value: string | null) => void;
}

/** The props of a `Combobox` that chooses several options (`multiple`). */
export interface ComboboxMultipleProps extends ComboboxBaseProps {
  /** Lets several options be chosen, shown as removable chips in the control. */
  multiple: true;
  /** Values of the chosen options when the parent holds them; use with `onValueChange`. */
  value?: readonly string[];
  /**
   * Values of the options chosen at first, when the combobox holds them.
   * @default []
   */
  defaultValue?: readonly string[];
  /** Called with the values of the chosen options after each change. */
  onValueChange?: (value: string[]) => void;
}

/** The props of `Combobox`: one value, or several with `multiple`. */
export type ComboboxProps = ComboboxSingleProps | ComboboxMultipleProps;

const toOption = (item: ComboboxOption | string): ComboboxOption =>
  typeof item === 'string' ? { value: item, label: item } : item;

const isGroupList = (items: ComboboxItems): items is ReadonlyArray<ComboboxGroup> => {
  const first = items[0];
  return typeof first === 'object' && 'items' in first && Array.isArray(first.items);
};

const sameOption = (item: ComboboxOption, value: ComboboxOption) => item.value === value.value;
const optionLabel = (option: ComboboxOption) => option.label;
const optionValue = (option: ComboboxOption) => option.value;

/** Height of one row of a virtualised list by size, before it is measured. */
const rowHeights: Record<ComboboxSize, number> = { sm: 32, md: 40, lg: 48 };

/**
 * A text input with a list of options that narrows as you type (the APG « combobox » pattern, on
 * Base UI): one value, or several shown as chips with `multiple`. The app may load the options
 * itself (`onInputValueChange`, `loading`, `filter={null}`); long lists render only the rows in
 * view. Put it in a `Field` for a label, a hint and an error; `name` submits the value with a form.
 *
 * Keyboard: ↓ and ↑ open the list and move through it, Enter chooses, Escape closes the list and then
 * clears the text, Home and End move in the text; with `multiple`, Backspace in an empty input
 * removes the last chip and ← reaches the chips.
 *
 * `ref` and `data-*` attributes go to the input; `className` to the wrapper around the control.
 */
export function Combobox(props: ComboboxProps) {
  const {
    items,
    size = 'md',
    placeholder,
    name,
    id,
    required,
    disabled,
    readOnly = false,
    invalid,
    'aria-describedby': describedBy,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    clearable = true,
    loading = false,
    filter,
    inputValue,
    defaultInputValue,
    onInputValueChange,
    open,
    defaultOpen = false,
    onOpenChange,
    virtualizeThreshold = 200,
    loadingLabel,
    emptyLabel,
    clearLabel,
    openLabel,
    removeLabel,
    selectedLabel,
    className,
    ref,
  } = props;
  const dataAttributes = Object.fromEntries(Object.entries(props).filter(([key]) => key.startsWith('data-')));
  const text = useMessages('combobox', english);
  const { locale } = useLocaleSettings();
  const control = useFieldControl({ id, required, disabled, invalid, 'aria-describedby': describedBy });
  const fieldName = useFieldName(name);
  const reportChange = useFormChange(fieldName);

  const grouped = isGroupList(items);
  const { list, byValue } = useMemo(() => {
    const map = new Map<string, ComboboxOption>();
    const normalize = (item: ComboboxOption | string) => {
      const option = toOption(item);
      map.set(option.value, option);
      return option;
    };
    const normalized: ComboboxOption[] | NormalizedGroup[] = isGroupList(items)
      ? items.map((group) => ({ label: group.label, items: group.items.map(normalize) }))
      : items.map(normalize);
    return { list: normalized, byValue: map };
  }, [items]);

  // Options chosen earlier, so that a chosen option keeps its label when an app that loads its
  // options replaces `items` with results that no longer hold it.
  const [chosen, setChosen] = useState<ReadonlyMap<string, ComboboxOption>>(() => new Map());
  const findOption = useCallback(
    (value: string): ComboboxOption => byValue.get(value) ?? chosen.get(value) ?? { value, label: value },
    [byValue, chosen],
  );

  const [uncontrolledValue, setUncontrolledValue] = useState<string | null | readonly string[]>(() =>
    props.multiple ? (props.defaultValue ?? []) : (props.defaultValue ?? null),
  );
  const currentValue = props.value !== undefined ? props.value : uncontrolledValue;
  const selectedOptions = useMemo(() => {
    if (currentValue === null) return [];
    return (typeof currentValue === 'string' ? [currentValue] : currentValue).map(findOption);
  }, [currentValue, findOption]);
  const primitiveValue = props.multiple ? selectedOptions : (selectedOptions[0] ?? null);

  const handleValueChange = (next: ComboboxOption | ComboboxOption[] | null) => {
    const options = next === null ? [] : Array.isArray(next) ? next : [next];
    if (options.length > 0) {
      setChosen((previous) => {
        const map = new Map(previous);
        for (const option of options) map.set(option.value, option);
        return map;
      });
    }
    const values = options.map(optionValue);
    if (props.multiple) {
      if (props.value === undefined) setUncontrolledValue(values);
      props.onValueChange?.(values);
    } else {
      const single = values[0] ?? null;
      if (props.value === undefined) setUncontrolledValue(single);
      props.onValueChange?.(single);
    }
    reportChange();
  };

  const anchorRef = useRef<HTMLDivElement>(null);
  const portalContainer = usePortalContainer();
  // The list is portalled to the end of <body>, out of any `Theme`: it takes the scheme where the
  // control sits as it mounts, written on its element rather than held in state, so that opening
  // costs no second render.
  const setPositioner = useCallback((element: HTMLDivElement | null) => {
    const scheme = anchorRef.current?.closest('[data-cui-scheme]')?.getAttribute('data-cui-scheme');
    if (element && scheme) element.setAttribute('data-cui-scheme', scheme);
  }, []);

  const matcher = useMemo(() => createLabelMatcher(locale), [locale]);
  const primitiveFilter = useMemo(() => {
    if (filter === null) return null;
    if (filter) return (option: ComboboxOption, query: string) => filter(option, query);
    return (option: ComboboxOption, query: string) => matcher(option.label, query);
  }, [filter, matcher]);

  const optionCount = grouped ? 0 : list.length;
  const virtualized = !grouped && optionCount > virtualizeThreshold;
  const virtualizerRef = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);

  const labels = {
    loading: loadingLabel ?? text.loadingLabel,
    empty: emptyLabel ?? text.emptyLabel,
    clear: clearLabel ?? text.clearLabel,
    open: openLabel ?? text.openLabel,
    remove: removeLabel ?? text.removeLabel,
    selected: selectedLabel ?? text.selectedLabel,
  };

  // While the list is open, Base UI hides everything but the input and the list from assistive
  // technology, the Field's <label> included: the input names itself by `aria-labelledby`, which
  // still reads a hidden element, rather than by the label's `for` alone. A Field gives its label's
  // id; a label of the app's own gets one once the input is in the page.
  const fieldLabelId = use(FieldContext)?.labelId;
  const nameFromLabels = ariaLabel === undefined && ariaLabelledBy === undefined && fieldLabelId === undefined;
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      if (!element || !nameFromLabels) return;
      const ids = Array.from(element.labels ?? [], (label, index) => {
        if (!label.id) label.id = `${element.id}-label${index > 0 ? `-${index}` : ''}`;
        return label.id;
      });
      if (ids.length > 0) element.setAttribute('aria-labelledby', ids.join(' '));
    },
    [nameFromLabels],
  );
  const inputRef = useMemo(() => composeRefs(ref, setInput), [ref, setInput]);

  const invalidState = control['aria-invalid'] !== undefined;
  const input = (
    <ComboboxPrimitive.Input
      {...dataAttributes}
      ref={inputRef}
      id={control.id}
      className={styles.input}
      placeholder={props.multiple && selectedOptions.length > 0 ? undefined : placeholder}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy ?? (ariaLabel === undefined ? fieldLabelId : undefined)}
    />
  );

  const renderItem = (option: ComboboxOption) => (
    <ComboboxPrimitive.Item key={option.value} value={option} disabled={option.disabled} className={styles.item}>
      <ItemContent option={option} />
    </ComboboxPrimitive.Item>
  );

  return (
    <ComboboxPrimitive.Root<ComboboxOption, boolean | undefined>
      items={list}
      multiple={props.multiple ?? false}
      value={primitiveValue}
      onValueChange={(next) => handleValueChange(next)}
      inputValue={inputValue}
      defaultInputValue={defaultInputValue}
      onInputValueChange={onInputValueChange ? (next) => onInputValueChange(next) : undefined}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange ? (next) => onOpenChange(next) : undefined}
      filter={primitiveFilter}
      itemToStringLabel={optionLabel}
      itemToStringValue={optionValue}
      isItemEqualToValue={sameOption}
      locale={locale}
      name={fieldName}
      required={control.required}
      disabled={control.disabled}
      readOnly={readOnly}
      virtualized={virtualized}
      onItemHighlighted={
        virtualized
          ? (item, { reason, index }) => {
              const virtualizer = virtualizerRef.current;
              if (!item || !virtualizer) return;
              const isStart = index === 0;
              const isEnd = index === virtualizer.options.count - 1;
              // Base UI moves the highlight through items that may not be rendered: bring the
              // highlighted row into view when the keyboard jumps past the rendered ones.
              if (reason === 'none' || (reason === 'keyboard' && (isStart || isEnd))) {
                queueMicrotask(() => virtualizer.scrollToIndex(index, { align: isEnd ? 'start' : 'end' }));
              }
            }
          : undefined
      }
    >
      <div ref={anchorRef} className={cx(styles.wrapper, className)}>
        <ComboboxPrimitive.InputGroup
          className={styles.control({ size, multiple: Boolean(props.multiple) })}
          data-size={size}
          data-invalid={invalidState ? '' : undefined}
        >
          {props.multiple ? (
            <ComboboxPrimitive.Chips
              className={styles.chips}
              aria-label={selectedOptions.length > 0 ? labels.selected : undefined}
            >
              {selectedOptions.map((option) => (
                <ComboboxPrimitive.Chip key={option.value} className={styles.chip}>
                  <span className={styles.chipLabel}>{option.label}</span>
                  <ComboboxPrimitive.ChipRemove
                    className={styles.chipRemove}
                    aria-label={formatMessage(labels.remove, { label: option.label })}
                  >
                    <X aria-hidden="true" />
                  </ComboboxPrimitive.ChipRemove>
                </ComboboxPrimitive.Chip>
              ))}
              {input}
            </ComboboxPrimitive.Chips>
          ) : (
            input
          )}
          <span className={styles.actions}>
            {clearable && !readOnly && !control.disabled ? (
              <ComboboxPrimitive.Clear className={styles.iconButton} aria-label={labels.clear}>
                <X aria-hidden="true" />
              </ComboboxPrimitive.Clear>
            ) : null}
            <ComboboxPrimitive.Trigger className={styles.iconButton} aria-label={labels.open}>
              <ChevronDown aria-hidden="true" className={styles.chevron} />
            </ComboboxPrimitive.Trigger>
          </span>
        </ComboboxPrimitive.InputGroup>
      </div>
      <ComboboxPrimitive.Portal container={portalContainer}>
        <ComboboxPrimitive.Positioner
          className={styles.positioner}
          sideOffset={4}
          collisionPadding={8}
          ref={setPositioner}
        >
          <ComboboxPrimitive.Popup className={styles.popup} data-size={size} aria-busy={loading || undefined}>
            <ComboboxPrimitive.Status className={styles.message}>
              {loading ? (
                <>
                  <SpinnerRing size="sm" aria-hidden="true" />
                  {labels.loading}
                </>
              ) : null}
            </ComboboxPrimitive.Status>
            <ComboboxPrimitive.Empty className={styles.message}>
              {loading ? null : labels.empty}
            </ComboboxPrimitive.Empty>
            <ComboboxPrimitive.List className={styles.list({ virtualized })}>
              {virtualized ? (
                <Suspense fallback={null}>
                  <ComboboxVirtualList virtualizerRef={virtualizerRef} rowHeight={rowHeights[size]} />
                </Suspense>
              ) : grouped ? (
                (group: NormalizedGroup) => (
                  <ComboboxPrimitive.Group key={group.label} items={group.items} className={styles.optionGroup}>
                    <ComboboxPrimitive.GroupLabel className={styles.groupLabel}>
                      {group.label}
                    </ComboboxPrimitive.GroupLabel>
                    <ComboboxPrimitive.Collection>{renderItem}</ComboboxPrimitive.Collection>
                  </ComboboxPrimitive.Group>
                )
              ) : (
                renderItem
              )}
            </ComboboxPrimitive.List>
          </ComboboxPrimitive.Popup>
        </ComboboxPrimitive.Positioner>
      </ComboboxPrimitive.Portal>
    </ComboboxPrimitive.Root>
  );
}
