import { ChatPanel } from '@company/ui';
import { useEffect, useRef } from 'react';
import { useStore, type StoreApi } from 'zustand';
import { chatSetupHint, isChatConfigured } from '../../config/chat';
import { site } from '../../config/site';
import { chatStatusBeforeAnswer } from '@company/contract/chatReplies';
import { chatStore, welcomeText, type ChatState } from './chatStore';
import { openChatEvent } from './events';

const welcomeMessage = welcomeText(isChatConfigured());

// Visitors read the status under the title, in their words; the setting behind demo mode is for
// whoever runs the dev server, and the production build holds no trace of it.
if (import.meta.env.DEV && import.meta.env.MODE !== 'test') {
  const hint = chatSetupHint();
  if (hint) console.info(`[chat] ${hint}`);
}

export interface ChatWidgetProps {
  /** Store of the conversation; the shared one by default. */
  store?: StoreApi<ChatState>;
  /** Opens the panel, focus in its field, on mount: a request made before the widget had loaded. */
  openOnMount?: boolean;
}

/**
 * The floating chat assistant, on every page: its launcher is in the HTML and its code loads on
 * the first touch (the page's island). It starts closed; the conversation only begins in the
 * browser, and carries over to the visit's next pages.
 */
export function ChatWidget({ store = chatStore, openOnMount = false }: ChatWidgetProps) {
  const open = useStore(store, (state) => state.open);
  const messages = useStore(store, (state) => state.messages);
  const isLoading = useStore(store, (state) => state.isLoading);
  const status = useStore(store, (state) => state.status);
  const setOpen = useStore(store, (state) => state.setOpen);
  const send = useStore(store, (state) => state.send);

  const rootRef = useRef<HTMLElement>(null);
  const focusFieldOnOpen = useRef(false);

  // The conversation of the visit's earlier pages, once the server's markup is hydrated.
  useEffect(() => store.getState().restore(), [store]);

  // Another part of the page (the support page's « start chat ») can open the panel; the visitor
  // then lands in the message field, as with the launcher.
  useEffect(() => {
    const handleOpenRequest = () => {
      if (store.getState().open) {
        focusField(rootRef.current);
        return;
      }
      focusFieldOnOpen.current = true;
      store.getState().setOpen(true);
    };
    window.addEventListener(openChatEvent, handleOpenRequest);
    if (openOnMount) handleOpenRequest();
    return () => window.removeEventListener(openChatEvent, handleOpenRequest);
  }, [store, openOnMount]);

  useEffect(() => {
    if (!open || !focusFieldOnOpen.current) return;
    focusFieldOnOpen.current = false;
    focusField(rootRef.current);
  }, [open]);

  return (
    <ChatPanel
      ref={rootRef}
      title={`Assistant ${site.brand}`}
      open={open}
      onOpenChange={setOpen}
      messages={messages}
      isLoading={isLoading}
      // Until the first answer, the panel claims nothing it does not know: only that replies are
      // automatic, which holds for the model and the prepared replies alike.
      status={status === 'unknown' ? 'online' : status}
      statusLabels={status === 'unknown' ? { online: chatStatusBeforeAnswer } : undefined}
      welcomeMessage={welcomeMessage}
      onSend={(text) => void send(text)}
    />
  );
}

function focusField(root: HTMLElement | null) {
  root?.querySelector('textarea')?.focus();
}
