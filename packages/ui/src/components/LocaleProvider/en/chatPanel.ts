import type { Messages } from '../messages';

export const chatPanel: Messages['chatPanel'] = {
  title: 'Assistant',
  openLabel: 'Open the assistant',
  closeLabel: 'Close the assistant',
  placeholder: 'Write your message…',
  inputLabel: 'Your message',
  sendLabel: 'Send',
  typingLabel: 'The assistant is typing…',
  statusLabels: {
    online: 'Assistant connected',
    demo: 'Demo mode: prepared replies',
    offline: 'Assistant unavailable',
  },
  logLabel: 'Conversation',
  userLabel: 'You',
  assistantLabel: 'Assistant',
  welcomeMessage: 'Hello! I’m your assistant. How can I help you?',
};
