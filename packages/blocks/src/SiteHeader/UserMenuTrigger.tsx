import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import * as styles from './SiteHeader.css';

/** First letter of a name, for the avatar, upper-cased by the rules of `locale`. */
export const initialOf = (name: string, locale: string) => (Array.from(name.trim())[0] ?? '').toLocaleUpperCase(locale);

interface UserMenuTriggerProps extends ComponentProps<'button'> {
  /** The signed-in user's name. */
  name: string;
  /** Locale whose rules upper-case the initial (the `LocaleProvider`'s). */
  locale: string;
}

/**
 * The account menu's button: avatar, name and chevron. Also stands in, inert, for the menu while
 * its code loads, so the header does not shift.
 */
export function UserMenuTrigger({ name, locale, ...props }: UserMenuTriggerProps) {
  return (
    <button type="button" aria-haspopup="menu" aria-expanded={false} className={styles.userTrigger} {...props}>
      <span className={styles.avatar} aria-hidden="true">
        {initialOf(name, locale)}
      </span>
      <span className={styles.userName}>{name}</span>
      <ChevronDown className={styles.chevron} aria-hidden="true" />
    </button>
  );
}
