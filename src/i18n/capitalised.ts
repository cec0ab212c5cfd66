/**
 * `s` with its first letter in upper case, as `lang` writes it (the runtime's default when none is given): a
 * phrase written for the middle of a sentence made a label, or the start of a sentence. The one place every
 * widget capitalises a translated phrase.
 */
export function capitalised(s: string, lang?: string): string {
  return s.charAt(0).toLocaleUpperCase(lang) + s.slice(1);
}

/** `s` with its first letter in lower case, as `lang` writes it: a phrase that opens with a capital (a German command) set inside a sentence. */
export function uncapitalised(s: string, lang?: string): string {
  return s.charAt(0).toLocaleLowerCase(lang) + s.slice(1);
}
