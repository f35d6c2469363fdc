import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './CodeBlock.css';

export interface CodeBlockProps extends Omit<ComponentProps<'figure'>, 'children'> {
  /** The code as it is typed or received: its line breaks and indentation are kept. */
  code: string;
  /** What the code is, shown above it, such as « Requête authentifiée (cURL) ». */
  caption?: ReactNode;
  /**
   * Language of the code, such as `bash` or `json`, set as `data-language` on the `<code>` for a
   * highlighter of your own: the block itself colours nothing.
   */
  language?: string;
}

/**
 * A few lines of code, a command or a message to copy, in the monospace face on a muted ground,
 * with an optional caption above. Long lines wrap instead of scrolling sideways, so every character
 * stays in view on a phone and nothing needs to be scrolled with the keyboard. Browsers do not
 * translate it. A server component.
 */
export function CodeBlock({ code, caption, language, className, ...rest }: CodeBlockProps) {
  return (
    <figure className={cx(styles.figure, className)} {...rest}>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      <pre className={styles.pre}>
        <code className={styles.code} data-language={language} translate="no">
          {code}
        </code>
      </pre>
    </figure>
  );
}
