/**
 * Strings shared by several islands of one page, sent once. An island's props are inlined in the page
 * for each island, so five replays carrying the same narration strings would carry them five times (and
 * out of gzip's reach). Instead the page carries them once, in a JSON script (`<SharedMessages>`), and
 * the islands read them there; on the server, where there is no page yet, from the value the wrapper
 * provided.
 */
const provided = new Map<string, object>();

/** Server side: the strings an island of kind `key` (e.g. `replay-de`) will read. */
export function provideMessages(key: string, messages: object): void {
  provided.set(key, messages);
}

/** The id of the JSON script that carries `key`'s strings in the page. */
export const sharedId = (key: string): string => `wb-messages-${key}`;

/** The strings of `key`: from the page's JSON script in the browser, from the provided value on the server. */
export function sharedMessages(key: string): object {
  if (typeof document !== 'undefined') {
    const el = document.getElementById(sharedId(key));
    if (el?.textContent) return JSON.parse(el.textContent) as object;
  }
  const m = provided.get(key);
  if (!m) throw new Error(`shared messages "${key}" were not provided`);
  return m;
}
