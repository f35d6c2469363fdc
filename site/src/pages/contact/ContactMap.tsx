import { Button, IconTile } from '@company/ui';
import { ExternalLink, MapPin } from 'lucide-react';
import { contactMap, postalAddressLines } from '../../data/contact';
import * as styles from './ContactMap.css';

/**
 * Where the office is, without contacting a map host: a drawn placeholder, the address and a link
 * that opens the location on OpenStreetMap. Nothing is requested from a third party on page load.
 */
export function ContactMap() {
  return (
    <div className={styles.map}>
      <MapArt />
      <div className={styles.card}>
        <div className={styles.place}>
          <IconTile icon={<MapPin />} />
          <address className={styles.address}>
            {postalAddressLines.map((line, index) => (
              // A fixed list for one render: a line's position is its identity.
              <span key={index}>
                {index > 0 ? <br /> : null}
                {line}
              </span>
            ))}
          </address>
        </div>
        <p className={styles.note}>{contactMap.placeholderText}</p>
        <Button asChild variant="primary" icon={<ExternalLink />}>
          <a href={contactMap.openHref} target="_blank" rel="noopener noreferrer">
            {contactMap.openLabel}
            <span className={styles.visuallyHidden}>{` ${contactMap.newTabNote}`}</span>
          </a>
        </Button>
      </div>
    </div>
  );
}

/** A stylised town by the sea (Toamasina is on the east coast): streets, blocks and a pin. */
function MapArt() {
  return (
    <svg
      className={styles.art}
      viewBox="0 0 800 400"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="800" height="400" fill="#e8eef3" />
      <path d="M640 0h160v400H600q40-60 20-130t30-140q20-60-10-130z" fill="#bfdbfe" />
      <path d="M640 0q30 70 10 130t-30 140q20 70-20 130" fill="none" stroke="#f5e7c6" strokeWidth="14" />
      <g fill="#dfe7d8">
        <rect x="60" y="40" width="120" height="80" rx="6" />
        <rect x="420" y="260" width="130" height="90" rx="6" />
      </g>
      <g fill="#d8e0e8">
        <rect x="230" y="40" width="150" height="80" rx="6" />
        <rect x="60" y="170" width="120" height="120" rx="6" />
        <rect x="230" y="260" width="150" height="90" rx="6" />
        <rect x="420" y="40" width="130" height="80" rx="6" />
      </g>
      <g fill="none" stroke="#ffffff" strokeLinecap="round">
        <path d="M0 145h620M0 225h600M205 0v400M400 0v400" strokeWidth="18" />
        <path d="M0 320h590M580 0q-20 200 0 400M30 0l160 400" strokeWidth="10" />
      </g>
      <g transform="translate(460 110)">
        <ellipse cx="0" cy="40" rx="22" ry="7" fill="#0f172a" opacity="0.15" />
        <path d="M0 38C-18 14-26 2-26-12a26 26 0 0 1 52 0C26 2 18 14 0 38z" fill="#1d4ed8" />
        <circle cx="0" cy="-12" r="10" fill="#ffffff" />
      </g>
    </svg>
  );
}
