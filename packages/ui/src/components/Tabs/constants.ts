// Plain values of the Tabs API: a server component can read them, whereas every export of
// Tabs.tsx, a client module, reaches the server only as a client reference.
/** The `orientation` values of `Tabs`. */
export const tabsOrientations = ['horizontal', 'vertical'] as const;

/** The `activationMode` values of `Tabs`. */
export const tabsActivationModes = ['automatic', 'manual'] as const;
