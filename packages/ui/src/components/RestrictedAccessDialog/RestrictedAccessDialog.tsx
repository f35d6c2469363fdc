'use client';

import { isValidElement, type ReactNode } from 'react';
import { Clock } from '../../icons/Clock';
import { Hourglass } from '../../icons/Hourglass';
import { Button } from '../Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  type DialogContentProps,
} from '../Dialog';
import { useOpenState } from '../Dialog/dialogRoot';
import { FeatureList, FeatureListItem } from '../FeatureList';
import { useMessages } from '../LocaleProvider/context';
import { restrictedAccessDialog as english } from '../LocaleProvider/en/restrictedAccessDialog';
import { formatMessage } from '../LocaleProvider/messages';
import * as styles from './RestrictedAccessDialog.css';

export interface RestrictedAccessDialogProps extends Omit<
  DialogContentProps,
  'title' | 'children' | 'asChild' | 'size' | 'closeButton' | 'closeLabel'
> {
  /**
   * Whether the notice is shown, when controlled: it then stays open until the caller sets it to
   * `false`, for instance once `onOpenChange(false)` has led the visitor away.
   * @default uncontrolled: the dialog keeps the state, starting from `defaultOpen`
   */
  open?: boolean;
  /**
   * Whether the notice is shown at first, when uncontrolled; it then closes by itself on any way out.
   * Shown by default: mounting the notice is usually the reason to show it.
   * @default true
   */
  defaultOpen?: boolean;
  /**
   * Called with `false` by every way out of the notice: a click on the backdrop, Escape, the close
   * icon, « Fermer » and « Retour à l’accueil » (`homeAction` and `homeHref` too). The notice has no
   * trigger: opening it is the caller's, through `open`.
   */
  onOpenChange?: (open: boolean) => void;
  /** Name of the unfinished page, quoted in the default description (« Blog », « Recrutement »). */
  pageName: string;
  /**
   * Features the page will offer, listed under `featuresHeading`; the list is hidden when empty.
   * @default []
   */
  features?: string[];
  /**
   * Dialog title, also its accessible name.
   * @default messages.restrictedAccessDialog.title ('Restricted access' in English)
   */
  title?: ReactNode;
  /**
   * Text under the title, also the dialog's accessible description; built from `pageName` by default.
   * @default messages.restrictedAccessDialog.description with `pageName` ('The {pageName} page is under development.' in English)
   */
  description?: ReactNode;
  /**
   * Heading of the feature list.
   * @default messages.restrictedAccessDialog.featuresHeading ('Upcoming features' in English)
   */
  featuresHeading?: ReactNode;
  /**
   * Availability note shown as a pill under the description.
   * @default messages.restrictedAccessDialog.availabilityText ('Coming soon' in English)
   */
  availabilityText?: ReactNode;
  /**
   * Label of the secondary close button.
   * @default messages.restrictedAccessDialog.closeLabel ('Close' in English)
   */
  closeLabel?: ReactNode;
  /**
   * Label of the primary button, meant to lead home. It closes the notice like the other ways out:
   * lead home from `onOpenChange`, or make it a link with `homeHref` or `homeAction`.
   * @default messages.restrictedAccessDialog.homeLabel ('Back to home' in English)
   */
  homeLabel?: ReactNode;
  /**
   * Accessible name of the close icon button in the corner.
   * @default messages.restrictedAccessDialog.closeIconLabel ('Close the dialog' in English)
   */
  closeIconLabel?: string;
  /**
   * A link element (such as a router `<Link>`) rendered as the primary button instead of a
   * `<button>`; it keeps its own click handler, and clicking it also closes the notice.
   * @default undefined: a link to `homeHref`, else a `<button>` labelled `homeLabel`
   */
  homeAction?: ReactNode;
  /**
   * Address of the home page: the primary button becomes a plain link to it, labelled `homeLabel`,
   * that also closes the notice. A string, so a server page can set it; for a router's navigation
   * pass its link as `homeAction`, which wins over this.
   * @default undefined: a `<button>` that only closes the notice
   */
  homeHref?: string;
  /**
   * Element the dialog is portalled into.
   * @default document.body
   */
  container?: DialogContentProps['container'];
}

/**
 * Modal notice for a page that is not open yet: explains it, lists what is coming and offers a way back.
 * While it is open everything else on the page is inert (no focus, no clicks, out of the
 * accessibility tree), widgets mounted after it opened included: a cookie banner behind it waits
 * until the visitor leaves the notice.
 * Controlled with `open` and `onOpenChange`, or uncontrolled from `defaultOpen`, as `Dialog`, whose
 * parts it is made of. `className`, `ref` and the other props go to the dialog panel
 * (`role="dialog"`), not to the overlay.
 */
export function RestrictedAccessDialog({
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  pageName,
  features = [],
  title,
  description,
  featuresHeading,
  availabilityText,
  closeLabel,
  homeLabel,
  closeIconLabel,
  homeAction,
  homeHref,
  ...rest
}: RestrictedAccessDialogProps) {
  const text = useMessages('restrictedAccessDialog', english);
  const [open, setOpen] = useOpenState(openProp, defaultOpen, onOpenChange);
  const homeLink = isValidElement(homeAction) ? (
    homeAction
  ) : homeHref === undefined ? null : (
    <a href={homeHref}>{homeLabel ?? text.homeLabel}</a>
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent closeLabel={closeIconLabel ?? text.closeIconLabel} {...rest}>
        <span className={styles.badgeIcon} aria-hidden="true">
          <Hourglass className={styles.glyph} />
        </span>

        <DialogHeader>
          <DialogTitle>{title ?? text.title}</DialogTitle>
          <DialogDescription>{description ?? formatMessage(text.description, { pageName })}</DialogDescription>
        </DialogHeader>

        <p className={styles.availability}>
          <Clock className={styles.smallGlyph} aria-hidden="true" />
          {availabilityText ?? text.availabilityText}
        </p>

        {features.length > 0 ? (
          <div className={styles.features}>
            <h3 className={styles.featuresHeading}>{featuresHeading ?? text.featuresHeading}</h3>
            <FeatureList marker="planned">
              {features.map((feature) => (
                <FeatureListItem key={feature}>{feature}</FeatureListItem>
              ))}
            </FeatureList>
          </div>
        ) : null}

        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{closeLabel ?? text.closeLabel}</Button>
          </DialogClose>
          {homeLink ? (
            // The link keeps its own click handler (a router's navigation) and also closes. Not a
            // DialogClose: a router's link prevents the click's default, which would skip the close.
            <Button asChild onClick={() => setOpen(false)}>
              {homeLink}
            </Button>
          ) : (
            <DialogClose asChild>
              <Button>{homeLabel ?? text.homeLabel}</Button>
            </DialogClose>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
