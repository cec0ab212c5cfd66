/**
 * A source's date (sources.json `date`: "1674", "c.1665", "2010-09", "1996-08-22", "1875–1889") as a reader
 * of `lang` writes it: a day or a month is spelt out ("22. August 1996", « 22 août 1996 », «22 августа
 * 1996 г.»), not left in ISO form (a German editor); years and ranges are kept as they are.
 */
export function sourceDate(date: string, lang: string): string {
  const locale = lang === 'en' ? 'en-GB' : lang;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (day) return longDate(Date.UTC(+day[1]!, +day[2]! - 1, +day[3]!), locale);
  const month = /^(\d{4})-(\d{2})$/.exec(date);
  if (month) return unbroken(new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(+month[1]!, +month[2]! - 1, 1)));
  return date;
}

/**
 * A day written out in `locale` ("22 August 1996", «22 августа 1996 г.»; `time` in ms since 1970, UTC), kept on
 * one line: Intl writes plain spaces, and a Russian editor found «1996» / «г.» apart at a line's end.
 */
export function longDate(time: number, locale: string): string {
  return unbroken(new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(time));
}

/** Spaces made no-break (a date is short enough to keep whole). */
function unbroken(s: string): string {
  return s.replace(/ /g, '\u00a0');
}
