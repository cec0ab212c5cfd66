/**
 * Evidence tags shared by both games' rule options (lld/options.ts `Citation`, loo/options.ts
 * `LooCitation`): `stated` — the cited source states the rule; `assumed` — the rule text the site follows
 * is silent and the cited source's rule is taken; `editor` — no source decides it and the site chose.
 */
export type Evidence = 'stated' | 'assumed' | 'editor';
