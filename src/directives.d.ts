/** The site's own client directive (src/directives/interact.ts), known to TypeScript in .astro files. */
declare module 'astro' {
  interface AstroClientDirectives {
    /** true, or the address parameters that make the island hydrate at once. */
    'client:interact'?: boolean | readonly string[];
  }
}
export {};
