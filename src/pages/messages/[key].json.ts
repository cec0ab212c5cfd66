/** The lazy strings of one island kind in one language, as a static JSON file (src/i18n/lazyMessages.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { LAZY_MESSAGES } from '~/i18n/lazyMessages.ts';

export const getStaticPaths: GetStaticPaths = () => Object.keys(LAZY_MESSAGES).map((key) => ({ params: { key } }));

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(LAZY_MESSAGES[params.key!]!()), { headers: { 'content-type': 'application/json' } });
