import * as styles from './shell.css';

const targets = [
  { href: '#main-content', label: 'Aller au contenu principal' },
  { href: '#navigation', label: 'Aller à la navigation' },
  { href: '#footer', label: 'Aller au pied de page' },
] as const;

/** First focusable elements of every page; each jumps to one landmark of the shell. */
export function SkipLinks() {
  return (
    <div className={styles.skipLinks}>
      {targets.map(({ href, label }) => (
        <a key={href} href={href} className={styles.skipLink}>
          {label}
        </a>
      ))}
    </div>
  );
}
