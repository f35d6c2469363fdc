// The shape of a message catalogue and the helpers that read one. A plain module (no directive):
// server code can import the catalogues and their types.

/**
 * Every built-in text of the components, one group per component, named after the prop that
 * overrides it. A function builds a message that needs a value.
 */
export interface Messages {
  /** Shared punctuation. */
  common: {
    /** Put between a label and its value, such as « Niveau : Débutant » (French spaces it, English does not). */
    colon: string;
  };
  alert: {
    dismissLabel: string;
  };
  breadcrumbs: {
    label: string;
  };
  button: {
    loadingLabel: string;
  };
  calendar: {
    /** Name of the button that shows the previous month. */
    previousLabel: string;
    /** Name of the button that shows the next month. */
    nextLabel: string;
  };
  chatPanel: {
    title: string;
    openLabel: string;
    closeLabel: string;
    placeholder: string;
    inputLabel: string;
    sendLabel: string;
    typingLabel: string;
    statusLabels: { online: string; demo: string; offline: string };
    logLabel: string;
    userLabel: string;
    assistantLabel: string;
    welcomeMessage: string;
  };
  combobox: {
    /** Shown in the list while the app loads options (`loading`). */
    loadingLabel: string;
    /** Shown in the list when no option matches the text typed. */
    emptyLabel: string;
    /** Accessible name of the button that clears the value. */
    clearLabel: string;
    /** Accessible name of the button that opens the list. */
    openLabel: string;
    /** Accessible name of a chip's remove button; `{label}` is the option's label. */
    removeLabel: string;
    /** Name of the group of chips that shows the options chosen in a `multiple` combobox. */
    selectedLabel: string;
  };
  consentEmbed: {
    /** The button that loads third-party content the visitor has not agreed to yet. */
    loadLabel: string;
  };
  cookieBanner: {
    title: string;
    description: string;
    acceptAllLabel: string;
    rejectAllLabel: string;
    customizeLabel: string;
    acceptSelectionLabel: string;
    alwaysActiveLabel: string;
    panelDescription: string;
    categoriesLegend: string;
  };
  /** Label and description of each cookie category, shared by `CookieBanner` and `CookiePreferences`. */
  cookieCategories: Record<
    'essential' | 'analytics' | 'marketing' | 'functional',
    { label: string; description: string }
  >;
  cookiePreferences: {
    title: string;
    description: string;
    acceptAllLabel: string;
    rejectAllLabel: string;
    saveLabel: string;
    alwaysActiveLabel: string;
    categoriesLegend: string;
  };
  dataTable: {
    /** Shown in a single row when the table has no rows. */
    emptyMessage: string;
    /** Told to assistive technology while the rows load. */
    loadingLabel: string;
    /** Name of the checkbox in the header that selects every row of the page. */
    selectAllLabel: string;
    /** Name of a row's checkbox; `{row}` is the row's name. */
    selectRowLabel: string;
    /** How many rows are selected, by plural category (`Intl.PluralRules`); `{count}` is the number. */
    selectedCount: { one: string; other: string };
    /** Name of the group of pagination controls. */
    paginationLabel: string;
    previousPageLabel: string;
    nextPageLabel: string;
    /** The current page, as shown and announced; `{page}` and `{pageCount}` are numbers. */
    pageStatus: string;
    /** Label of the choice of rows per page. */
    pageSizeLabel: string;
  };
  datePicker: {
    /** Name of the button that opens the calendar of a `DatePicker`. */
    openLabel: string;
    /** Name of the button that opens the calendar of a `DateRangePicker`. */
    openRangeLabel: string;
    /** The form's error for a typed day the app marks unavailable. */
    unavailableMessage: string;
    /** The form's error for typed text that is no date; `{format}` is the placeholder (jj/mm/aaaa). */
    invalidMessage: string;
    /** The letters that stand for the day, the month and the year in the field's placeholder. */
    placeholder: { day: string; month: string; year: string };
    /** Names of the two fields of a `DateRangePicker`, read after its label. */
    startLabel: string;
    endLabel: string;
  };
  dialog: {
    /** Name of the close button (a cross) in the corner of a `DialogContent`. */
    closeLabel: string;
  };
  field: {
    errorLabel: string;
  };
  filterBar: {
    /** Label of the search field above a filtered list. */
    searchLabel: string;
    /** Name of the row of filters. */
    filtersLabel: string;
  };
  form: {
    /** Announced after a submit that failed on one field; `{count}` is the number of fields to correct. */
    errorSummaryOne: string;
    /** Announced after a submit that failed on several fields; `{count}` is the number of fields to correct. */
    errorSummaryOther: string;
  };
  link: {
    /** Told to assistive technology after the text of an `external` link, which opens in a new tab. */
    newTabLabel: string;
  };
  listbox: {
    /** Shown in the trigger of a `Listbox` while nothing is chosen, unless it has its own `placeholder`. */
    placeholder: string;
    /** Shown in the trigger of a `multiple` listbox when several options are chosen; `{count}` is their number. */
    multipleValueText: string;
  };
  numberField: {
    /** Accessible name of the button that adds one step to a `NumberField`. */
    incrementLabel: string;
    /** Accessible name of the button that takes one step off a `NumberField`. */
    decrementLabel: string;
    /** Told to assistive technology as the kind of control, after its name. */
    roleDescription: string;
  };
  pager: {
    /** Name of the navigation landmark around the links to the previous and next pages. */
    label: string;
    /** Word above the title of the page before the current one. */
    previousLabel: string;
    /** Word above the title of the page after the current one. */
    nextLabel: string;
  };
  popover: {
    /** Accessible name of the close button a `PopoverContent` shows with `closeButton`. */
    closeLabel: string;
  };
  pricingCards: {
    highlightLabel: string;
    periodSeparator: string;
  };
  progressBar: {
    /** The value as shown and announced; `{percent}` is the whole percentage. */
    valueText: string;
  };
  restrictedAccessDialog: {
    title: string;
    /** The description; `{pageName}` is the page's name. */
    description: string;
    featuresHeading: string;
    availabilityText: string;
    closeLabel: string;
    homeLabel: string;
    closeIconLabel: string;
  };
  sheet: {
    /** Name of the close button (a cross) in the corner of a `SheetContent`, and text of a `SheetClose` left empty. */
    closeLabel: string;
  };
  sideNav: {
    /** Name of the navigation landmark of a side menu. */
    label: string;
  };
  skipLinks: {
    label: string;
    /** Texts of the default links, to `#main-content`, `#navigation` and `#footer`. */
    links: { mainContent: string; navigation: string; footer: string };
  };
  slider: {
    /** Name of the first thumb of a range slider, the lower bound. */
    minimumLabel: string;
    /** Name of the second thumb of a range slider, the upper bound. */
    maximumLabel: string;
  };
  spinner: {
    /** The text of a standalone spinner, read out while something loads. */
    label: string;
  };
  statusBanner: {
    label: string;
    statusLabels: { success: string; warning: string; danger: string };
    lastUpdateLabel: string;
    refreshLabel: string;
    loadingLabel: string;
  };
  table: {
    emptyMessage: string;
  };
  toast: {
    /** Told to assistive technology before the text of each toast as it is announced. */
    label: string;
    /** Name of the region that holds the toasts; `{hotkey}` is the key that moves the focus there. */
    viewportLabel: string;
    /** Name of the close button of a toast. */
    closeLabel: string;
  };
}

/** Every group and message optional, at any depth. */
export type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K];
};

/** A catalogue that overrides some messages of another, such as a consumer's wording over `en`. */
export type PartialMessages = DeepPartial<Messages>;

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The dotted path of one message, such as `'breadcrumbs.label'`. */
export type MessageId = Paths<Messages>;

/**
 * Values for the `{name}` placeholders of a message. Catalogues hold strings only, so a server
 * component can pass one to the client `LocaleProvider` (functions cannot cross that boundary).
 */
export type MessageValues = Readonly<Record<string, string | number>>;

/** `template` with each `{name}` replaced by its value; an unknown placeholder stays as written. */
export function formatMessage(template: string, values?: MessageValues): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with every message `overrides` defines laid over it, group by group; `base` itself when there is none. */
export function mergeMessages<T extends object>(base: T, overrides: DeepPartial<T> | undefined): T {
  if (!overrides) return base;
  const merge = (target: Record<string, unknown>, source: Record<string, unknown>) => {
    const result: Record<string, unknown> = { ...target };
    for (const [key, value] of Object.entries(source)) {
      if (value === undefined) continue;
      const current = result[key];
      result[key] = isRecord(current) && isRecord(value) ? merge(current, value) : value;
    }
    return result;
  };
  return merge(base as Record<string, unknown>, overrides) as T;
}

/**
 * The text of one message of a partial catalogue, its placeholders filled from `values`;
 * `undefined` when the catalogue leaves it out.
 */
export function findMessage(messages: PartialMessages, id: MessageId, values?: MessageValues) {
  let value: unknown = messages;
  for (const key of id.split('.')) value = isRecord(value) ? value[key] : undefined;
  return typeof value === 'string' ? formatMessage(value, values) : undefined;
}
