// Plain values of the ChatPanel API: a server component can read them, whereas every export of
// ChatPanel.tsx, a client module, reaches the server only as a client reference.
/** The `status` values of `ChatPanel`: the connection it reports. */
export const chatStatuses = ['online', 'demo', 'offline'] as const;
