// Plain values of the ChatPanel API: a server component can read them, whereas every export of
// ChatPanel.tsx, a client module, reaches the server only as a client reference.
export const chatStatuses = ['configured', 'demo', 'error'] as const;
