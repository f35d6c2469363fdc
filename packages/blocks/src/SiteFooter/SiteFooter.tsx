import { Mail, MapPin, Phone } from 'lucide-react';
import { type LinkComponent, VisuallyHidden } from '@company/ui';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../cx';
import { messages } from './messages';
import * as styles from './SiteFooter.css';

/** Heading levels the footer's column titles can take. */
export const siteFooterHeadingLevels = [2, 3, 4, 5, 6] as const;
export type SiteFooterHeadingLevel = (typeof siteFooterHeadingLevels)[number];

/** A link of a footer column. */
export interface SiteFooterLink {
  /** Address of the page. */
  href: string;
  /** Visible text of the link. */
  label: string;
}

/** A titled column of links. */
export interface SiteFooterGroup {
  /** Column heading. */
  title: string;
  /** Links of the column, in order. */
  links: ReadonlyArray<SiteFooterLink>;
}

/** The company's contact details. */
export interface SiteFooterContact {
  /** Phone number as displayed, such as `+261 20 00 000 00`; the `tel:` link drops the spaces. */
  phone: string;
  /** E-mail address, linked with `mailto:`. */
  email: string;
  /** Postal address, rendered inside `<address>`. */
  address: ReactNode;
}

/** A link to one of the company's social network pages, opened in a new tab. */
export interface SiteFooterSocialLink {
  /** Address of the page on the network. */
  href: string;
  /** Name of the network, such as `LinkedIn`. */
  label: string;
  /** Decorative icon shown before the name. */
  icon?: ReactNode;
}

export interface SiteFooterProps extends ComponentProps<'footer'> {
  /** Logo or company name shown at the top of the first column. */
  brand?: ReactNode;
  /** Short sentence about the company under the brand. */
  description?: ReactNode;
  /**
   * Columns of links.
   * @default []
   */
  groups?: ReadonlyArray<SiteFooterGroup>;
  /**
   * Heading level of the column titles, to fit the page's outline.
   * @default 2
   */
  headingLevel?: SiteFooterHeadingLevel;
  /** Phone, e-mail and postal address. */
  contact?: SiteFooterContact;
  /**
   * Title of the contact column.
   * @default 'Coordonnées'
   */
  contactTitle?: string;
  /**
   * Social network links.
   * @default []
   */
  social?: ReadonlyArray<SiteFooterSocialLink>;
  /**
   * Title of the social links.
   * @default 'Suivez-nous'
   */
  socialTitle?: string;
  /**
   * Text added (visually hidden) to the name of links that open a new tab.
   * @default '(nouvel onglet)'
   */
  newTabLabel?: string;
  /** Copyright line, built by the caller (the year is data, not the component's business). */
  copyright: string;
  /** Secondary credit line shown beside the copyright. */
  credit?: ReactNode;
  /**
   * Component that renders the links, such as a router's link; `'a'` by default. Any component will do from a server page (`next/link` included), since this renders on the server.
   * @default 'a'
   */
  linkComponent?: LinkComponent;
  /**
   * Id of the footer, the target of the skip link to the footer.
   * @default 'footer'
   */
  id?: string;
  /**
   * Lets the skip link move focus to the footer without putting it in the tab order.
   * @default -1
   */
  tabIndex?: number;
}

/** `tel:` URIs take no spaces or separators. */
const telHref = (phone: string) => `tel:${phone.replace(/[\s.()-]+/g, '')}`;

/** The page's closing `contentinfo` landmark (`id="footer"`, focusable by the skip link): identity, link columns, contact details and legal line. */
export function SiteFooter({
  brand,
  description,
  groups = [],
  headingLevel = 2,
  contact,
  contactTitle,
  social = [],
  socialTitle,
  newTabLabel,
  copyright,
  credit,
  linkComponent: Link = 'a',
  id = 'footer',
  tabIndex = -1,
  className,
  ...rest
}: SiteFooterProps) {
  const Heading = `h${headingLevel}` as const;
  const hasIdentity = brand !== undefined || description !== undefined || social.length > 0;

  return (
    <footer id={id} tabIndex={tabIndex} className={cx(styles.root, className)} {...rest}>
      <div className={styles.inner}>
        {hasIdentity || groups.length > 0 || contact ? (
          <div className={styles.top}>
            {hasIdentity ? (
              <div className={styles.identity}>
                {brand !== undefined || description !== undefined ? (
                  <div className={styles.about}>
                    {brand !== undefined ? <div className={styles.brand}>{brand}</div> : null}
                    {description !== undefined ? <p className={styles.description}>{description}</p> : null}
                  </div>
                ) : null}
                {social.length > 0 ? (
                  <div className={styles.social}>
                    <Heading className={styles.heading}>{socialTitle ?? messages.socialTitle}</Heading>
                    <ul className={styles.socialList}>
                      {social.map((item) => (
                        <li key={item.href}>
                          <a href={item.href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                            {item.icon ? (
                              <span className={styles.icon} aria-hidden="true">
                                {item.icon}
                              </span>
                            ) : null}
                            {item.label}
                            <VisuallyHidden> {newTabLabel ?? messages.newTabLabel}</VisuallyHidden>
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </div>
            ) : null}

            {groups.length > 0 ? (
              <div className={styles.columns}>
                {groups.map((group) => (
                  <div key={group.title} className={styles.group}>
                    <Heading className={styles.heading}>{group.title}</Heading>
                    <ul className={styles.linkList}>
                      {group.links.map((link) => (
                        <li key={link.href}>
                          <Link href={link.href} className={styles.link}>
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            ) : null}

            {contact ? (
              <div className={cx(styles.group, styles.contact)}>
                <Heading className={styles.heading}>{contactTitle ?? messages.contactTitle}</Heading>
                <address className={styles.address}>
                  <ul className={styles.linkList}>
                    <li className={styles.contactLine}>
                      <Phone className={styles.contactIcon} aria-hidden="true" />
                      <a href={telHref(contact.phone)} className={styles.link}>
                        {contact.phone}
                      </a>
                    </li>
                    <li className={styles.contactLine}>
                      <Mail className={styles.contactIcon} aria-hidden="true" />
                      <a href={`mailto:${contact.email}`} className={styles.link}>
                        {contact.email}
                      </a>
                    </li>
                    <li className={styles.contactLine}>
                      <MapPin className={styles.contactIcon} aria-hidden="true" />
                      <span>{contact.address}</span>
                    </li>
                  </ul>
                </address>
              </div>
            ) : null}
          </div>
        ) : null}

        <div className={styles.bottom}>
          <p className={styles.legal}>{copyright}</p>
          {credit !== undefined ? <p className={styles.legal}>{credit}</p> : null}
        </div>
      </div>
    </footer>
  );
}
