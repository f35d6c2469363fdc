'use client';

import * as Dialog from 'radix-ui/dialog';
import { Clock } from '../../icons/Clock';
import { LockKeyhole } from '../../icons/LockKeyhole';
import { X } from '../../icons/X';
import { isValidElement, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { useInheritedScheme } from '../../utils/useInheritedScheme';
import { Button } from '../Button';
import { FeatureList, FeatureListItem } from '../FeatureList';
import { useMessages } from '../LocaleProvider/context';
import { restrictedAccessDialog as english } from '../LocaleProvider/en/restrictedAccessDialog';
import { formatMessage } from '../LocaleProvider/messages';
import * as styles from './RestrictedAccessDialog.css';

export interface RestrictedAccessDialogProps extends Omit<
  ComponentProps<typeof Dialog.Content>,
  'title' | 'children' | 'asChild'
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
   * icon, « Fermer » and « Retour à l’accueil » (`homeAction` too). The notice has no trigger:
   * opening it is the caller's, through `open`.
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
   * lead home from `onOpenChange`, or pass a link as `homeAction`.
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
   * @default undefined: a `<button>` labelled `homeLabel`
   */
  homeAction?: ReactNode;
  /**
   * Element the dialog is portalled into.
   * @default document.body
   */
  container?: ComponentProps<typeof Dialog.Portal>['container'];
}

/**
 * Modal notice for a page that is not open yet: explains it, lists what is coming and offers a way back.
 * Controlled with `open` and `onOpenChange`, or uncontrolled from `defaultOpen`, as Radix's Dialog.
 * `className`, `ref` and the other props go to the dialog panel (`role="dialog"`), not to the overlay.
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
  container,
  className,
  ...rest
}: RestrictedAccessDialogProps) {
  const text = useMessages('restrictedAccessDialog', english);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const anchorRef = useRef<HTMLTemplateElement>(null);
  const scheme = useInheritedScheme(anchorRef, open);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {/* The dialog has no trigger: this empty element, where the dialog is mounted, tells the
          scheme it is in. A <template> never shows and is allowed anywhere, in a list or a table too. */}
      <template ref={anchorRef} />
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={styles.overlay} data-cui-scheme={scheme} />
        <Dialog.Content className={cx(styles.content, className)} data-cui-scheme={scheme} {...rest}>
          <div className={styles.header}>
            <span className={styles.badgeIcon} aria-hidden="true">
              <LockKeyhole className={styles.glyph} />
            </span>
            <Dialog.Close className={styles.closeIcon} aria-label={closeIconLabel ?? text.closeIconLabel}>
              <X className={styles.closeGlyph} aria-hidden="true" />
            </Dialog.Close>
          </div>

          <div className={styles.text}>
            <Dialog.Title className={styles.title}>{title ?? text.title}</Dialog.Title>
            <Dialog.Description className={styles.description}>
              {description ?? formatMessage(text.description, { pageName })}
            </Dialog.Description>
          </div>

          <p className={styles.availability}>
            <Clock className={styles.smallGlyph} aria-hidden="true" />
            {availabilityText ?? text.availabilityText}
          </p>

          {features.length > 0 ? (
            <div className={styles.features}>
              <h3 className={styles.featuresHeading}>{featuresHeading ?? text.featuresHeading}</h3>
              <FeatureList>
                {features.map((feature) => (
                  <FeatureListItem key={feature}>{feature}</FeatureListItem>
                ))}
              </FeatureList>
            </div>
          ) : null}

          <div className={styles.actions}>
            <Dialog.Close asChild>
              <Button variant="outline">{closeLabel ?? text.closeLabel}</Button>
            </Dialog.Close>
            {isValidElement(homeAction) ? (
              // The caller's link keeps its own click handler (a router's navigation) and also closes.
              <Button asChild onClick={() => setOpen(false)}>
                {homeAction}
              </Button>
            ) : (
              <Dialog.Close asChild>
                <Button>{homeLabel ?? text.homeLabel}</Button>
              </Dialog.Close>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
