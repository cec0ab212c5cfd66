/**
 * `s` with its first letter in upper case, as `lang` writes it (the runtime's default when none is given): a
 * phrase written for the middle of a sentence made a label, or the start of a sentence. The one place every
 * widget capitalises a translated phrase.
 */
export function capitalised(s: string, lang?: string): string {
  return s.charAt(0).toLocaleUpperCase(lang) + s.slice(1);
}
