/** The site's own client directive (src/directives/interact.ts), known to TypeScript in .astro files. */
declare module 'astro' {
  interface AstroClientDirectives {
    'client:interact'?: boolean;
  }
}
export {};
