import { ChatWidget } from '../features/chat/ChatWidget';
import { island } from './island';

/** The chat assistant on every page: its launcher is in the HTML, its code loads on the first touch. */
export const ChatIsland = island(ChatWidget);
