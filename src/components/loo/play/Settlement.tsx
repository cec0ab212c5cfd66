import type { TFunction } from 'i18next';
import { joinList } from '../looText.ts';
import { looUnevenNote } from '../narrate.ts';
import { YOU, nextWholeRound, signed, totalsNow, type LooGame } from './game.ts';
import { rankingList } from '../../play/ranking.ts';

export interface SettlementProps {
  t: TFunction;
  game: LooGame;
  /** A seat's name as the table shows it ("Anna (you)"). */
  name: (p: number) => string;
  /** The game is over after this deal (engine looGameMayEnd). */
  over: boolean;
  /** Everyone has dealt equally often, but this deal had a loo: the game goes on. */
  playOn: boolean;
  onNext: () => void;
  onNewGame: () => void;
  /** Offer to end the game here (game.ts mayEndHere), and what ending it does. */
  canEnd?: boolean;
  onEnd?: () => void;
  /** The page's language, for the link to the source that allows ending here. */
  lang?: string;
}

/**
 * A settled deal in a small table (engine settleLoo): each seat's tricks, share of the pot, loo, the deal's
 * result and the running total; the pot carried in, played for and carried on; then the next deal, or the
 * game's winner (seed 004, "Spielende": whoever has won most chips). Chips throughout.
 */
export function Settlement({ t, game, name, over, playOn, onNext, onNewGame, canEnd = false, onEnd, lang = 'en' }: SettlementProps) {
  const s = game.settlement!;
  const totals = totalsNow(game);
  const chips = (n: number) => t('loo.values.chips', { count: n });
  const best = Math.max(...totals);
  const top = totals.flatMap((x, p) => (x === best ? [p] : []));
  // The net column counts the stake, which has no column of its own (an English reader found the dealer's
  // row not adding up: share 1, net −2): the note says who staked what. Where players also paid each other
  // (a flush under Peel) it would not be the whole story, and is left out.
  const staked = s.stakes.flatMap((x, p) => (x > 0 ? [p] : []));
  const stakeNote = s.transfers.some((x) => x !== 0)
    ? null
    : staked.length === 1
      ? // The reader as dealer in the second person, "you dealt" (a German newcomer read „Anna (du) hat gegeben").
        t('loo.play.settle.netNote', { player: name(staked[0]!), stake: chips(s.stakes[staked[0]!]!), context: staked[0] === YOU ? 'you' : t(`players.gender.${staked[0]}`) })
      : staked.length === s.stakes.length && s.stakes.every((x) => x === s.stakes[0])
        ? t('loo.play.settle.netNoteAll', { stake: chips(s.stakes[0]!) })
        : null;
  // Tricks worth different chips (a pot of 11 in five tricks: 3, 2, 2, 2, 2) say why beside the shares.
  const uneven = game.pos.end?.kind === 'tricks' ? looUnevenNote(t, game.pos) : null;
  const mayText = String(t('loo.play.mayEnd'));
  const mayEnd = /[.!]$/.test(mayText) ? { body: mayText.slice(0, -1), stop: mayText.slice(-1) } : { body: mayText, stop: '' };
  return (
    <div class="loo-play__settle" data-settlement data-carried={game.pos.carried} data-pot-before={s.potBefore} data-pot-after={s.potAfter}>
      <div class="loo-play__scroll">
        <table>
          <caption>{t('loo.play.settle.caption', { n: game.done + 1 })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('loo.play.settle.player')}</th>
              <th scope="col">{t('loo.play.settle.tricks')}</th>
              <th scope="col">{t('loo.play.settle.share')}</th>
              <th scope="col">{t('loo.play.settle.loo')}</th>
              <th scope="col">{t('loo.play.settle.net')}</th>
              <th scope="col">{t('loo.play.settle.total')}</th>
            </tr>
          </thead>
          <tbody>
            {s.net.map((n, p) => (
              <tr key={p} data-seat={p} data-net={n} data-total={totals[p]} class={p === YOU ? 'is-you' : undefined}>
                <th scope="row">{name(p)}</th>
                <td>{s.tricks[p]}</td>
                <td>{s.shares[p]}</td>
                <td>{s.loos[p] ? s.loos[p] : '—'}</td>
                <td>{signed(n)}</td>
                <td>{signed(totals[p]!)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {uneven && <p data-uneven-note>{uneven}</p>}
      {stakeNote && <p data-net-note>{stakeNote}</p>}
      <p>{t(over ? (s.potAfter === 0 ? 'loo.play.settle.potLastEmpty' : 'loo.play.settle.potLast') : 'loo.play.settle.pot', { carried: chips(game.pos.carried), before: chips(s.potBefore), after: chips(s.potAfter) })}</p>
      {over ? (
        <>
          <p class="loo-play__winner" data-winner>
            {game.ended ? t('loo.play.gameEnded', { count: game.done + 1, pot: chips(s.potAfter) }) : t('loo.play.gameOver', { count: game.done + 1 })}{' '}
            {top.length === 1
              ? // The reader's own win is told to them ("You win the game"), not "Anna (you) wins" (a French newcomer).
                t('loo.play.winner', { player: name(top[0]!), total: signed(best), count: Math.abs(best), context: top[0] === YOU ? 'you' : t(`players.gender.${top[0]}`) })
              : t('loo.play.tie', { players: joinList(t, top.map(name)), total: signed(best), count: Math.abs(best) })}
          </p>
          {/* Every player's place, not only the winner's (as in Laugh and Lie Down; a French newcomer). */}
          <p data-ranking>{t('loo.play.ranking', { list: rankingList(totals, name) })}</p>
          <button type="button" class="loo-play__primary" data-action="new-game-end" onClick={onNewGame}>
            {t('loo.play.newGame')}
          </button>
        </>
      ) : (
        <>
          {playOn && (
            <p class="loo-play__note">
              {t('loo.play.playOn')}
              {/* When the offer to end comes (game.ts mayEndHere: after a whole round), so that it is not a surprise. */}
              {!canEnd && <> {t('loo.play.mayEndNext', { deal: nextWholeRound(game) })}</>}
            </p>
          )}
          {canEnd && (
            <p class="loo-play__note" data-may-end>
              {/* The source inside the sentence, before its full stop, not after it (a Russian editor). */}
              {mayEnd.body} <a href={`/${lang}/sources/#peel-end`}>{t('loo.play.mayEndSource')}</a>{mayEnd.stop}{' '}
              {t('loo.play.mayEndAgain', { deal: nextWholeRound(game) })}
            </p>
          )}
          <div class="loo-play__end-actions">
            <button type="button" class="loo-play__primary" data-action="next-deal" onClick={onNext}>
              {t('loo.play.next')}
            </button>
            {canEnd && (
              <button type="button" data-action="end-game" onClick={onEnd}>
                {t('loo.play.endHere')}
              </button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
