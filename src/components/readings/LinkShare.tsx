import type { TFunction } from 'i18next';

/**
 * A comparison's link, under its settings (Laugh and Lie Down's and Loo's): "Copy a link to this comparison" with
 * its status (drawn by the server too, so that the widget keeps its size as it wakes: a press before then is made
 * once it is awake, src/directives/interact.ts), and, while `problem` holds the address keys of a link's parts that could not be used (until
 * the reader changes something), the note that they were left at their defaults, naming each by its field
 * (`<keys>.linkFields.<key>`; a French reader's mistyped reading name was replaced with no word of which). `keys`: the widget's message prefix
 * ('readings.compare' or 'loo.compare'), whose copyLink, copied, linkPartly and linkFields it reads; `cls`: its class and data
 * prefix ('cmp', 'lcmp'). `pastEnd`: the step a link asked for, past the comparison's last (`total`), which is shown
 * instead: said (`<keys>.linkPastEnd`), as the reader would otherwise take the last step for the one shared.
 * `shown`: for an address key, the value now used in its place ("rule set B (now Five-card Pam-Loo)",
 * `<keys>.linkFieldNow`): a reader of "reset to the default: rule set B" could not tell which default that was.
 */
export function LinkShare({ t, keys, cls, copied, copy, problem, shown = {}, pastEnd = null }: { t: TFunction; keys: string; cls: 'cmp' | 'lcmp'; copied: boolean; copy: () => void; problem: readonly string[]; shown?: Readonly<Record<string, string>>; pastEnd?: { step: number; total: number } | null }) {
  return (
    <>
      <p class={`${cls}__share`}>
        <button type="button" data-action={`${cls}-copy-link`} onClick={copy}>{t(`${keys}.copyLink`)}</button>{' '}
        <span role="status" {...{ [`data-${cls}-copied`]: copied ? 'true' : undefined }}>{copied ? t(`${keys}.copied`) : ''}</span>
      </p>
      {problem.length > 0 && <p class={`${cls}__problem`} role="alert" {...{ [`data-${cls}-link-partly`]: '' }}>{t(`${keys}.linkPartly`, { settings: [...new Set(problem.map((k) => {
        const field = String(t(`${keys}.linkFields.${k}`));
        return shown[k] === undefined ? field : String(t(`${keys}.linkFieldNow`, { field, value: shown[k] }));
      }))] })}</p>}
      {pastEnd && <p class={`${cls}__problem`} role="alert" {...{ [`data-${cls}-link-past-end`]: '' }}>{t(`${keys}.linkPastEnd`, { step: pastEnd.step, count: pastEnd.total })}</p>}
    </>
  );
}
