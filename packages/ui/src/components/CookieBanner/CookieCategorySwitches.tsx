'use client';

import { Badge } from '../Badge';
import { Switch } from '../Switch';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/visuallyHidden.css';
import {
  cookieCategoryIds,
  type CookieCategoryId,
  type CookieCategoryTexts,
  type CookiePreferencesValue,
} from './cookieCategories';
import * as styles from './CookieCategorySwitches.css';

export interface CookieCategorySwitchesProps {
  /** Current choice for each optional category. */
  value: CookiePreferencesValue;
  /** Called when the visitor flips the switch of one category. */
  onCategoryChange: (id: CookieCategoryId, accepted: boolean) => void;
  /** Label and description of each category. */
  categories: CookieCategoryTexts;
  /** Badge beside the essential category, which cannot be switched off. */
  alwaysActiveLabel: string;
  /** Name of the group of switches, read by assistive technology. */
  legend: string;
  /** Shows the legend on screen instead of only to assistive technology. */
  showLegend?: boolean;
  /** Class of the fieldset. */
  className?: string;
  /** Class of the legend, when it is shown. */
  legendClassName?: string;
}

/**
 * The switches of the cookie categories, shared by `CookieBanner` and `CookiePreferences`: the essential
 * category on and locked, then one switch per optional category, each with its description.
 */
export function CookieCategorySwitches({
  value,
  onCategoryChange,
  categories,
  alwaysActiveLabel,
  legend,
  showLegend = false,
  className,
  legendClassName,
}: CookieCategorySwitchesProps) {
  return (
    <fieldset className={cx(styles.fieldset, className)}>
      <legend className={showLegend ? legendClassName : visuallyHidden}>{legend}</legend>
      <ul className={styles.list}>
        <li className={styles.item} data-category="essential">
          <Switch
            label={
              <span className={styles.label}>
                {categories.essential.label}
                <Badge tone="neutral" size="sm">
                  {alwaysActiveLabel}
                </Badge>
              </span>
            }
            description={categories.essential.description}
            checked
            disabled
          />
        </li>
        {cookieCategoryIds.map((id) => (
          <li key={id} className={styles.item} data-category={id}>
            <Switch
              label={categories[id].label}
              description={categories[id].description}
              checked={value[id]}
              onChange={(event) => onCategoryChange(id, event.currentTarget.checked)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
