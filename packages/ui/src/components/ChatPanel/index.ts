export { ChatPanel } from './ChatPanel';
export { chatStatuses } from './constants';
export type { ChatMessage, ChatPanelProps, ChatStatus } from './ChatPanel';
