// @vitest-environment happy-dom
/**
 * The Loo game's settlement offers to end a long game after a whole round that ended in a loo (Peel, 1891, on
 * stopping a game early: sources `peel-end`), in every language; once ended, it says so with the chips left in the
 * pot, and names the winner. A three-card game for five, seed 11, played by the computer until that moment.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { Settlement } from '~/components/loo/play/Settlement.tsx';
import { Deal } from '~/components/loo/play/Deal.tsx';
import { gameOver, mayEndHere, newGame, nextDeal, playMove, playingOn, type LooGame } from '~/components/loo/play/game.ts';
import { looComputerMove, threeCard } from '~/engine/loo/index.ts';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { looMessages } from '~/components/loo/looText.ts';

afterEach(cleanup);

/**
 * The game of seed 11 (three-card Loo for five, every seat the computer), deal by deal, up to the first settled deal
 * for which `stop` holds; throws if the game ends first, or after `deals` deals.
 */
function playUntil(stop: (g: LooGame) => boolean, deals: number): LooGame {
  let g = newGame(threeCard, 5, 'sound', 11);
  for (let deal = 0; deal < deals; deal++) {
    for (let i = 0; i < 500 && !g.settlement; i++) {
      const r = playMove(g, looComputerMove(g.pos, g.level, g.rng));
      if (!r.ok) throw new Error(r.error.code);
      g = r.game;
    }
    if (stop(g)) return g;
    if (gameOver(g)) break;
    g = nextDeal(g);
  }
  throw new Error('no such moment');
}

const atRoundEndWithLoo = (): LooGame => playUntil(mayEndHere, 60);

describe('ending a long Loo game', () => {
  const g = atRoundEndWithLoo();
  const YOU_WIN = { en: 'You win the game', de: 'Du gewinnst die Partie', fr: 'Vous gagnez la partie', ru: 'Вы выиграли партию' } as const;
  const END = { en: 'End the game here', de: 'Partie hier beenden', fr: 'Terminer la partie ici', ru: 'Закончить партию здесь' } as const;
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(`${lang}: is offered beside the next deal, with its source, and ends the game`, () => {
      const t = createT(lang, { ...looMessages(MESSAGES[lang]!), players: MESSAGES[lang]!.players });
      const onEnd = vi.fn();
      const name = (p: number) => t(`players.${p}`);
      const { container, rerender } = render(<Settlement t={t} game={g} name={name} over={false} playOn={playingOn(g)} onNext={() => {}} onNewGame={() => {}} canEnd onEnd={onEnd} lang={lang} />);
      const end = container.querySelector('[data-action="end-game"]')!;
      expect(end.textContent).toBe(END[lang]);
      expect(container.querySelector('[data-may-end] a')!.getAttribute('href')).toBe(`/${lang}/sources/#peel-end`);
      // Played on, the offer comes back after the next whole round: five deals later, for five players.
      const again = String(g.done + 1 + 5);
      expect(container.querySelector('[data-may-end]')!.textContent).toContain(again);
      fireEvent.click(end);
      expect(onEnd).toHaveBeenCalledTimes(1);
      const ended = { ...g, ended: true };
      rerender(<Settlement t={t} game={ended} name={name} over={gameOver(ended)} playOn={false} onNext={() => {}} onNewGame={() => {}} lang={lang} />);
      const winner = container.querySelector('[data-winner]')!.textContent!.replace(/[\u00a0\u202f]/g, ' ');
      // The deals played and the chips left in the pot, in the words of each language.
      expect(winner).toContain(String(g.done + 1));
      expect(winner).toContain(String(g.settlement!.potAfter));
      expect(winner).not.toMatch(/loo\.play\./);
      expect(container.querySelector('[data-action="end-game"]')).toBeNull();
      // Ahead of everyone, the reader (Anna) is told "You win", not "Anna (you) wins" (a French newcomer).
      const mine = { ...ended, totals: [100, 0, 0, 0, 0] };
      rerender(<Settlement t={t} game={mine} name={name} over playOn={false} onNext={() => {}} onNewGame={() => {}} lang={lang} />);
      expect(container.querySelector('[data-winner]')!.textContent).toContain(YOU_WIN[lang]);
      // Every player's place follows (a French newcomer had to read his own off the Total column): the totals' order,
      // best first. Anna alone on 100 and ahead of the deal's own figures.
      const ranking = container.querySelector('[data-ranking]')!.textContent!.replace(/[\u00a0\u202f]/g, ' ');
      expect(ranking).toMatch(/: 1\. [^,]+ \+1\d\d, 2\. /);
    });

    it(`${lang}: once ended, the deal's heading says it was the last, not that play goes on`, () => {
      const t = createT(lang, { ...looMessages(MESSAGES[lang]!), players: MESSAGES[lang]!.players });
      const ended = { ...g, ended: true };
      expect(gameOver(ended)).toBe(true);
      const { container } = render(<Deal t={t} game={ended} update={() => {}} onNext={() => {}} onNewGame={() => {}} coachOn={false} onCoach={() => {}} quick onQuick={() => {}} />);
      const heading = container.querySelector('[data-deal-progress]')!.textContent!.replace(/[\u00a0\u202f]/g, ' ');
      const m = (MESSAGES[lang]!.loo as unknown as { play: Record<string, string> }).play;
      expect(heading).toBe(m.dealLast!.replace('{{n}}', String(g.done + 1)).replace(/[\u00a0\u202f]/g, ' '));
      // The status line says the game is over, not "the deal is over" (an English newcomer at the game's end).
      const status = (m as unknown as { status: Record<string, string> }).status;
      expect(container.querySelector('[data-status]')!.textContent).toBe(status.gameOver);
      // "New game" is offered under the result only, not in the bar above as well (a French newcomer saw two).
      expect(container.querySelector('[data-action="new-game"]')).toBeNull();
      // Not ended, the same deal (the first round's last, five players) is one "of at least 5".
      cleanup();
      expect(g.done + 1).toBe(5);
      const on = render(<Deal t={t} game={g} update={() => {}} onNext={() => {}} onNewGame={() => {}} coachOn={false} onCoach={() => {}} quick onQuick={() => {}} />);
      expect(on.container.querySelector('[data-deal-progress]')!.textContent!.replace(/[\u00a0\u202f]/g, ' ')).toBe(m.dealOf!.replace('{{n}}', '5').replace('{{total}}', '5').replace(/[\u00a0\u202f]/g, ' '));
      expect(on.container.querySelector('[data-status]')!.textContent).toBe(status.over);
      expect(on.container.querySelector('[data-action="new-game"]')).not.toBeNull();
    });

    it(`${lang}: between whole rounds, says after which deal the game may end`, () => {
      const t = createT(lang, { ...looMessages(MESSAGES[lang]!), players: MESSAGES[lang]!.players });
      const name = (p: number) => t(`players.${p}`);
      // One deal into the next round, still playing on: the offer is not made, but announced for the round's end.
      const later = { ...g, done: g.done + 1 };
      const { container } = render(<Settlement t={t} game={later} name={name} over={false} playOn onNext={() => {}} onNewGame={() => {}} lang={lang} />);
      expect(container.querySelector('[data-action="end-game"]')).toBeNull();
      const note = container.querySelector('.loo-play__note')!.textContent!;
      expect(note).toContain(String(g.done + 1 + 5));
      expect(note).not.toMatch(/loo\.play\./);
    });
  }
});

// A French editor read « il garde 0 jeton, que personne ne touche » at a game's natural end (a deal without a loo
// leaves the pot empty): an empty pot is said to be empty.
describe('the pot line at a game’s natural end', () => {
  const g = playUntil(gameOver, 200);
  const EMPTY = { en: 'it is empty at the end of the game', fr: 'il est vide à la fin de la partie' } as const;
  for (const lang of ['en', 'fr'] as const) {
    it(`${lang}: says the pot is empty, not that 0 chips are left`, () => {
      expect(g.settlement!.potAfter).toBe(0);
      const t = createT(lang, { ...looMessages(MESSAGES[lang]!), players: MESSAGES[lang]!.players });
      const { container } = render(<Settlement t={t} game={g} name={(p) => t(`players.${p}`)} over playOn={false} onNext={() => {}} onNewGame={() => {}} lang={lang} />);
      const text = container.textContent!.replace(/[\u00a0\u202f]/g, ' ');
      expect(text).toContain(EMPTY[lang]);
      expect(text).not.toMatch(/\b0 (chips|jeton)/);
    });
  }
});
