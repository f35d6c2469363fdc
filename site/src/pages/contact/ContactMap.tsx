import { Button, IconTile, VisuallyHidden } from '@company/ui';
import { ExternalLink, Map as MapIcon, MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { mapOrigin } from '../../config/map';
import { site } from '../../config/site';
import { contactMap, postalAddressLines } from '../../data/contact';
import { useCookiePreferences } from '../../stores/consentStore';
import * as styles from './ContactMap.css';

/** Half the height and width, in degrees, of the area the embedded map shows around the office. */
const latitudeSpan = 0.004;
const longitudeSpan = 0.008;

/** Address of the OpenStreetMap embed centred on `geo`, with a marker on it. */
export function openStreetMapEmbedUrl({ latitude, longitude }: { latitude: number; longitude: number }): string {
  const bbox = [longitude - longitudeSpan, latitude - latitudeSpan, longitude + longitudeSpan, latitude + latitudeSpan]
    .map((value) => value.toFixed(4))
    .join(',');
  return `${mapOrigin}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
}

const embedUrl = openStreetMapEmbedUrl(site.geo);

/**
 * Where the office is. The map comes from OpenStreetMap, which sees the visitor's address when it
 * loads, so it loads only when asked (« Afficher la carte ») or when the functional cookies are
 * accepted; until then a drawn placeholder holds its place at the same size. The consent is read
 * after mount, so the prerendered page never holds the map.
 */
export function ContactMap() {
  const functionalAccepted = useCookiePreferences().functional;
  const [requested, setRequested] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const showMap = requested || functionalAccepted;

  // The button that was pressed is gone: the map takes the focus, so keyboard users keep their place.
  useEffect(() => {
    if (requested) frameRef.current?.focus();
  }, [requested]);

  return (
    <div className={styles.root}>
      <div className={styles.map}>
        {showMap ? (
          <iframe
            ref={frameRef}
            className={styles.frame}
            src={embedUrl}
            title={contactMap.iframeTitle}
            width={800}
            height={400}
            loading="lazy"
          />
        ) : (
          <>
            <MapArt />
            <div className={styles.card}>
              <p className={styles.note}>{contactMap.notice}</p>
              <Button variant="primary" icon={<MapIcon />} onClick={() => setRequested(true)}>
                {contactMap.loadLabel}
              </Button>
            </div>
          </>
        )}
      </div>
      <div className={styles.details}>
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
        <Button asChild variant="outline" icon={<ExternalLink />}>
          <a href={contactMap.openHref} target="_blank" rel="noopener noreferrer">
            {contactMap.openLabel}
            <VisuallyHidden>{` ${contactMap.newTabNote}`}</VisuallyHidden>
          </a>
        </Button>
      </div>
    </div>
  );
}

/** A stylised town by the sea (Toamasina is on the east coast): streets, blocks and a pin. Colours: `ContactMap.css.ts`. */
function MapArt() {
  return (
    <svg
      className={styles.art}
      viewBox="0 0 800 400"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect className={styles.land} width="800" height="400" />
      <path className={styles.sea} d="M640 0h160v400H600q40-60 20-130t30-140q20-60-10-130z" />
      <path className={styles.beach} d="M640 0q30 70 10 130t-30 140q20 70-20 130" fill="none" strokeWidth="14" />
      <g className={styles.park}>
        <rect x="60" y="40" width="120" height="80" rx="6" />
        <rect x="420" y="260" width="130" height="90" rx="6" />
      </g>
      <g className={styles.block}>
        <rect x="230" y="40" width="150" height="80" rx="6" />
        <rect x="60" y="170" width="120" height="120" rx="6" />
        <rect x="230" y="260" width="150" height="90" rx="6" />
        <rect x="420" y="40" width="130" height="80" rx="6" />
      </g>
      <g className={styles.street} fill="none" strokeLinecap="round">
        <path d="M0 145h620M0 225h600M205 0v400M400 0v400" strokeWidth="18" />
        <path d="M0 320h590M580 0q-20 200 0 400M30 0l160 400" strokeWidth="10" />
      </g>
      <g transform="translate(460 110)">
        <ellipse className={styles.pinShadow} cx="0" cy="40" rx="22" ry="7" />
        <path className={styles.pin} d="M0 38C-18 14-26 2-26-12a26 26 0 0 1 52 0C26 2 18 14 0 38z" />
        <circle className={styles.pinDot} cx="0" cy="-12" r="10" />
      </g>
    </svg>
  );
}
