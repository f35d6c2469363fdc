export { ChatPanel, chatStatuses } from './ChatPanel';
export type { ChatMessage, ChatPanelProps, ChatStatus } from './ChatPanel';
