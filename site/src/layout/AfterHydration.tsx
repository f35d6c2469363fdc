import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { yieldToMain } from '../boot/yieldToMain';
import { openChatEvent } from '../features/chat/events';
import type { ChatWidgetProps } from '../features/chat/ChatWidget';

interface Deferred {
  ChatWidget: ComponentType<ChatWidgetProps>;
  ConsentFeatures: ComponentType;
}

/**
 * The chat widget, the cookie banner and consent-bound analytics. None of them is needed to hydrate
 * the page, so their code is fetched once it has: the first load carries only what the page shows.
 * (The banner's markup is in the prerendered HTML, outside the app's root; its code takes it over.) A request to open the chat made meanwhile
 * (the support page's « start chat ») is kept and honoured when the widget arrives. Each renders
 * as a transition, in slices that leave the main thread free for the visitor's input.
 */
export function AfterHydration() {
  const [loaded, setLoaded] = useState<Partial<Deferred>>({});
  const [chatRequested, setChatRequested] = useState(false);

  useEffect(() => {
    let active = true;
    // Plain imports, not React.lazy: a Suspense reveal waits on a timer, which tests may pause.
    // Without its code (a lost connection), the page simply goes without the feature.
    const unavailable = (feature: string) => () => console.warn(`[site] The ${feature} could not be loaded.`);
    // Each import starts in a task of its own: asking for a chunk and its dependencies has a cost,
    // and the hydrated page's other effects run first.
    void yieldToMain()
      .then(() => import('../features/consent/ConsentFeatures'))
      .then(({ ConsentFeatures }) => {
        if (active) startTransition(() => setLoaded((current) => ({ ...current, ConsentFeatures })));
      }, unavailable('cookie banner'));
    void yieldToMain()
      .then(yieldToMain)
      .then(() => import('../features/chat/ChatWidget'))
      .then(({ ChatWidget }) => {
        if (active) startTransition(() => setLoaded((current) => ({ ...current, ChatWidget })));
      }, unavailable('chat widget'));
    const keepRequest = () => setChatRequested(true);
    window.addEventListener(openChatEvent, keepRequest);
    return () => {
      active = false;
      window.removeEventListener(openChatEvent, keepRequest);
    };
  }, []);

  const { ChatWidget, ConsentFeatures } = loaded;
  return (
    <>
      {ChatWidget ? <ChatWidget openOnMount={chatRequested} /> : null}
      {ConsentFeatures ? <ConsentFeatures /> : null}
    </>
  );
}
