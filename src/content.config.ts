import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Every page of the site: `src/content/pages/<locale>/<slug>.mdx`, with the same
 * file names in each of en, de, fr and ru.
 */
const pages = defineCollection({
  loader: glob({ pattern: '**/*.{md,mdx}', base: './src/content/pages' }),
  schema: z.object({
    /** Page title, shown in the tab and as the h1. */
    title: z.string(),
    /** One or two sentences for search results and the meta description. */
    description: z.string(),
    /** Which game the page is about, for navigation and search filters. */
    game: z.enum(['laugh-and-lie-down', 'loo']).optional(),
    /** The kind of page, for navigation and search filters. */
    kind: z.enum(['home', 'overview', 'rules', 'examples', 'readings', 'play', 'history', 'glossary', 'sources']),
  }),
});

export const collections = { pages };
