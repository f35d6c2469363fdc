import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/react';
import { createRef, type ComponentProps, type ReactElement, type ReactNode, type Ref } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as ui from './index';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Alert,
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Avatar,
  Badge,
  Breadcrumbs,
  Button,
  Calendar,
  Card,
  CardBody,
  CardFooter,
  CardGrid,
  CardGridItem,
  CardHeader,
  CardLink,
  CardSection,
  CardTitle,
  ChatPanel,
  Checkbox,
  Code,
  CodeBlock,
  Combobox,
  ConsentEmbed,
  Container,
  CookieBanner,
  CookiePreferences,
  DataTable,
  DatePicker,
  DateRangePicker,
  DescriptionList,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
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
  EmptyState,
  FeatureList,
  FeatureListItem,
  Field,
  Fieldset,
  Figure,
  FilterBar,
  Form,
  FormActions,
  Grid,
  Heading,
  IconButton,
  IconCard,
  IconTile,
  Link,
  List,
  ListItem,
  Listbox,
  LoadingState,
  NumberField,
  Pager,
  Popover,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
  PricingCards,
  ProgressBar,
  Radio,
  RadioGroup,
  RangeCalendar,
  RestrictedAccessDialog,
  Section,
  SectionHeader,
  SegmentedControl,
  SegmentedControlItem,
  Select,
  Separator,
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  SideNav,
  SideNavLayout,
  Skeleton,
  SkipLinks,
  Slider,
  Spinner,
  Stack,
  Stat,
  StatGrid,
  StatusBanner,
  StatusList,
  Steps,
  Switch,
  Table,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Text,
  TextArea,
  TextInput,
  Theme,
  Timeline,
  TimelineItem,
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  Toaster,
  ToggleGroup,
  ToggleGroupItem,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  VisuallyHidden,
} from './index';

/**
 * `className`, `ref` and the rest of the props (here `data-testid`) land on one element: the
 * component's outermost one, or the one its JSDoc names.
 */
interface ConsumerProps {
  className: string;
  'data-testid': string;
  // Each component types its own element; the test only reads the node back.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ref: Ref<any>;
}

interface Case {
  render: (props: ConsumerProps) => ReactElement;
  /**
   * Form controls take `className` on the row or wrapper that lays them out (their JSDoc says so),
   * while `ref` and the native attributes go to the control itself: `name`, `value`, `checked` and
   * `aria-*` belong there. Given the element with the rest, returns the one with the class.
   */
  classNameOn?: (element: HTMLElement) => HTMLElement | null;
}

const noop = () => {};
/** Stands in for a router's link component, which takes its content from its caller. */
const RouterLink = ({ children, ...props }: ComponentProps<'a'>) => <a {...props}>{children}</a>;
const wrapper = (element: HTMLElement) => element.parentElement;
/** An open menu, for the parts that only render inside one (portalled, but still in the document). */
const OpenMenu = ({ children }: { children: ReactNode }) => (
  <DropdownMenu defaultOpen>
    <DropdownMenuTrigger>Actions</DropdownMenuTrigger>
    <DropdownMenuContent>{children}</DropdownMenuContent>
  </DropdownMenu>
);
const row = (element: HTMLElement) => element.closest('div');
/** The wrapper around a control's group (its input and buttons), two levels up from the input. */
const outerWrapper = (element: HTMLElement) => element.parentElement?.parentElement ?? null;
/** `content` in an open toast, in a provider with its viewport: Radix renders a toast only there. */
const inToast = (content: ReactElement) => (
  <ToastProvider>
    <Toast>{content}</Toast>
    <ToastViewport />
  </ToastProvider>
);

const cases: Record<string, Case> = {
  Button: { render: (p) => <Button {...p}>Envoyer</Button> },
  Heading: { render: (p) => <Heading {...p}>Nos services</Heading> },
  Text: { render: (p) => <Text {...p}>Réponse sous 24&nbsp;h.</Text> },
  Stack: { render: (p) => <Stack {...p} /> },
  Grid: { render: (p) => <Grid {...p} /> },
  Container: { render: (p) => <Container {...p}>Contenu</Container> },
  Separator: { render: (p) => <Separator {...p} /> },
  IconButton: { render: (p) => <IconButton {...p} icon="×" aria-label="Fermer" /> },
  Link: {
    render: (p) => (
      <Link {...p} href="/contact">
        Contact
      </Link>
    ),
  },
  Spinner: { render: (p) => <Spinner {...p} /> },
  Skeleton: { render: (p) => <Skeleton {...p} lines={3} /> },
  VisuallyHidden: { render: (p) => <VisuallyHidden {...p}>Texte</VisuallyHidden> },
  Theme: { render: (p) => <Theme {...p}>Contenu</Theme> },
  SkipLinks: { render: (p) => <SkipLinks {...p} /> },
  Breadcrumbs: { render: (p) => <Breadcrumbs {...p} items={[{ label: 'Accueil', href: '/' }, { label: 'Page' }]} /> },
  Pager: {
    render: (p) => (
      <Pager {...p} previous={{ href: '/guide/1', title: 'Premiers pas' }} next={{ href: '/guide/3', title: 'API' }} />
    ),
  },
  SideNav: {
    render: (p) => <SideNav {...p} items={[{ label: 'Profil', href: '/compte', current: true }]} />,
  },
  SideNavLayout: { render: (p) => <SideNavLayout {...p} nav={<nav aria-label="Menu" />} /> },
  Section: { render: (p) => <Section {...p}>Contenu</Section> },
  SectionHeader: { render: (p) => <SectionHeader {...p} title="Titre" /> },
  Card: { render: (p) => <Card {...p}>Contenu</Card> },
  CardHeader: { render: (p) => <CardHeader {...p}>En-tête</CardHeader> },
  CardTitle: { render: (p) => <CardTitle {...p}>Titre</CardTitle> },
  CardBody: { render: (p) => <CardBody {...p}>Corps</CardBody> },
  CardFooter: { render: (p) => <CardFooter {...p}>Pied</CardFooter> },
  CardLink: {
    render: (p) => (
      <CardLink {...p} href="/offres">
        Offres
      </CardLink>
    ),
  },
  CardSection: {
    render: (p) => (
      <CardSection {...p} title="Ce que nous faisons">
        <p>Audit</p>
      </CardSection>
    ),
  },
  Badge: { render: (p) => <Badge {...p}>Nouveau</Badge> },
  Avatar: { render: (p) => <Avatar {...p} name="Aina Rakoto" /> },
  Stat: { render: (p) => <Stat {...p} value="99 %" label="Disponibilité" /> },
  StatGrid: { render: (p) => <StatGrid {...p} /> },
  CardGrid: { render: (p) => <CardGrid {...p} /> },
  CardGridItem: { render: (p) => <CardGridItem {...p} /> },
  FeatureList: { render: (p) => <FeatureList {...p} /> },
  FeatureListItem: {
    render: (p) => (
      <ul>
        <FeatureListItem {...p}>Point</FeatureListItem>
      </ul>
    ),
  },
  Steps: { render: (p) => <Steps {...p} items={[{ title: 'Étape' }]} /> },
  Timeline: { render: (p) => <Timeline {...p} /> },
  TimelineItem: {
    render: (p) => (
      <ol>
        <TimelineItem {...p} date="2025-03-14" dateLabel="14 mars 2025" title="Lancement" />
      </ol>
    ),
  },
  IconTile: { render: (p) => <IconTile {...p} icon="★" /> },
  StatusList: {
    render: (p) => <StatusList {...p} items={[{ id: 'site', status: 'Opérationnel', title: 'Site' }]} />,
  },
  DescriptionList: { render: (p) => <DescriptionList {...p} items={[{ term: 'Lundi', details: '8 h – 18 h' }]} /> },
  CodeBlock: { render: (p) => <CodeBlock {...p} code="npm install" caption="Installation" /> },
  Figure: {
    render: (p) => (
      <Figure {...p} caption="L’accueil">
        <img src="accueil.svg" alt="Accueil des bureaux" width={400} height={300} />
      </Figure>
    ),
  },
  IconCard: { render: (p) => <IconCard {...p} icon="★" title="Sécurité" description="Données protégées." /> },
  Table: {
    render: (p) => (
      <Table
        {...p}
        caption="Offres"
        columns={[{ key: 'name', header: 'Nom' }]}
        rows={[{ name: 'Web' }]}
        rowKey="name"
      />
    ),
  },
  EmptyState: { render: (p) => <EmptyState {...p} title="Rien ici" /> },
  LoadingState: { render: (p) => <LoadingState {...p}>Chargement…</LoadingState> },
  Alert: { render: (p) => <Alert {...p}>Message</Alert> },
  ProgressBar: { render: (p) => <ProgressBar {...p} value={40} label="Progression" /> },
  ToastViewport: {
    render: (p) => (
      <ToastProvider>
        <ToastViewport {...p} />
      </ToastProvider>
    ),
  },
  Toaster: {
    render: (p) => (
      <ToastProvider>
        <Toaster {...p} />
      </ToastProvider>
    ),
  },
  Toast: {
    render: (p) => (
      <ToastProvider>
        <Toast {...p}>Devis envoyé</Toast>
        <ToastViewport />
      </ToastProvider>
    ),
  },
  ToastTitle: { render: (p) => inToast(<ToastTitle {...p}>Devis envoyé</ToastTitle>) },
  ToastDescription: {
    render: (p) => inToast(<ToastDescription {...p}>Réponse sous 24 h.</ToastDescription>),
  },
  ToastAction: {
    render: (p) =>
      inToast(
        <ToastAction {...p} altText="Annulez depuis l’historique">
          Annuler
        </ToastAction>,
      ),
  },
  ToastClose: { render: (p) => inToast(<ToastClose {...p} />) },
  Tabs: {
    render: (p) => (
      <Tabs {...p} defaultValue="un">
        <TabsList aria-label="Onglets">
          <TabsTrigger value="un">Un</TabsTrigger>
        </TabsList>
        <TabsContent value="un">Contenu</TabsContent>
      </Tabs>
    ),
  },
  TabsList: {
    render: (p) => (
      <Tabs defaultValue="un">
        <TabsList {...p} aria-label="Onglets">
          <TabsTrigger value="un">Un</TabsTrigger>
        </TabsList>
      </Tabs>
    ),
  },
  TabsTrigger: {
    render: (p) => (
      <Tabs defaultValue="un">
        <TabsList aria-label="Onglets">
          <TabsTrigger {...p} value="un">
            Un
          </TabsTrigger>
        </TabsList>
      </Tabs>
    ),
  },
  TabsContent: {
    render: (p) => (
      <Tabs defaultValue="un">
        <TabsContent {...p} value="un">
          Contenu
        </TabsContent>
      </Tabs>
    ),
  },
  Accordion: {
    render: (p) => (
      <Accordion {...p} type="single">
        <AccordionItem value="un">
          <AccordionTrigger>Question</AccordionTrigger>
          <AccordionContent>Réponse</AccordionContent>
        </AccordionItem>
      </Accordion>
    ),
  },
  AccordionItem: {
    render: (p) => (
      <Accordion type="single">
        <AccordionItem {...p} value="un">
          <AccordionTrigger>Question</AccordionTrigger>
        </AccordionItem>
      </Accordion>
    ),
  },
  AccordionTrigger: {
    render: (p) => (
      <Accordion type="single">
        <AccordionItem value="un">
          <AccordionTrigger {...p}>Question</AccordionTrigger>
        </AccordionItem>
      </Accordion>
    ),
  },
  AccordionContent: {
    render: (p) => (
      <Accordion type="single" defaultValue="un">
        <AccordionItem value="un">
          <AccordionTrigger>Question</AccordionTrigger>
          <AccordionContent {...p}>Réponse</AccordionContent>
        </AccordionItem>
      </Accordion>
    ),
  },
  DialogTrigger: {
    render: (p) => (
      <Dialog>
        <DialogTrigger {...p}>Ouvrir</DialogTrigger>
      </Dialog>
    ),
  },
  DialogContent: {
    render: (p) => (
      <Dialog defaultOpen>
        <DialogContent {...p} aria-describedby={undefined}>
          <DialogTitle>Titre</DialogTitle>
        </DialogContent>
      </Dialog>
    ),
  },
  DialogHeader: {
    render: (p) => (
      <Dialog defaultOpen>
        <DialogContent aria-describedby={undefined}>
          <DialogHeader {...p}>
            <DialogTitle>Titre</DialogTitle>
          </DialogHeader>
        </DialogContent>
      </Dialog>
    ),
  },
  DialogTitle: {
    render: (p) => (
      <Dialog defaultOpen>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle {...p}>Titre</DialogTitle>
        </DialogContent>
      </Dialog>
    ),
  },
  DialogDescription: {
    render: (p) => (
      <Dialog defaultOpen>
        <DialogContent>
          <DialogTitle>Titre</DialogTitle>
          <DialogDescription {...p}>Description</DialogDescription>
        </DialogContent>
      </Dialog>
    ),
  },
  DialogFooter: {
    render: (p) => (
      <Dialog defaultOpen>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Titre</DialogTitle>
          <DialogFooter {...p} />
        </DialogContent>
      </Dialog>
    ),
  },
  DialogClose: {
    render: (p) => (
      <Dialog defaultOpen>
        <DialogContent aria-describedby={undefined} closeButton={false}>
          <DialogTitle>Titre</DialogTitle>
          <DialogClose {...p}>Annuler</DialogClose>
        </DialogContent>
      </Dialog>
    ),
  },
  AlertDialogTrigger: {
    render: (p) => (
      <AlertDialog>
        <AlertDialogTrigger {...p}>Supprimer</AlertDialogTrigger>
      </AlertDialog>
    ),
  },
  AlertDialogContent: {
    render: (p) => (
      <AlertDialog defaultOpen>
        <AlertDialogContent {...p} aria-describedby={undefined}>
          <AlertDialogTitle>Supprimer ce document ?</AlertDialogTitle>
        </AlertDialogContent>
      </AlertDialog>
    ),
  },
  AlertDialogHeader: {
    render: (p) => (
      <AlertDialog defaultOpen>
        <AlertDialogContent aria-describedby={undefined}>
          <AlertDialogHeader {...p}>
            <AlertDialogTitle>Supprimer ce document ?</AlertDialogTitle>
          </AlertDialogHeader>
        </AlertDialogContent>
      </AlertDialog>
    ),
  },
  AlertDialogTitle: {
    render: (p) => (
      <AlertDialog defaultOpen>
        <AlertDialogContent aria-describedby={undefined}>
          <AlertDialogTitle {...p}>Supprimer ce document ?</AlertDialogTitle>
        </AlertDialogContent>
      </AlertDialog>
    ),
  },
  AlertDialogDescription: {
    render: (p) => (
      <AlertDialog defaultOpen>
        <AlertDialogContent>
          <AlertDialogTitle>Supprimer ce document ?</AlertDialogTitle>
          <AlertDialogDescription {...p}>Il sera supprimé définitivement.</AlertDialogDescription>
        </AlertDialogContent>
      </AlertDialog>
    ),
  },
  AlertDialogFooter: {
    render: (p) => (
      <AlertDialog defaultOpen>
        <AlertDialogContent aria-describedby={undefined}>
          <AlertDialogTitle>Supprimer ce document ?</AlertDialogTitle>
          <AlertDialogFooter {...p} />
        </AlertDialogContent>
      </AlertDialog>
    ),
  },
  AlertDialogCancel: {
    render: (p) => (
      <AlertDialog defaultOpen>
        <AlertDialogContent aria-describedby={undefined}>
          <AlertDialogTitle>Supprimer ce document ?</AlertDialogTitle>
          <AlertDialogCancel {...p}>Annuler</AlertDialogCancel>
        </AlertDialogContent>
      </AlertDialog>
    ),
  },
  AlertDialogAction: {
    render: (p) => (
      <AlertDialog defaultOpen>
        <AlertDialogContent aria-describedby={undefined}>
          <AlertDialogTitle>Supprimer ce document ?</AlertDialogTitle>
          <AlertDialogAction {...p} tone="danger">
            Supprimer
          </AlertDialogAction>
        </AlertDialogContent>
      </AlertDialog>
    ),
  },
  Field: {
    render: (p) => (
      <Field {...p} label="Nom">
        <TextInput />
      </Field>
    ),
  },
  FilterBar: {
    render: (p) => (
      <FilterBar {...p} filters={[{ value: 'tous', label: 'Tous' }]}>
        Résultats
      </FilterBar>
    ),
  },
  Code: { render: (p) => <Code {...p}>VITE_CHAT_MODE</Code> },
  List: {
    render: (p) => (
      <List {...p}>
        <ListItem>Support client</ListItem>
      </List>
    ),
  },
  ListItem: {
    render: (p) => (
      <List>
        <ListItem {...p}>Support client</ListItem>
      </List>
    ),
  },
  Fieldset: {
    render: (p) => (
      <Fieldset {...p} legend="Notifications">
        <Switch label="Alertes" />
      </Fieldset>
    ),
  },
  FormActions: {
    render: (p) => (
      <FormActions {...p}>
        <Button type="submit">Envoyer</Button>
      </FormActions>
    ),
  },
  TextInput: { render: (p) => <TextInput {...p} aria-label="Nom" />, classNameOn: wrapper },
  TextArea: { render: (p) => <TextArea {...p} aria-label="Message" /> },
  Select: {
    render: (p) => (
      <Select {...p} aria-label="Sujet">
        <option>Devis</option>
      </Select>
    ),
    classNameOn: wrapper,
  },
  Checkbox: { render: (p) => <Checkbox {...p} label="Newsletter" />, classNameOn: row },
  Switch: { render: (p) => <Switch {...p} label="Alertes" />, classNameOn: row },
  RadioGroup: {
    render: (p) => (
      <RadioGroup {...p} legend="Mode de contact">
        <Radio value="courriel" label="Courriel" />
      </RadioGroup>
    ),
  },
  Radio: {
    render: (p) => (
      <RadioGroup legend="Mode de contact">
        <Radio {...p} value="courriel" label="Courriel" />
      </RadioGroup>
    ),
    classNameOn: row,
  },
  CookieBanner: {
    render: (p) => <CookieBanner {...p} onAcceptAll={noop} onRejectAll={noop} onAcceptSelection={noop} />,
  },
  CookiePreferences: { render: (p) => <CookiePreferences {...p} onSave={noop} /> },
  ConsentEmbed: {
    render: (p) => (
      <ConsentEmbed {...p} description="La vidéo est hébergée par un tiers.">
        <iframe title="Vidéo" />
      </ConsentEmbed>
    ),
  },
  PricingCards: {
    render: (p) => (
      <PricingCards
        {...p}
        plans={[{ id: 'base', name: 'Base', price: '10 €', features: ['Support'], cta: <a href="/devis">Devis</a> }]}
      />
    ),
  },
  ChatPanel: { render: (p) => <ChatPanel {...p} onSend={noop} /> },
  RestrictedAccessDialog: { render: (p) => <RestrictedAccessDialog {...p} pageName="Tarifs" /> },
  DropdownMenuTrigger: {
    render: (p) => (
      <DropdownMenu>
        <DropdownMenuTrigger {...p}>Actions</DropdownMenuTrigger>
      </DropdownMenu>
    ),
  },
  DropdownMenuContent: {
    render: (p) => (
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger>Actions</DropdownMenuTrigger>
        <DropdownMenuContent {...p}>
          <DropdownMenuItem>Modifier</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    ),
  },
  DropdownMenuItem: {
    render: (p) => (
      <OpenMenu>
        <DropdownMenuItem {...p}>Modifier</DropdownMenuItem>
      </OpenMenu>
    ),
  },
  DropdownMenuCheckboxItem: {
    render: (p) => (
      <OpenMenu>
        <DropdownMenuCheckboxItem {...p} checked>
          Afficher les archives
        </DropdownMenuCheckboxItem>
      </OpenMenu>
    ),
  },
  DropdownMenuRadioGroup: {
    render: (p) => (
      <OpenMenu>
        <DropdownMenuRadioGroup {...p} value="date">
          <DropdownMenuRadioItem value="date">Date</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </OpenMenu>
    ),
  },
  DropdownMenuRadioItem: {
    render: (p) => (
      <OpenMenu>
        <DropdownMenuRadioGroup value="date">
          <DropdownMenuRadioItem {...p} value="date">
            Date
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </OpenMenu>
    ),
  },
  DropdownMenuGroup: {
    render: (p) => (
      <OpenMenu>
        <DropdownMenuGroup {...p}>
          <DropdownMenuItem>Modifier</DropdownMenuItem>
        </DropdownMenuGroup>
      </OpenMenu>
    ),
  },
  DropdownMenuLabel: {
    render: (p) => (
      <OpenMenu>
        <DropdownMenuLabel {...p}>Trier par</DropdownMenuLabel>
      </OpenMenu>
    ),
  },
  PopoverTrigger: {
    render: (p) => (
      <Popover>
        <PopoverTrigger {...p}>Aide</PopoverTrigger>
      </Popover>
    ),
  },
  PopoverContent: {
    render: (p) => (
      <Popover defaultOpen>
        <PopoverTrigger>Aide</PopoverTrigger>
        <PopoverContent {...p} aria-label="Aide" arrow closeButton>
          Texte
        </PopoverContent>
      </Popover>
    ),
  },
  PopoverClose: {
    render: (p) => (
      <Popover defaultOpen>
        <PopoverTrigger>Aide</PopoverTrigger>
        <PopoverContent aria-label="Aide">
          <PopoverClose {...p}>Annuler</PopoverClose>
        </PopoverContent>
      </Popover>
    ),
  },
  TooltipTrigger: {
    render: (p) => (
      <Tooltip>
        <TooltipTrigger {...p}>Copier</TooltipTrigger>
      </Tooltip>
    ),
  },
  TooltipContent: {
    render: (p) => (
      <TooltipProvider>
        <Tooltip defaultOpen>
          <TooltipTrigger>Copier</TooltipTrigger>
          <TooltipContent {...p}>Copier le lien</TooltipContent>
        </Tooltip>
      </TooltipProvider>
    ),
  },
  DropdownMenuSeparator: {
    render: (p) => (
      <OpenMenu>
        <DropdownMenuSeparator {...p} />
      </OpenMenu>
    ),
  },
  StatusBanner: { render: (p) => <StatusBanner {...p} status="success" /> },
  SheetTrigger: {
    render: (p) => (
      <Sheet>
        <SheetTrigger {...p}>Filtres</SheetTrigger>
      </Sheet>
    ),
  },
  SheetContent: {
    render: (p) => (
      <Sheet defaultOpen>
        <SheetContent {...p} aria-describedby={undefined}>
          <SheetTitle>Filtres</SheetTitle>
        </SheetContent>
      </Sheet>
    ),
  },
  SheetHeader: {
    render: (p) => (
      <Sheet defaultOpen>
        <SheetContent aria-describedby={undefined}>
          <SheetHeader {...p}>
            <SheetTitle>Filtres</SheetTitle>
          </SheetHeader>
        </SheetContent>
      </Sheet>
    ),
  },
  SheetTitle: {
    render: (p) => (
      <Sheet defaultOpen>
        <SheetContent aria-describedby={undefined}>
          <SheetTitle {...p}>Filtres</SheetTitle>
        </SheetContent>
      </Sheet>
    ),
  },
  SheetDescription: {
    render: (p) => (
      <Sheet defaultOpen>
        <SheetContent>
          <SheetTitle>Filtres</SheetTitle>
          <SheetDescription {...p}>Affinez la liste des offres.</SheetDescription>
        </SheetContent>
      </Sheet>
    ),
  },
  SheetFooter: {
    render: (p) => (
      <Sheet defaultOpen>
        <SheetContent aria-describedby={undefined}>
          <SheetTitle>Filtres</SheetTitle>
          <SheetFooter {...p} />
        </SheetContent>
      </Sheet>
    ),
  },
  SheetClose: {
    render: (p) => (
      <Sheet defaultOpen>
        <SheetContent aria-describedby={undefined} closeButton={false}>
          <SheetTitle>Filtres</SheetTitle>
          <SheetClose {...p}>Annuler</SheetClose>
        </SheetContent>
      </Sheet>
    ),
  },
  Form: {
    render: (p) => (
      <Form {...p} aria-label="Contact">
        <Field label="Nom">
          <TextInput name="nom" />
        </Field>
      </Form>
    ),
  },
  Slider: { render: (p) => <Slider {...p} aria-label="Volume" defaultValue={[40]} />, classNameOn: wrapper },
  ToggleGroup: {
    render: (p) => (
      <ToggleGroup {...p} type="multiple" aria-label="Mise en forme">
        <ToggleGroupItem value="gras">Gras</ToggleGroupItem>
      </ToggleGroup>
    ),
  },
  ToggleGroupItem: {
    render: (p) => (
      <ToggleGroup type="multiple" aria-label="Mise en forme">
        <ToggleGroupItem {...p} value="gras">
          Gras
        </ToggleGroupItem>
      </ToggleGroup>
    ),
  },
  SegmentedControl: {
    render: (p) => (
      <SegmentedControl {...p} aria-label="Facturation" defaultValue="mensuel">
        <SegmentedControlItem value="mensuel">Mensuel</SegmentedControlItem>
        <SegmentedControlItem value="annuel">Annuel</SegmentedControlItem>
      </SegmentedControl>
    ),
  },
  SegmentedControlItem: {
    render: (p) => (
      <SegmentedControl aria-label="Facturation" defaultValue="mensuel">
        <SegmentedControlItem {...p} value="mensuel">
          Mensuel
        </SegmentedControlItem>
        <SegmentedControlItem value="annuel">Annuel</SegmentedControlItem>
      </SegmentedControl>
    ),
  },
  Listbox: {
    render: (p) => <Listbox {...p} aria-label="Compétence" items={['React', 'Vue', 'Svelte']} />,
  },
  Combobox: {
    render: (p) => <Combobox {...p} aria-label="Ville" items={['Lyon', 'Marseille', 'Paris']} />,
    classNameOn: outerWrapper,
  },
  NumberField: {
    render: (p) => <NumberField {...p} aria-label="Quantité" defaultValue={2} />,
    classNameOn: outerWrapper,
  },
  Calendar: {
    render: (p) => <Calendar {...p} aria-label="Date du rendez-vous" today="2026-12-01" locale="fr-FR" />,
  },
  RangeCalendar: {
    render: (p) => <RangeCalendar {...p} aria-label="Dates du séjour" today="2026-12-01" locale="fr-FR" />,
  },
  DatePicker: {
    render: (p) => <DatePicker {...p} label="Date d’arrivée" today="2026-12-01" locale="fr-FR" />,
  },
  DateRangePicker: {
    render: (p) => <DateRangePicker {...p} label="Dates du séjour" today="2026-12-01" locale="fr-FR" />,
  },
  DataTable: {
    render: (p) => (
      <DataTable
        {...p}
        caption="Commandes"
        columns={[
          { key: 'numero', header: 'Numéro' },
          { key: 'montant', header: 'Montant', align: 'end' },
        ]}
        rows={[{ numero: 'C-1024', montant: '1 499,50 €' }]}
        rowKey="numero"
      />
    ),
  },
};

/** The same, when `asChild` or `as` puts the props on another element. */
const variants: Record<string, Case> = {
  'Button asChild': {
    render: (p) => (
      <Button {...p} asChild>
        <a href="/devis">Devis</a>
      </Button>
    ),
  },
  'IconButton asChild': {
    render: (p) => (
      <IconButton {...p} asChild icon="→" aria-label="Suivant">
        <RouterLink href="/suite" />
      </IconButton>
    ),
  },
  'Link asChild': {
    render: (p) => (
      <Link {...p} asChild external>
        <a href="https://www.cnil.fr/">CNIL</a>
      </Link>
    ),
  },
  'SideNav labelled, with a router link': {
    render: (p) => (
      <SideNav
        {...p}
        label="Menu de mon espace"
        linkComponent={RouterLink}
        items={[{ label: 'Profil', href: '/compte', icon: '★' }]}
      />
    ),
  },
  'Pager labelled, with a router link': {
    render: (p) => (
      <Pager {...p} label="Autres documents" linkComponent={RouterLink} next={{ href: '/guide/2', title: 'Suite' }} />
    ),
  },
  'Link external': {
    render: (p) => (
      <Link {...p} href="https://www.cnil.fr/" external>
        CNIL
      </Link>
    ),
  },
  'DialogClose asChild': {
    render: (p) => (
      <Dialog defaultOpen>
        <DialogContent aria-describedby={undefined} closeButton={false}>
          <DialogTitle>Titre</DialogTitle>
          <DialogClose {...p} asChild>
            <Button variant="outline">Annuler</Button>
          </DialogClose>
        </DialogContent>
      </Dialog>
    ),
  },
  'SheetTrigger asChild': {
    render: (p) => (
      <Sheet>
        <SheetTrigger {...p} asChild>
          <Button variant="outline">Filtres</Button>
        </SheetTrigger>
      </Sheet>
    ),
  },
  'SheetClose asChild': {
    render: (p) => (
      <Sheet defaultOpen>
        <SheetContent aria-describedby={undefined} closeButton={false}>
          <SheetTitle>Filtres</SheetTitle>
          <SheetClose {...p} asChild>
            <Button>Afficher 24&nbsp;offres</Button>
          </SheetClose>
        </SheetContent>
      </Sheet>
    ),
  },
  'DropdownMenuItem asChild with an icon': {
    render: (p) => (
      <OpenMenu>
        <DropdownMenuItem {...p} asChild icon="★">
          <RouterLink href="/favoris">Favoris</RouterLink>
        </DropdownMenuItem>
      </OpenMenu>
    ),
  },
  'DropdownMenuTrigger asChild': {
    render: (p) => (
      <DropdownMenu>
        <DropdownMenuTrigger {...p} asChild>
          <Button>Actions</Button>
        </DropdownMenuTrigger>
      </DropdownMenu>
    ),
  },
  'Spinner decorative': { render: (p) => <Spinner {...p} decorative /> },
  'Skeleton circle': { render: (p) => <Skeleton {...p} variant="circle" /> },
  'Card asChild': {
    render: (p) => (
      <Card {...p} asChild>
        <article>Contenu</article>
      </Card>
    ),
  },
  'CardLink asChild': {
    render: (p) => (
      <CardLink {...p} asChild>
        <a href="/offres">Offres</a>
      </CardLink>
    ),
  },
  'VisuallyHidden asChild': {
    render: (p) => (
      <VisuallyHidden {...p} asChild>
        <h2>Titre</h2>
      </VisuallyHidden>
    ),
  },
  'Theme asChild': {
    render: (p) => (
      <Theme {...p} asChild>
        <main>Contenu</main>
      </Theme>
    ),
  },
  'Heading asChild': {
    render: (p) => (
      <Heading {...p} asChild size="heading3">
        <legend>Vos coordonnées</legend>
      </Heading>
    ),
  },
  'Text as span': { render: (p) => <Text {...p} as="span" /> },
  'Stack as ul': { render: (p) => <Stack {...p} as="ul" direction="row" /> },
  'Grid with minItemWidth': { render: (p) => <Grid {...p} as="ul" minItemWidth="16rem" /> },
  'Container as main': { render: (p) => <Container {...p} as="main" width="narrow" /> },
  'Separator decorative': { render: (p) => <Separator {...p} decorative orientation="vertical" /> },
  'CardGrid as ul': { render: (p) => <CardGrid {...p} as="ul" /> },
  'CardGridItem as li': {
    render: (p) => (
      <ul>
        <CardGridItem {...p} as="li" />
      </ul>
    ),
  },
};

/** Public components that render no element of their own to put the props on. */
const exempt: Record<string, string> = {
  FormattedDateTime: 'renders only the formatted text, with no element of its own',
  LocaleProvider: 'renders only a context provider around its children; it has no element of its own',
  DirectionProvider: 'renders only Radix’s direction provider around its children; it has no element of its own',
  Dialog: 'holds the open state around its parts; it has no element of its own',
  AlertDialog: 'holds the open state around its parts; it has no element of its own',
  DropdownMenu: 'holds the open state around its parts; its trigger and its content are the elements',
  Popover: 'holds the open state around its parts; its trigger and its content are the elements',
  ToastProvider: 'renders only context providers around its children; it has no element of its own',
  Tooltip: 'holds the open state around its parts; its trigger and its content are the elements',
  TooltipProvider: 'renders only Radix’s provider of shared delays around its children; it has no element of its own',
  Sheet: 'holds the open state around its parts; it has no element of its own',
};

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const components = Object.entries(ui)
  .filter(([name, value]) => /^[A-Z]/.test(name) && typeof value === 'function')
  .map(([name]) => name);

describe('className, ref and rest props', () => {
  it('covers every public component', () => {
    expect([...Object.keys(cases), ...Object.keys(exempt)].sort()).toEqual([...components].sort());
  });

  it.each(Object.entries({ ...cases, ...variants }))(
    '%s puts them on its documented element',
    (_name, { render: renderCase, classNameOn }) => {
      const ref = createRef<HTMLElement>();
      render(renderCase({ className: 'consumer', 'data-testid': 'consumer', ref }));
      const [element, ...others] = document.querySelectorAll<HTMLElement>('[data-testid="consumer"]');
      expect(element).toBeDefined();
      expect(others).toEqual([]);
      expect(ref.current).toBe(element);
      const classed = classNameOn ? classNameOn(element!) : element;
      expect(classed).toHaveClass('consumer');
      expect(document.querySelectorAll('.consumer')).toHaveLength(1);
    },
  );

  it('Slider keeps the label of its Field when given a ref', () => {
    const ref = createRef<HTMLSpanElement>();
    const { getByRole } = render(
      <Field label="Budget mensuel">
        <Slider ref={ref} defaultValue={[1200]} max={3000} />
      </Field>,
    );
    expect(ref.current).toBeInstanceOf(HTMLSpanElement);
    expect(getByRole('slider', { name: 'Budget mensuel' })).toBeInTheDocument();
  });
});
