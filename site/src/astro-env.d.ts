/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Loads and hydrates the island on the visitor's first touch, focus or click, which it replays;
     * with `"visible"`, also when it scrolls into view.
     */
    'client:interaction'?: boolean | 'visible';
    /** Hydrates the island at once when one of these comma-separated `localStorage` keys is set, else never. */
    'client:stored'?: string;
  }
}

export {};
