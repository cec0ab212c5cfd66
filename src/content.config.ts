import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
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
    kind: z.enum(['home', 'overview', 'learn', 'rules', 'examples', 'readings', 'play', 'strategy', 'history', 'glossary', 'sources', 'reference']),
    /** Ids of the sources (collection `sources`) the page rests on, listed at its foot. */
    sources: z.array(z.string()).optional(),
  }),
});

/** Text in each of the site's languages. */
const text4 = z.object({ en: z.string(), de: z.string(), fr: z.string(), ru: z.string() });

/**
 * Every source the site cites (`src/content/sources.json`): ids are the research files' keys in lower case
 * (`pc`, `dc`, `pagat`, …). The sources page lists them all; `<Cite ids="pc dc" />` links to them.
 */
const sources = defineCollection({
  loader: file('src/content/sources.json'),
  schema: z.object({
    /** How a reader would cite it: author, title (as published, in its own language). */
    title: z.string(),
    /** The title in another language, only for the site's own unpublished summaries, whose title describes them. */
    titles: text4.partial().optional(),
    /** How it is cited in running text, where its title's first part would not tell it from another work (ref/shortTitle.ts `ownShort`). */
    short: text4.partial().optional(),
    /** Year or date of the source, as precise as known ("1522", "c.1665", "2024-12-18"). */
    date: z.string().optional(),
    url: z.url().optional(),
    /**
     * What kind of source it is: `book` a published book cited without a scan; `scan` a printed work read in
     * a scan or transcription of the original (Google Books, Project Gutenberg, Wikisource, EEBO…); `scholarly`
     * a web page by a named researcher that cites its own sources; `summary` a modern rules summary the site
     * follows (unpublished); `other` any other web page (blogs, unsigned rule sites, encyclopedias, code).
     */
    kind: z.enum(['book', 'scan', 'scholarly', 'summary', 'other']),
    /** How the site read it and what is not yet checked (the copy read, an edition not identified), in each language. */
    note: text4.optional(),
    /** False for a work the site never saw and knows only through the sources that cite it (its `note` says which): a page's source line says so. */
    consulted: z.boolean().optional(),
    /** For a rules summary: the published works (ids) that state the same rules, cited beside it. */
    alongside: z.array(z.string()).optional(),
    /** The source's sections as the site's rule citations name them (key), in each language. */
    sections: z.record(z.string(), text4).optional(),
    /** Which game it concerns. */
    games: z.array(z.enum(['laugh-and-lie-down', 'loo'])),
    /** What the site uses it for, in each language. */
    usedFor: text4,
  }),
});

/**
 * The glossary (`src/content/glossary.json`): every term of both games with its names in the four
 * languages, a one-sentence gloss (the tooltip of `<Term>`) and a definition, and where the rules use it.
 */
const glossary = defineCollection({
  loader: file('src/content/glossary.json'),
  schema: z.object({
    game: z.enum(['laugh-and-lie-down', 'loo', 'both']),
    names: text4,
    gloss: text4,
    definition: text4,
    /**
     * Other names the site's pages use for the term in a language (German „Fang“ beside „holen“): shown in the entry
     * and listed in the glossary's order as cross-references to it (a German newcomer looked „Fang“ up in vain).
     */
    also: z.object({ en: z.array(z.string()), de: z.array(z.string()), fr: z.array(z.string()), ru: z.array(z.string()) }).partial().optional(),
    /** Pages (and anchors) of the rules that use the term, without the locale: `laugh-and-lie-down/rules/#captures`. */
    see: z.array(z.string()),
  }),
});

export const collections = { pages, sources, glossary };
