export type { LinkComponent, LinkComponentProps } from './utils/link';

// Languages: the catalogues of built-in texts and the provider that picks one
export { FormattedDateTime, LocaleProvider, en, fr, useLocale } from './components/LocaleProvider';
export type {
  FormattedDateTimeProps,
  LocaleProviderProps,
  LocaleSettings,
  Messages,
  PartialMessages,
} from './components/LocaleProvider';

// Reading direction: the provider that right-to-left apps put around the components
export { DirectionProvider, directions, useDirection } from './components/DirectionProvider';
export type { Direction, DirectionProviderProps } from './components/DirectionProvider';

export { Button, buttonSizes, buttonVariants } from './components/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button';
export { IconButton } from './components/IconButton';
export type { IconButtonName, IconButtonOwnProps, IconButtonProps } from './components/IconButton';
export { VisuallyHidden } from './components/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden';
export { Theme, themeSchemes } from './theme/Theme';
export type { ThemeProps, ThemeScheme } from './theme/Theme';

// Typography and layout
export { Heading, headingSizes } from './components/Heading';
export type { HeadingProps, HeadingSize } from './components/Heading';
export { CodeBlock } from './components/CodeBlock';
export type { CodeBlockProps } from './components/CodeBlock';
export { Code } from './components/Code';
export type { CodeProps } from './components/Code';
export { List, ListItem, listMarkers } from './components/List';
export type { ListItemProps, ListMarker, ListProps } from './components/List';
export { Text, textElements, textSizes, textTones, textWeights } from './components/Text';
export type { TextElement, TextProps, TextSize, TextTone, TextWeight } from './components/Text';
export { Stack, stackAligns, stackDirections, stackElements, stackGaps, stackJustifies } from './components/Stack';
export type { StackAlign, StackDirection, StackElement, StackGap, StackJustify, StackProps } from './components/Stack';
export { Grid, gridAligns, gridCollapseBreakpoints, gridColumns, gridElements, gridGaps } from './components/Grid';
export type {
  GridAlign,
  GridCollapseBreakpoint,
  GridColumns,
  GridElement,
  GridGap,
  GridProps,
} from './components/Grid';
export { Container, containerElements, containerWidths } from './components/Container';
export type { ContainerElement, ContainerProps, ContainerWidth } from './components/Container';
export { Separator, separatorOrientations } from './components/Separator';
export type { SeparatorOrientation, SeparatorProps } from './components/Separator';

// Navigation and page frame
export { Link, linkIconPositions, linkTones, linkUnderlines } from './components/Link';
export type { LinkIconPosition, LinkProps, LinkTone, LinkUnderline } from './components/Link';
export { SkipLinks } from './components/SkipLinks';
export type { SkipLinkItem, SkipLinksProps } from './components/SkipLinks';
export { Breadcrumbs } from './components/Breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsProps } from './components/Breadcrumbs';
export { Pager } from './components/Pager';
export type { PagerPage, PagerProps } from './components/Pager';
export { SideNav, SideNavLayout } from './components/SideNav';
export type { SideNavItem, SideNavLayoutProps, SideNavProps } from './components/SideNav';

// Content
export {
  Section,
  SectionHeader,
  headingLevels,
  sectionHeaderAligns,
  sectionTones,
  sectionWidths,
} from './components/Section';
export type {
  HeadingLevel,
  SectionHeaderAlign,
  SectionHeaderProps,
  SectionProps,
  SectionTone,
  SectionWidth,
} from './components/Section';
export {
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  CardLink,
  CardSection,
  CardTitle,
  cardSizes,
  cardVariants,
} from './components/Card';
export type {
  CardBodyProps,
  CardFooterProps,
  CardHeaderProps,
  CardLinkProps,
  CardProps,
  CardSectionProps,
  CardSize,
  CardTitleProps,
  CardVariant,
} from './components/Card';
export { IconCard } from './components/IconCard';
export type { IconCardProps } from './components/IconCard';
export { Badge, badgeSizes, badgeTones } from './components/Badge';
export type { BadgeProps, BadgeSize, BadgeTone } from './components/Badge';
export { Avatar, avatarColors, avatarSizes } from './components/Avatar';
export type { AvatarColor, AvatarProps, AvatarSize } from './components/Avatar';
export { Stat, StatGrid, statGridColumns } from './components/Stat';
export type { StatGridColumns, StatGridProps, StatProps } from './components/Stat';
export { CardGrid, CardGridItem, cardGridColumns, cardGridElements, cardGridGaps } from './components/CardGrid';
export type {
  CardGridColumns,
  CardGridElement,
  CardGridGap,
  CardGridItemProps,
  CardGridProps,
} from './components/CardGrid';
export { FeatureList, FeatureListItem, featureListColumns, featureListMarkers } from './components/FeatureList';
export type {
  FeatureListColumns,
  FeatureListItemProps,
  FeatureListMarker,
  FeatureListProps,
} from './components/FeatureList';
export { Steps, stepsLayouts } from './components/Steps';
export type { StepsItem, StepsLayout, StepsProps } from './components/Steps';
export { Timeline, TimelineItem } from './components/Timeline';
export type { TimelineItemProps, TimelineProps } from './components/Timeline';
export { StatusList } from './components/StatusList';
export type { StatusListItem, StatusListProps } from './components/StatusList';
export { DescriptionList, descriptionListLayouts } from './components/DescriptionList';
export type { DescriptionListItem, DescriptionListLayout, DescriptionListProps } from './components/DescriptionList';
export { Figure } from './components/Figure';
export type { FigureProps } from './components/Figure';
export { IconTile, iconTileSizes, iconTileTones } from './components/IconTile';
export type { IconTileProps, IconTileSize, IconTileTone } from './components/IconTile';
export { Table, tableAligns, tableVariants } from './components/Table';
export type { TableAlign, TableColumn, TableColumnKey, TableProps, TableVariant } from './components/Table';
export { DataTable, dataTablePageSizes } from './components/DataTable';
export type {
  DataTableColumn,
  DataTableDrawnColumn,
  DataTableFieldColumn,
  DataTablePaginationState,
  DataTableProps,
  DataTableRowSelection,
  DataTableSorting,
  DataTableSortValue,
} from './components/DataTable';
export { EmptyState } from './components/EmptyState';
export type { EmptyStateProps } from './components/EmptyState';
export { LoadingState } from './components/LoadingState';
export type { LoadingStateProps } from './components/LoadingState';
export { Alert, alertLiveModes, alertTones } from './components/Alert';
export type { AlertLive, AlertProps, AlertTone } from './components/Alert';
export { ProgressBar, progressBarSizes, progressBarTones } from './components/ProgressBar';
export type { ProgressBarProps, ProgressBarSize, ProgressBarTone } from './components/ProgressBar';
export { Spinner, spinnerSizes } from './components/Spinner';
export type { SpinnerProps, SpinnerSize } from './components/Spinner';
export { Skeleton, skeletonVariants } from './components/Skeleton';
export type { SkeletonProps, SkeletonVariant } from './components/Skeleton';
export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  Toaster,
  toastTones,
  toastTypes,
  useToast,
} from './components/Toast';
export type {
  ToastActionOptions,
  ToastActionProps,
  ToastApi,
  ToastCloseProps,
  ToastDescriptionProps,
  ToastOptions,
  ToastProps,
  ToastProviderProps,
  ToastTitleProps,
  ToastTone,
  ToastType,
  ToastViewportProps,
  ToasterProps,
} from './components/Toast';

// Disclosure and forms
export { Tabs, TabsContent, TabsList, TabsTrigger, tabsActivationModes, tabsOrientations } from './components/Tabs';
export type {
  TabsActivationMode,
  TabsContentProps,
  TabsListProps,
  TabsOrientation,
  TabsProps,
  TabsTriggerProps,
} from './components/Tabs';
export {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  accordionHeadingLevels,
  accordionTypes,
} from './components/Accordion';
export type {
  AccordionContentProps,
  AccordionHeadingLevel,
  AccordionItemProps,
  AccordionMultipleProps,
  AccordionProps,
  AccordionSingleProps,
  AccordionTriggerProps,
  AccordionType,
} from './components/Accordion';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  dialogSizes,
} from './components/Dialog';
export type {
  DialogCloseProps,
  DialogContentProps,
  DialogDescriptionProps,
  DialogFooterProps,
  DialogHeaderProps,
  DialogProps,
  DialogSize,
  DialogTitleProps,
  DialogTriggerProps,
} from './components/Dialog';
export {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  alertDialogActionTones,
} from './components/AlertDialog';
export type {
  AlertDialogActionProps,
  AlertDialogActionTone,
  AlertDialogCancelProps,
  AlertDialogContentProps,
  AlertDialogDescriptionProps,
  AlertDialogFooterProps,
  AlertDialogHeaderProps,
  AlertDialogProps,
  AlertDialogTitleProps,
  AlertDialogTriggerProps,
} from './components/AlertDialog';
export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  sheetSides,
  sheetSizes,
} from './components/Sheet';
export type {
  SheetCloseProps,
  SheetContentProps,
  SheetDescriptionProps,
  SheetFooterProps,
  SheetHeaderProps,
  SheetProps,
  SheetSide,
  SheetSize,
  SheetTitleProps,
  SheetTriggerProps,
} from './components/Sheet';
export { Field } from './components/Field';
export type { FieldProps } from './components/Field';
export { Fieldset } from './components/Fieldset';
export type { FieldsetProps } from './components/Fieldset';
export { Form, formDataToValues, formValidityStates, issuePathToName, useFormContext } from './components/Form';
export type {
  FormContextValue,
  FormControlElement,
  FormErrors,
  FormOutput,
  FormProps,
  FormValidityState,
  FormValues,
} from './components/Form';
export { FormActions } from './components/FormActions';
export type { FormActionsProps } from './components/FormActions';
export { FilterBar } from './components/FilterBar';
export type { FilterBarFilter, FilterBarProps } from './components/FilterBar';
export { TextInput, textInputSizes, textInputTypes } from './components/TextInput';
export type { TextInputProps, TextInputSize, TextInputType } from './components/TextInput';
export { TextArea } from './components/TextArea';
export type { TextAreaProps } from './components/TextArea';
export { Select, selectSizes } from './components/Select';
export type { SelectProps, SelectSize } from './components/Select';
export { Listbox, listboxSizes } from './components/Listbox';
export type {
  ListboxGroup,
  ListboxItems,
  ListboxMultipleProps,
  ListboxOption,
  ListboxProps,
  ListboxSingleProps,
  ListboxSize,
} from './components/Listbox';
export { NumberField, numberFieldSizes } from './components/NumberField';
export type { NumberFieldProps, NumberFieldSize } from './components/NumberField';
export { Combobox, comboboxSizes, foldText } from './components/Combobox';
export type {
  ComboboxGroup,
  ComboboxItems,
  ComboboxMultipleProps,
  ComboboxOption,
  ComboboxProps,
  ComboboxSingleProps,
  ComboboxSize,
} from './components/Combobox';
export { Checkbox } from './components/Checkbox';
export type { CheckboxProps } from './components/Checkbox';
export { Radio, RadioGroup, radioGroupOrientations } from './components/RadioGroup';
export type { RadioGroupOrientation, RadioGroupProps, RadioProps } from './components/RadioGroup';
export { Switch } from './components/Switch';
export type { SwitchProps } from './components/Switch';
export { Calendar } from './components/Calendar';
export type { CalendarProps, IsoDate, IsoDateRange } from './components/Calendar';
export { RangeCalendar } from './components/RangeCalendar';
export type { RangeCalendarProps } from './components/RangeCalendar';
export { DatePicker } from './components/DatePicker';
export type { DatePickerProps } from './components/DatePicker';
export { DateRangePicker } from './components/DateRangePicker';
export type { DateRangePickerProps } from './components/DateRangePicker';
export { Slider } from './components/Slider';
export type { SliderProps } from './components/Slider';
export { ToggleGroup, ToggleGroupItem, toggleGroupSizes, toggleGroupTypes } from './components/ToggleGroup';
export type {
  ToggleGroupItemProps,
  ToggleGroupMultipleProps,
  ToggleGroupProps,
  ToggleGroupSingleProps,
  ToggleGroupSize,
  ToggleGroupType,
} from './components/ToggleGroup';
export { SegmentedControl, SegmentedControlItem, segmentedControlSizes } from './components/SegmentedControl';
export type {
  SegmentedControlItemProps,
  SegmentedControlProps,
  SegmentedControlSize,
} from './components/SegmentedControl';

// Overlays: menus, popovers and tooltips that open from a control
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  dropdownMenuItemTones,
} from './components/DropdownMenu';
export type {
  DropdownMenuCheckboxItemProps,
  DropdownMenuContentProps,
  DropdownMenuGroupProps,
  DropdownMenuItemProps,
  DropdownMenuItemTone,
  DropdownMenuLabelProps,
  DropdownMenuProps,
  DropdownMenuRadioGroupProps,
  DropdownMenuRadioItemProps,
  DropdownMenuSeparatorProps,
  DropdownMenuTriggerProps,
} from './components/DropdownMenu';
export { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './components/Popover';
export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './components/Tooltip';
export type {
  TooltipContentProps,
  TooltipProps,
  TooltipProviderProps,
  TooltipTriggerProps,
} from './components/Tooltip';
export type {
  PopoverCloseProps,
  PopoverContentName,
  PopoverContentOwnProps,
  PopoverContentProps,
  PopoverProps,
  PopoverTriggerProps,
} from './components/Popover';

// Showcase components
export { CookieBanner, allCookieCategories, cookieCategoryIds } from './components/CookieBanner';
export type {
  CookieBannerProps,
  CookieCategoryId,
  CookieCategoryText,
  CookieCategoryTexts,
  CookieCategoryTextsInput,
  CookiePreferencesValue,
} from './components/CookieBanner';
export { CookiePreferences } from './components/CookiePreferences';
export type { CookiePreferencesProps } from './components/CookiePreferences';
export { ConsentEmbed } from './components/ConsentEmbed';
export type { ConsentEmbedProps } from './components/ConsentEmbed';
export { PricingCards } from './components/PricingCards';
export type { PricingCardsProps, PricingPlan } from './components/PricingCards';
export { ChatPanel, chatStatuses } from './components/ChatPanel';
export type { ChatMessage, ChatPanelProps, ChatStatus } from './components/ChatPanel';
export { RestrictedAccessDialog } from './components/RestrictedAccessDialog';
export type { RestrictedAccessDialogProps } from './components/RestrictedAccessDialog';
export { StatusBanner, statusBannerStatuses } from './components/StatusBanner';
export type { StatusBannerProps, StatusBannerStatus } from './components/StatusBanner';
