// @vitest-environment happy-dom
/**
 * The analysis panel: with the Worker's driver run in-process (protocol.ts, the engine's own analysis),
 * the bars appear, the progress ends, the best choice and the cost of the reader's choice are stated in
 * words in each language with its plurals; "Stop" cancels; an error is worded, not thrown.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, waitFor } from '@testing-library/preact';
import { Analysis, targetFor, type WorkerLike } from '~/components/analysis/Analysis.tsx';
import { createDriver, type FromWorker, type ToWorker } from '~/components/analysis/protocol.ts';
import { createT } from '~/i18n/createT.ts';
import { alikeKey } from '~/engine/lld/moveKey.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { dealSeeded, formatPosition, formatMove, applyMove, randomMove, seededRng, turnMoves, ANALYSIS_LEVELS, type Move, loo } from '~/engine/index.ts';

/** The value of an engine Result, or a thrown error (a test's own setup must not fail). */
const must = <T,>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

/** A Worker stand-in: the real driver, its slices run as timers; the messages it was sent are kept. */
function fakeWorker(sent: ToWorker[]): () => WorkerLike {
  return () => {
    const w: WorkerLike = {
      onmessage: null,
      postMessage(m) {
        sent.push(m);
        handle(m);
      },
      terminate() {},
    };
    const handle = createDriver({ post: (m: FromWorker) => w.onmessage?.({ data: m } as MessageEvent<FromWorker>), later: (f) => setTimeout(f, 0) }, 5);
    return w;
  };
}

let mid = must(dealSeeded(42, { dealer: 0 }));
const rng = seededRng(42);
for (let i = 0; !(i >= 8 && mid.turn !== null && turnMoves(mid).length >= 3); i++) mid = must(applyMove(mid, randomMove(mid, rng)!.move)).position;
const choices = turnMoves(mid);

describe('<Analysis>', () => {
  for (const lang of ['en', 'ru'] as const) {
    it(`rates every choice with bars, finishes, and words the best and the reader's choice (${lang})`, async () => {
      const t = createT(lang, MESSAGES[lang]!);
      const sent: ToWorker[] = [];
      const mine = choices.at(-1)!.move;
      const { container } = render(
        <Analysis t={t} lang={lang} game="lld" position={formatPosition(mid)} player="Anna" levels={ANALYSIS_LEVELS} describe={(m: Move) => formatMove(m)} mine={mine} createWorker={fakeWorker(sent)} />,
      );
      expect(sent[0]).toMatchObject({ type: 'start', game: 'lld', level: 'random' });
      // A smaller target keeps the test short: restart at the plain level (1,000 rollouts per choice).
      fireEvent.change(container.querySelector('[data-analysis-level]')!, { target: { value: 'plain' } });
      await waitFor(() => expect(container.querySelector('[data-analysis="done"]')).not.toBeNull(), { timeout: 60_000 });
      // A row per choice, moves alike but for suits in one (suits never count, seed 001): each named in it.
      const rows = container.querySelectorAll('[data-analysis-bars] li');
      expect(rows.length).toBe(new Set(choices.map((c) => alikeKey(c.move))).size);
      for (const c of choices) expect(container.querySelector('[data-analysis-bars]')!.textContent).toContain(formatMove(c.move));
      // Here 3♣ is taken by the 3♦ or the 3♠, the J♠ by the J♦ or the J♥: two rows each stand for one more move.
      const alike = [...container.querySelectorAll('[data-alike]')].map((e) => Number(e.getAttribute('data-alike')));
      expect(alike.reduce((a, b) => a + b, 0)).toBe(choices.length - rows.length);
      expect(alike.length).toBeGreaterThan(0);
      expect(container.querySelector('progress')!.getAttribute('value')).toBe('1000');
      const words = container.querySelector('[data-analysis-verdict]')!.textContent!;
      expect(words).toContain(lang === 'en' ? 'Best:' : 'Лучший вариант:');
      expect(words).toContain(formatMove(mine));
      expect(container.querySelector('[data-mine]')!.textContent).toContain(formatMove(mine));
      // Plural forms: "1,000 deals" / "1000 раздач" (Russian groups digits from five on, as the level help does).
      expect(container.querySelector('[data-rollouts]')!.textContent!.replace(/[\u00a0\u202f]/g, ' ')).toMatch(lang === 'en' ? /1,000 deals per choice/ : /1000 раздач на вариант/);
      for (const v of container.querySelectorAll('.analysis__value')) expect(v.textContent).toMatch(lang === 'en' ? /chips?|±/ : /фиш/);
    }, 90_000);
  }

  // An English reader's row was titled by another suit's capture, their own listed after "alike".
  it('titles the reader’s row by the reader’s own move where it stands for moves alike but for suits', async () => {
    const t = createT('en', MESSAGES.en!);
    const groups = new Map<string, Move[]>();
    for (const c of choices) groups.set(alikeKey(c.move), [...(groups.get(alikeKey(c.move)) ?? []), c.move]);
    const group = [...groups.values()].find((g) => g.length > 1)!;
    for (const mine of group) {
      const { container, unmount } = render(
        <Analysis t={t} lang="en" game="lld" position={formatPosition(mid)} player="Anna" levels={ANALYSIS_LEVELS} describe={(m: Move) => formatMove(m)} mine={mine} createWorker={fakeWorker([])} />,
      );
      fireEvent.change(container.querySelector('[data-analysis-level]')!, { target: { value: 'plain' } });
      await waitFor(() => expect(container.querySelector('[data-analysis="done"]')).not.toBeNull(), { timeout: 60_000 });
      const row = container.querySelector('[data-mine]')!;
      expect(row.querySelector('.analysis__name')!.textContent).toBe(formatMove(mine));
      const alike = row.querySelector('.analysis__alike')!.textContent!;
      expect(alike).not.toContain(formatMove(mine));
      for (const other of group.filter((m) => m !== mine)) expect(alike).toContain(formatMove(other));
      unmount();
    }
  }, 120_000);

  it('tells the reader’s own analysis in the second person (a German reader read „nach jeder Wahl von Anna (du)“)', () => {
    for (const [lang, words] of [['en', 'each of your choices'], ['de', 'für jede deiner Möglichkeiten'], ['fr', 'chacun de vos choix'], ['ru', 'ваших вариантов']] as const) {
      const t = createT(lang, MESSAGES[lang]!);
      const { container, unmount } = render(<Analysis t={t} lang={lang} game="lld" position={formatPosition(mid)} player="Anna (du)" you levels={ANALYSIS_LEVELS} describe={() => ''} createWorker={fakeWorker([])} />);
      const method = container.querySelector('.analysis__method')!.textContent!.replace(/\u00a0/g, ' ');
      expect(method).toContain(words);
      expect(method).not.toContain('Anna');
      unmount();
    }
  });

  it('Loo’s random level bears the game’s name for those players, in four languages (a German reader met four names for them)', () => {
    for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
      const t = createT(lang, MESSAGES[lang]!);
      const { container, unmount } = render(<Analysis t={t} lang={lang} game="loo" position={loo.formatLooPosition(must(loo.looDealSeeded(seededRng(5), { rules: loo.threeCard, players: 5, dealer: 0 })))} player="Anna" levels={loo.LOO_ANALYSIS_LEVELS} describe={() => ''} createWorker={fakeWorker([])} />);
      const option = container.querySelector('[data-analysis-level] option[value="random"]')!.textContent!;
      // Names alone in both menus, their help under them (a name with its description was cut off in a phone's menu).
      expect(option.startsWith(String(t('loo.play.levels.plain')))).toBe(true);
      expect(option).not.toContain(':');
      unmount();
    }
  });

  // A tester blocked the Worker's script (offline, or an old tab after the site changed): the panel sat at "0 deals
  // played" for good. The Worker's error is said in the page's language.
  it('says so in the page’s language when its Worker fails to start', async () => {
    for (const lang of ['en', 'ru'] as const) {
      const t = createT(lang, MESSAGES[lang]!);
      let failing: WorkerLike | null = null;
      const dead = (): WorkerLike => (failing = { onmessage: null, onerror: null, postMessage() {}, terminate() {} });
      const { container, unmount } = render(<Analysis t={t} lang={lang} game="lld" position={formatPosition(mid)} player="Anna" levels={ANALYSIS_LEVELS} describe={(m: Move) => formatMove(m)} createWorker={dead} />);
      await act(() => { failing!.onerror?.(new Event('error')); });
      expect(container.querySelector('[data-analysis]')!.getAttribute('data-analysis')).toBe('error');
      expect(container.querySelector('[data-analysis-error]')!.textContent).toBe(String(MESSAGES[lang]!.analysis.errors.ERR_WORKER));
      unmount();
    }
  });

  it('stops on request and says so', async () => {
    const t = createT('de', MESSAGES.de!);
    const sent: ToWorker[] = [];
    const { container } = render(<Analysis t={t} lang="de" game="lld" position={formatPosition(mid)} player="Anna" levels={ANALYSIS_LEVELS} describe={(m: Move) => formatMove(m)} createWorker={fakeWorker(sent)} />);
    await waitFor(() => expect(container.querySelector('[data-analysis-bars]')).not.toBeNull());
    fireEvent.click(container.querySelector('[data-analysis-stop]')!);
    expect(sent.at(-1)).toMatchObject({ type: 'cancel', id: (sent[0] as { id: number }).id });
    await waitFor(() => expect(container.querySelector('[data-rollouts]')!.textContent).toMatch(/^Angehalten nach/));
    const n = Number(container.querySelector('[data-rollouts]')!.getAttribute('data-rollouts'));
    expect(n).toBeLessThan(10_000);
    expect(container.querySelector('[data-analysis-again]')).not.toBeNull();
  });

  // Each level says what its players do and how far it runs (targetFor), and the menu points to that line:
  // "At random" and "Plain" are otherwise two near-synonyms.
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(`explains the chosen level under the menu, for both games (${lang})`, () => {
      const t = createT(lang, MESSAGES[lang]!);
      const count = (n: number) => new Intl.NumberFormat(lang, { useGrouping: lang === 'ru' && n < 10_000 ? false : true }).format(n).replace(/[\u00a0\u202f]/g, ' ');
      for (const [game, levels, position] of [
        ['lld', ANALYSIS_LEVELS, formatPosition(mid)],
        ['loo', loo.LOO_ANALYSIS_LEVELS, loo.formatLooPosition(must(loo.looDealSeeded(seededRng(5), { rules: loo.threeCard, players: 5, dealer: 0, carried: 6 })))],
      ] as const) {
        const { container, unmount } = render(<Analysis t={t} lang={lang} game={game} position={position} player="Anna" levels={levels} describe={() => ''} createWorker={fakeWorker([])} />);
        const select = container.querySelector<HTMLSelectElement>('[data-analysis-level]')!;
        const help = container.querySelector('[data-level-help]')!;
        expect(select.getAttribute('aria-describedby')).toBe(help.id);
        const seen = new Set<string>();
        for (const level of levels) {
          fireEvent.change(select, { target: { value: level } });
          const text = help.textContent!.replace(/[\u00a0\u202f]/g, ' ');
          expect(text, `${game} ${level}`).not.toContain('levelHelp');
          expect(text, `${game} ${level}`).toContain(count(targetFor(level)));
          seen.add(text);
        }
        expect(seen.size).toBe(levels.length);
        unmount();
      }
    });

    // A tester read, in five-card Loo, that the careful players take the miss and play two trumps of three cards:
    // five-card Loo has no miss and five-card hands. Its help names Pam, the flush and the exchange instead.
    it(`five-card Loo's careful level is explained without a miss (${lang})`, () => {
      const t = createT(lang, MESSAGES[lang]!);
      const position = loo.formatLooPosition(must(loo.looDealSeeded(seededRng(5), { rules: loo.fiveCard, players: 5, dealer: 0, carried: 6 })));
      const { container } = render(<Analysis t={t} lang={lang} game="loo" position={position} player="Anna" levels={loo.LOO_ANALYSIS_LEVELS} helpContext="noMiss" defaultLevel="sound" describe={() => ''} createWorker={fakeWorker([])} />);
      const text = container.querySelector('[data-level-help]')!.textContent!;
      expect(text).not.toMatch(/miss|мисс/i);
      expect(text).toMatch(/Pam|Пам/);
      expect(text).toMatch(/flush|флеш/i);
    });
  }

  it('words an error (a finished deal) instead of failing, in French', async () => {
    const t = createT('fr', MESSAGES.fr!);
    const start = must(loo.looDealSeeded(seededRng(1), { rules: loo.threeCard, players: 3 }));
    const over = loo.playOutLooFast(start, seededRng(2)).end;
    const { container } = render(<Analysis t={t} lang="fr" game="loo" position={loo.formatLooPosition(over)} player="Anna" levels={loo.LOO_ANALYSIS_LEVELS} describe={() => ''} createWorker={fakeWorker([])} />);
    await waitFor(() => expect(container.querySelector('[data-analysis-error="ERR_DEAL_OVER"]')).not.toBeNull());
    expect(container.textContent).toContain('La donne est finie\u00a0:');
  });

  it('where every allowed move is alike but for suits, says so rather than "only one choice is allowed" (a German newcomer)', async () => {
    // Seed 19 played at random until Anna is on turn with two or more captures that differ only in suits: the
    // analysis rates them as one row (suits never count, seed 001), but both are allowed.
    let pos = must(dealSeeded(19, { dealer: 0 }));
    const r = seededRng(19);
    while (!(pos.turn === 0 && turnMoves(pos).length >= 2 && new Set(turnMoves(pos).map((l) => alikeKey(l.move))).size === 1)) {
      pos = must(applyMove(pos, randomMove(pos, r)!.move)).position;
    }
    const t = createT('en', MESSAGES.en!);
    const { container } = render(<Analysis t={t} lang="en" game="lld" position={formatPosition(pos)} player="Anna" levels={ANALYSIS_LEVELS} describe={(m: Move) => formatMove(m)} createWorker={fakeWorker([])} />);
    fireEvent.change(container.querySelector('[data-analysis-level]')!, { target: { value: 'plain' } });
    await waitFor(() => expect(container.querySelector('[data-analysis="done"]')).not.toBeNull(), { timeout: 60_000 });
    const words = container.querySelector('[data-analysis-verdict]')!.textContent!;
    expect(words).toMatch(/^The allowed moves here all count the same, since suits never count: /);
    expect(words).not.toContain('Only one choice');
  }, 90_000);
});
