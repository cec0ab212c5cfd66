/**
 * The Loo trick trainer's strings in one language (LooTrainer.astro), with the titles of the sources its rule
 * sets cite read from the content collection (trainerStrings.ts builds them). Fetched on first use
 * (SharedMessages `lazy`, served as /messages/lootrainer-<lang>.json by src/pages/messages/[key].json.ts):
 * about 7 KB of gzipped strings that the play page and the rules pages would otherwise carry for every reader.
 */
import { getCollection } from 'astro:content';
import { LOCALES, type Locale } from '~/i18n/locales.ts';
import { looTrainerStrings } from './trainerStrings.ts';

/** The lazy key of the trainer's strings in `lang`. */
export const looTrainerKey = (lang: Locale): string => `lootrainer-${lang}`;

/** Every language's key with its language (the endpoint's static paths). */
export const LOO_TRAINER_KEYS: ReadonlyMap<string, Locale> = new Map(LOCALES.map((l) => [looTrainerKey(l), l]));

/** The trainer's strings in `lang`: seats, cards, its parts of m.loo, and the sources its rule sets cite. */
export async function looTrainerMessages(lang: Locale): Promise<object> {
  // looTrainerStrings keeps the sources the rule sets cite.
  const sources = await getCollection('sources');
  return looTrainerStrings(lang, sources.map((e) => ({ ...e.data, id: e.id })));
}
