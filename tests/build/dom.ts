/**
 * Parsed built pages for the checks in tests/build: happy-dom's DOMParser with scripts, style sheets and
 * frames off, so a page is read as the server sends it (what a reader without JavaScript, or a crawler,
 * gets). Each file is parsed once per test file.
 */
import { readFileSync } from 'node:fs';
import { afterAll } from 'vitest';
import { Window } from 'happy-dom';

const window = new Window({
  settings: {
    disableJavaScriptEvaluation: true,
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
    disableIframePageLoading: true,
  },
});
afterAll(async () => {
  await window.happyDOM.close();
});

const docs = new Map<string, Document>();

/** The parsed DOM of a built file (cached). */
export function dom(file: string): Document {
  let doc = docs.get(file);
  if (!doc) {
    doc = new window.DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/html') as unknown as Document;
    docs.set(file, doc);
  }
  return doc;
}

/** The site's four locales (written out here, not taken from the site's code, so that a lost locale fails). */
export const LOCALES = ['en', 'de', 'fr', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
