import type { ReactNode } from 'react';

/** One rendered example of a do or a don't, with the sentence that says why. */
export interface GuidelineExample {
  /** The example itself, rendered with the package's components and French content. */
  example: ReactNode;
  /** Why this is right (a do) or wrong (a don't), in one sentence. */
  caption: string;
}

/** One named part of a component, in reading order. */
export interface AnatomyPart {
  /** The part's name, as designers and the props call it (« Label », « Icon », « Helper text »). */
  part: string;
  /** What it is for and when it shows. */
  description: string;
  /**
   * Where the part is in the page's main example, or in `story`: a CSS selector matched inside the
   * example's rendered root (and in the rest of its document, for parts portalled out of it such as
   * a menu), by role, attribute or element, never by a generated class. The docs page numbers the
   * part there; every listed part has one, so a part no example shows belongs in `story`'s example
   * or in another part's description.
   */
  selector: string;
  /**
   * The export name of the story that shows the part, when the main example does not (`'WithIcon'`,
   * `'Loading'`, an open state): the page draws that story under the main one, with the part
   * numbered there.
   */
  story?: string;
  /**
   * Where the leader line ends on the element: at its start edge (by default), or at its bottom end
   * corner, for what the browser draws there (a text area's resize handle).
   */
  at?: 'bottom-end';
}

/** One row of a component's keyboard table. */
export interface KeyboardInteraction {
  /** The keys, as written on a keyboard: « Enter », « Space », « Tab », « Shift + Tab », « ↓ ». */
  keys: string;
  /** What they do, from where (« On the trigger: opens the menu and focuses its first item »). */
  action: string;
}

/**
 * What a designer needs on a component's docs page beyond its props: set as
 * `parameters.docs.guidelines` on the story file's meta and rendered by the shared docs page.
 */
export interface ComponentGuidelines {
  /** What the component is for and when to reach for it, in one or two sentences. */
  purpose: string;
  /** When another component is the better choice: « Use Alert for a message that… ». */
  alternatives?: readonly string[];
  /** The named parts, in reading order. */
  anatomy: readonly AnatomyPart[];
  /** Rendered examples of correct use. */
  dos: readonly GuidelineExample[];
  /** Rendered examples of misuse. */
  donts: readonly GuidelineExample[];
  /** Rules for the French copy inside the component (case, length, typography, tone). */
  content: readonly string[];
  /**
   * The keyboard interactions, following the WAI-ARIA Authoring Practices pattern the component
   * implements; omitted for a component that takes no focus of its own.
   */
  keyboard?: readonly KeyboardInteraction[];
  /**
   * What assistive technologies get and what the designer must provide: roles, the accessible name
   * and where it comes from, announcements, focus management, contrast or motion notes.
   */
  accessibility?: readonly string[];
}

/** Keeps a story file's guidelines typed where `parameters` is not. */
export const guidelines = (value: ComponentGuidelines): ComponentGuidelines => value;
