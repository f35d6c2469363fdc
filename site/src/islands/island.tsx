import type { ComponentType } from 'react';
import { SiteLocale } from '../components/SiteLocale';

/**
 * An island of a static page: its own React root, so it brings its own providers (the French
 * texts and Madagascar's time zone). Each island lives in a module of its own, so a page loads the
 * code of the islands it shows and no other.
 */
export function island<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    return (
      <SiteLocale>
        <Component {...props} />
      </SiteLocale>
    );
  }
  Island.displayName = `Island(${Component.displayName ?? Component.name})`;
  return Island;
}
