'use client';

import { ChevronDown } from '../../icons/ChevronDown';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { useMessages } from '../LocaleProvider/context';
import { cookieBanner as english } from '../LocaleProvider/en/cookieBanner';
import { cookieCategories as englishCategories } from '../LocaleProvider/en/cookieCategories';
import type { HeadingLevel } from '../Section/SectionHeader';
import * as styles from './CookieBanner.css';
import {
  allCookieCategories,
  mergeCookieCategories,
  type CookieCategoryTextsInput,
  type CookiePreferencesValue,
} from './cookieCategories';
import { CookieCategorySwitches } from './CookieCategorySwitches';

export interface CookieBannerProps extends Omit<ComponentProps<'section'>, 'title' | 'children'> {
  /**
   * Title of the banner; the region is named by it.
   * @default messages.cookieBanner.title ('We respect your privacy' in English)
   */
  title?: string;
  /**
   * Heading level of the title, to fit the page outline; the look does not change.
   * @default 2
   */
  level?: HeadingLevel;
  /**
   * Text explaining essential and optional cookies.
   * @default messages.cookieBanner.description ('We use cookies that the site needs to work. …' in English)
   */
  description?: ReactNode;
  /** Link to the cookie policy, shown after the text, such as `<a href="/cookies">En savoir plus</a>`. */
  policyLink?: ReactNode;
  /** Labels and descriptions of the categories, merged over the catalogue's. */
  categories?: CookieCategoryTextsInput;
  /** Switches' positions when the panel first opens; every optional category off by default. */
  defaultPreferences?: Partial<CookiePreferencesValue>;
  /** Whether the category panel is open, when the parent holds the state; use with `onExpandedChange`. */
  expanded?: boolean;
  /**
   * Opens the category panel from the start, when the banner holds the state.
   * @default false
   */
  defaultExpanded?: boolean;
  /** Called with the panel's new state when the customise button opens or closes it. */
  onExpandedChange?: (expanded: boolean) => void;
  /**
   * Label of the button that accepts every category.
   * @default messages.cookieBanner.acceptAllLabel ('Accept all' in English)
   */
  acceptAllLabel?: string;
  /**
   * Label of the button that refuses every optional category.
   * @default messages.cookieBanner.rejectAllLabel ('Reject all' in English)
   */
  rejectAllLabel?: string;
  /**
   * Label of the button that shows or hides the category panel.
   * @default messages.cookieBanner.customizeLabel ('Customise' in English)
   */
  customizeLabel?: string;
  /**
   * Label of the button that saves the switches' positions.
   * @default messages.cookieBanner.acceptSelectionLabel ('Accept selection' in English)
   */
  acceptSelectionLabel?: string;
  /**
   * Badge of the essential category, which cannot be switched off.
   * @default messages.cookieBanner.alwaysActiveLabel ('Always active' in English)
   */
  alwaysActiveLabel?: string;
  /**
   * Text at the top of the category panel.
   * @default messages.cookieBanner.panelDescription ('Choose the cookies you accept. …' in English)
   */
  panelDescription?: ReactNode;
  /**
   * Name of the group of switches, read by assistive technology; it differs from `CookiePreferences`'s,
   * which the cookie policy page shows beside the banner.
   * @default messages.cookieBanner.categoriesLegend ('Cookies to accept' in English)
   */
  categoriesLegend?: string;
  /** Called by « Tout accepter »: every optional category accepted. */
  onAcceptAll: () => void;
  /** Called by « Tout refuser »: only essential cookies. */
  onRejectAll: () => void;
  /** Called by « Accepter la sélection » with the position of each optional switch. */
  onAcceptSelection: (preferences: CookiePreferencesValue) => void;
}

/**
 * Asks for cookie consent in a region fixed to the bottom of the viewport, without blocking the page.
 * Refusing takes one click, like accepting, with a button of the same weight; « Personnaliser » opens
 * one switch per optional category.
 */
export function CookieBanner({
  title,
  level = 2,
  description,
  policyLink,
  categories,
  defaultPreferences,
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  acceptAllLabel,
  rejectAllLabel,
  customizeLabel,
  acceptSelectionLabel,
  alwaysActiveLabel,
  panelDescription,
  categoriesLegend,
  onAcceptAll,
  onRejectAll,
  onAcceptSelection,
  className,
  ...rest
}: CookieBannerProps) {
  const text = useMessages('cookieBanner', english);
  const categoryTexts = useMessages('cookieCategories', englishCategories);
  const id = useId();
  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;
  const Heading = `h${level}` as const;
  const [uncontrolledExpanded, setUncontrolledExpanded] = useState(defaultExpanded);
  const expanded = expandedProp === undefined ? uncontrolledExpanded : expandedProp;
  const toggleExpanded = () => {
    setUncontrolledExpanded(!expanded);
    onExpandedChange?.(!expanded);
  };
  const [preferences, setPreferences] = useState<CookiePreferencesValue>(() => ({
    ...allCookieCategories(false),
    ...defaultPreferences,
  }));
  const state = expanded ? 'expanded' : 'collapsed';

  return (
    <section aria-labelledby={titleId} className={cx(styles.root, className)} data-state={state} {...rest}>
      <div className={styles.inner}>
        <div className={styles.intro}>
          <Heading id={titleId} className={styles.title}>
            {title ?? text.title}
          </Heading>
          <p className={styles.description}>
            {description ?? text.description}
            {policyLink ? <> {policyLink}</> : null}
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="primary" onClick={onAcceptAll}>
            {acceptAllLabel ?? text.acceptAllLabel}
          </Button>
          <Button variant="primary" onClick={onRejectAll}>
            {rejectAllLabel ?? text.rejectAllLabel}
          </Button>
          <Button
            variant="ghost"
            className={styles.customize}
            aria-expanded={expanded}
            aria-controls={panelId}
            data-state={state}
            onClick={toggleExpanded}
          >
            {customizeLabel ?? text.customizeLabel}
            <ChevronDown className={styles.chevron} aria-hidden="true" />
          </Button>
        </div>
        <div id={panelId} className={styles.panel} hidden={!expanded}>
          <p className={styles.panelDescription}>{panelDescription ?? text.panelDescription}</p>
          <CookieCategorySwitches
            value={preferences}
            onCategoryChange={(category, accepted) =>
              setPreferences((current) => ({ ...current, [category]: accepted }))
            }
            categories={mergeCookieCategories(categoryTexts, categories)}
            alwaysActiveLabel={alwaysActiveLabel ?? text.alwaysActiveLabel}
            legend={categoriesLegend ?? text.categoriesLegend}
          />
          <div className={styles.panelActions}>
            <Button variant="secondary" onClick={() => onAcceptSelection(preferences)}>
              {acceptSelectionLabel ?? text.acceptSelectionLabel}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
