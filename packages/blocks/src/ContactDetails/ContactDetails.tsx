import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { IconTile, type IconTileTone } from '@company/ui';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../cx';
import { messages } from './messages';
import * as styles from './ContactDetails.css';

/** The `tel:` address of a phone number written for people: spaces, dots, dashes and brackets removed. */
const telHref = (phone: string) => `tel:${phone.replace(/[\s.\-()\u00A0\u202F]/g, '')}`;

export interface ContactDetailsProps extends Omit<ComponentProps<'dl'>, 'children'> {
  /** Phone number as written, such as « +261 20 00 000 00 »; linked with `tel:` without the spaces. */
  phone?: string;
  /** E-mail address, linked with `mailto:`. */
  email?: string;
  /** Postal address; an array is drawn one item per line. */
  address?: string | readonly string[];
  /** Opening hours, one line per item, such as « Lundi – vendredi : 9 h – 18 h ». */
  hours?: readonly ReactNode[];
  /**
   * Label of the phone number.
   * @default 'Téléphone'
   */
  phoneLabel?: ReactNode;
  /**
   * Label of the e-mail address.
   * @default 'E-mail'
   */
  emailLabel?: ReactNode;
  /**
   * Label of the postal address.
   * @default 'Adresse'
   */
  addressLabel?: ReactNode;
  /**
   * Label of the opening hours.
   * @default 'Horaires'
   */
  hoursLabel?: ReactNode;
  /**
   * Colour of the icon tiles.
   * @default 'brand'
   */
  iconTone?: IconTileTone;
}

/** The company's contact details (phone, e-mail, postal address, opening hours) as a labelled list. */
export function ContactDetails({
  phone,
  email,
  address,
  hours,
  phoneLabel,
  emailLabel,
  addressLabel,
  hoursLabel,
  iconTone = 'brand',
  className,
  ...rest
}: ContactDetailsProps) {
  const addressLines = typeof address === 'string' ? [address] : address;
  const term = (icon: ReactNode, label: ReactNode) => (
    <dt className={styles.term}>
      <IconTile icon={icon} tone={iconTone} size="sm" />
      {label}
    </dt>
  );
  return (
    <dl className={cx(styles.list, className)} {...rest}>
      {phone ? (
        <div className={styles.item} data-detail="phone">
          {term(<Phone />, phoneLabel ?? messages.phoneLabel)}
          <dd className={styles.definition}>
            <a className={styles.link} href={telHref(phone)}>
              {phone}
            </a>
          </dd>
        </div>
      ) : null}
      {email ? (
        <div className={styles.item} data-detail="email">
          {term(<Mail />, emailLabel ?? messages.emailLabel)}
          <dd className={styles.definition}>
            <a className={styles.link} href={`mailto:${email}`}>
              {email}
            </a>
          </dd>
        </div>
      ) : null}
      {addressLines && addressLines.length > 0 ? (
        <div className={styles.item} data-detail="address">
          {term(<MapPin />, addressLabel ?? messages.addressLabel)}
          <dd className={styles.definition}>
            <address className={styles.address}>
              {addressLines.map((line, index) => (
                // A fixed list for one render: a line's position is its identity.
                <span key={index}>
                  {index > 0 ? <br /> : null}
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
      ) : null}
      {hours && hours.length > 0 ? (
        <div className={styles.item} data-detail="hours">
          {term(<Clock />, hoursLabel ?? messages.hoursLabel)}
          <dd className={styles.definition}>
            <ul className={styles.hours}>
              {hours.map((line, index) => (
                // A fixed list for one render: a line's position is its identity.
                <li key={index}>{line}</li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
