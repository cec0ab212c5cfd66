/**
 * The lazy strings of one island kind in one language, as a static JSON file (src/i18n/lazyMessages.ts; the
 * Loo trick trainer's, which name sources from the content collection, from components/loo/trainerMessages.ts).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { LAZY_MESSAGES } from '~/i18n/lazyMessages.ts';
import { LOO_TRAINER_KEYS, looTrainerMessages } from '~/components/loo/trainerMessages.ts';

export const getStaticPaths: GetStaticPaths = () => [...Object.keys(LAZY_MESSAGES), ...LOO_TRAINER_KEYS.keys()].map((key) => ({ params: { key } }));

export const GET: APIRoute = async ({ params }) => {
  const lang = LOO_TRAINER_KEYS.get(params.key!);
  const messages = lang ? await looTrainerMessages(lang) : LAZY_MESSAGES[params.key!]!();
  return new Response(JSON.stringify(messages), { headers: { 'content-type': 'application/json' } });
};
