'use client';

import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { useMessages } from '../LocaleProvider/context';
import { cookieCategories as englishCategories } from '../LocaleProvider/en/cookieCategories';
import { cookiePreferences as english } from '../LocaleProvider/en/cookiePreferences';
import {
  allCookieCategories,
  mergeCookieCategories,
  type CookieCategoryTextsInput,
  type CookiePreferencesValue,
} from '../CookieBanner/cookieCategories';
import { CookieCategorySwitches } from '../CookieBanner/CookieCategorySwitches';
import type { HeadingLevel } from '../Section/SectionHeader';
import * as styles from './CookiePreferences.css';

export interface CookiePreferencesProps extends Omit<
  ComponentProps<'section'>,
  'title' | 'children' | 'onChange' | 'defaultValue'
> {
  /**
   * Title of the panel; the region is named by it.
   * @default messages.cookiePreferences.title ('Your cookie preferences' in English)
   */
  title?: string;
  /**
   * Heading level of the title, to fit the page outline; the look does not change.
   * @default 2
   */
  level?: HeadingLevel;
  /** Text under the title. */
  description?: ReactNode;
  /** Position of each optional switch, when the parent holds the state; use with `onValueChange`. */
  value?: CookiePreferencesValue;
  /** Starting position of the switches when the component holds the state; every optional category off by default. */
  defaultValue?: Partial<CookiePreferencesValue>;
  /** Called with the new positions when a switch, « Tout accepter » or « Tout refuser » changes them. */
  onValueChange?: (value: CookiePreferencesValue) => void;
  /** Called by « Enregistrer » with the positions to save. */
  onSave: (preferences: CookiePreferencesValue) => void;
  /** Confirmation shown and announced after saving, such as « Vos préférences ont été sauvegardées ! ». */
  status?: ReactNode;
  /** Labels and descriptions of the categories, merged over the catalogue's. */
  categories?: CookieCategoryTextsInput;
  /**
   * Label of the button that switches every optional category on.
   * @default messages.cookiePreferences.acceptAllLabel ('Accept all' in English)
   */
  acceptAllLabel?: string;
  /**
   * Label of the button that switches every optional category off.
   * @default messages.cookiePreferences.rejectAllLabel ('Reject all' in English)
   */
  rejectAllLabel?: string;
  /**
   * Label of the button that saves the switches' positions.
   * @default messages.cookiePreferences.saveLabel ('Save' in English)
   */
  saveLabel?: string;
  /**
   * Badge of the essential category, which cannot be switched off.
   * @default messages.cookiePreferences.alwaysActiveLabel ('Always active' in English)
   */
  alwaysActiveLabel?: string;
  /**
   * Name of the group of switches, read by assistive technology; it differs from `CookieBanner`'s, which
   * may show on the same page.
   * @default messages.cookiePreferences.categoriesLegend ('Cookies allowed' in English)
   */
  categoriesLegend?: string;
}

/**
 * The cookie settings of the cookie policy page: the same switches as the banner's panel, buttons to
 * switch every optional category on or off, and « Enregistrer », which confirms with a status message.
 */
export function CookiePreferences({
  title,
  level = 2,
  description,
  value: valueProp,
  defaultValue,
  onValueChange,
  onSave,
  status,
  categories,
  acceptAllLabel,
  rejectAllLabel,
  saveLabel,
  alwaysActiveLabel,
  categoriesLegend,
  className,
  ...rest
}: CookiePreferencesProps) {
  const text = useMessages('cookiePreferences', english);
  const categoryTexts = useMessages('cookieCategories', englishCategories);
  const titleId = `${useId()}-title`;
  const shownDescription = description === undefined ? text.description : description;
  const Heading = `h${level}` as const;
  const [uncontrolledValue, setUncontrolledValue] = useState<CookiePreferencesValue>(() => ({
    ...allCookieCategories(false),
    ...defaultValue,
  }));
  const isControlled = valueProp !== undefined;
  const value = isControlled ? valueProp : uncontrolledValue;
  const setValue = (next: CookiePreferencesValue) => {
    if (!isControlled) setUncontrolledValue(next);
    onValueChange?.(next);
  };

  return (
    <section aria-labelledby={titleId} className={cx(styles.root, className)} {...rest}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title ?? text.title}
        </Heading>
        {shownDescription ? <p className={styles.description}>{shownDescription}</p> : null}
      </div>
      <CookieCategorySwitches
        value={value}
        onCategoryChange={(category, accepted) => setValue({ ...value, [category]: accepted })}
        categories={mergeCookieCategories(categoryTexts, categories)}
        alwaysActiveLabel={alwaysActiveLabel ?? text.alwaysActiveLabel}
        legend={categoriesLegend ?? text.categoriesLegend}
      />
      <div className={styles.actions}>
        <div className={styles.choices}>
          <Button variant="outline" onClick={() => setValue(allCookieCategories(true))}>
            {acceptAllLabel ?? text.acceptAllLabel}
          </Button>
          <Button variant="outline" onClick={() => setValue(allCookieCategories(false))}>
            {rejectAllLabel ?? text.rejectAllLabel}
          </Button>
        </div>
        <Button variant="primary" className={styles.save} onClick={() => onSave(value)}>
          {saveLabel ?? text.saveLabel}
        </Button>
      </div>
      {/* The live region stays in the page, so a message that appears in it is announced. */}
      <div role="status" className={styles.status}>
        {status ? (
          <Alert tone="success" live="off">
            {status}
          </Alert>
        ) : null}
      </div>
    </section>
  );
}
