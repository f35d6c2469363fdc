import { Button, ConsentEmbed, VisuallyHidden } from '@company/ui';
import { palette, vars } from '@company/ui/theme';
import { ExternalLink, Map as MapIcon, MapPin } from 'lucide-react';
import { useState } from 'react';
import { mapOrigin } from '../../config/map';
import { site } from '../../config/site';
import { contactMap, postalAddressLines } from '../../data/contact';
import { scriptControls } from '../../layout/noScript';
import { useCookiePreferences } from '../../stores/consentStore';

/** Half the height and width, in degrees, of the area the embedded map shows: the town. */
const latitudeSpan = 0.02;
const longitudeSpan = 0.03;

/**
 * Address of the OpenStreetMap embed of the town around `area`, without a marker: the office's
 * own position is not known, and a pin would claim one.
 */
export function openStreetMapEmbedUrl({ latitude, longitude }: { latitude: number; longitude: number }): string {
  const bbox = [longitude - longitudeSpan, latitude - latitudeSpan, longitude + longitudeSpan, latitude + latitudeSpan]
    .map((value) => value.toFixed(2))
    .join(',');
  return `${mapOrigin}/export/embed.html?bbox=${bbox}&layer=mapnik`;
}

const embedUrl = openStreetMapEmbedUrl(site.mapArea);

/**
 * The town where the office is. The map comes from OpenStreetMap, which sees the visitor's address when it
 * loads, so it loads only when asked (« Afficher la carte ») or when the functional cookies are
 * accepted; until then a drawn placeholder holds its place at the same size. The consent is read
 * after mount, so the prerendered page never holds the map.
 */
export function ContactMap() {
  const functionalAccepted = useCookiePreferences().functional;
  const [requested, setRequested] = useState(false);

  return (
    // Without JavaScript, « Afficher la carte » is not shown: the link opens the map on its own site.
    <ConsentEmbed
      {...scriptControls}
      loaded={requested || functionalAccepted}
      onLoadedChange={setRequested}
      description={contactMap.notice}
      loadLabel={contactMap.loadLabel}
      loadIcon={<MapIcon />}
      preview={<MapArt />}
      captionIcon={<MapPin />}
      caption={
        <address>
          {postalAddressLines.map((line, index) => (
            // A fixed list for one render: a line's position is its identity.
            <span key={index}>
              {index > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </address>
      }
      sourceAction={
        <Button asChild variant="outline" icon={<ExternalLink />}>
          <a href={contactMap.openHref} target="_blank" rel="noopener noreferrer">
            {contactMap.openLabel}
            <VisuallyHidden>{` ${contactMap.newTabNote}`}</VisuallyHidden>
          </a>
        </Button>
      }
    >
      <iframe src={embedUrl} title={contactMap.iframeTitle} width={800} height={400} loading="lazy" />
    </ConsentEmbed>
  );
}

/*
 * The colours of the drawing. Land, streets and the pin follow the theme's roles, so an app that
 * rethemes `--cui-*` keeps a matching pin; the sea, beach, parks and blocks take fixed steps of the
 * brand palette, light enough for the card on top to stay the focus. Inline, as this one drawing
 * is their only use.
 */
const land = { fill: vars.color.backgroundMuted };
const street = { stroke: vars.color.surface };
const pin = { fill: vars.color.primary };
const pinDot = { fill: vars.color.surface };
const pinShadow = { fill: vars.color.text, opacity: 0.15 };

/** A stylised town by the sea (Toamasina is on the east coast): streets, blocks and a pin. */
function MapArt() {
  return (
    <svg viewBox="0 0 800 400" preserveAspectRatio="xMidYMid slice" focusable="false">
      <rect style={land} width="800" height="400" />
      <path fill={palette.lagoon[6]} d="M640 0h160v400H600q40-60 20-130t30-140q20-60-10-130z" />
      <path stroke={palette.vanilla[4]} d="M640 0q30 70 10 130t-30 140q20 70-20 130" fill="none" strokeWidth="14" />
      <g fill={palette.green[3]}>
        <rect x="60" y="40" width="120" height="80" rx="6" />
        <rect x="420" y="260" width="130" height="90" rx="6" />
      </g>
      <g fill={palette.neutral[5]}>
        <rect x="230" y="40" width="150" height="80" rx="6" />
        <rect x="60" y="170" width="120" height="120" rx="6" />
        <rect x="230" y="260" width="150" height="90" rx="6" />
        <rect x="420" y="40" width="130" height="80" rx="6" />
      </g>
      <g style={street} fill="none" strokeLinecap="round">
        <path d="M0 145h620M0 225h600M205 0v400M400 0v400" strokeWidth="18" />
        <path d="M0 320h590M580 0q-20 200 0 400M30 0l160 400" strokeWidth="10" />
      </g>
      <g transform="translate(460 110)">
        <ellipse style={pinShadow} cx="0" cy="40" rx="22" ry="7" />
        <path style={pin} d="M0 38C-18 14-26 2-26-12a26 26 0 0 1 52 0C26 2 18 14 0 38z" />
        <circle style={pinDot} cx="0" cy="-12" r="10" />
      </g>
    </svg>
  );
}
