import type { ClientDirective } from 'astro';

/**
 * `client:stored="key1,key2"`: an island that only a returning visitor with something stored needs
 * (the signed-in header): it hydrates at once when one of the `localStorage` keys is set, and a
 * visitor with none of them runs none of its code. Storage the browser refuses counts as empty.
 */
const stored: ClientDirective = (load, options) => {
  const keys = String(options.value).split(',');
  let found = false;
  try {
    found = keys.some((key) => window.localStorage.getItem(key.trim()) !== null);
  } catch {
    found = false;
  }
  if (found) void load().then((hydrate) => hydrate());
};

export default stored;
