import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { LOO_RULES } from '~/engine/loo/options.ts';
import { formatLooPosition, looLinkRules, parseLooPosition } from '~/engine/loo/notation.ts';
import type { LooLevel } from '~/engine/loo/ai.ts';
import { LOO_LEVELS } from '~/engine/loo/levels.ts';
import { createT } from '~/i18n/createT.ts';
import { sharedMessages } from '~/i18n/sharedMessages.ts';
import { looErrorText } from './looText.ts';
import { Setup } from './play/Setup.tsx';
import { lazy } from '../lazy.tsx';
import { LOO_GAME_KEY, looRecord, readLooRecord } from './play/persist.ts';
import { hasSession, loadSession, useSessionSave } from '../play/session.ts';
import { defaultPlayers, freshSeed, gameFromPosition, newGame, nextDeal, type LooGame } from './play/game.ts';
import { useCoach } from '../why/CoachSwitch.tsx';

export interface LooPlayProps {
  lang: string;
  /** That locale's strings (play/messages.ts looPlayMessages); default: the page's shared copy (`<SharedMessages key="looplay-<lang>">`). */
  messages?: object;
}

/**
 * The Loo play widget: three-card and five-card Loo and their variants against computer players, over a
 * game of deals with running chip totals (components play/*). The reader holds seat 0. The game is kept in
 * this tab (play/persist.ts), so a reload or the back button brings it back; the address never shows it
 * (other hands, the miss and the stock are secret): a position link (`?loo=<notation>`, engine
 * formatLooPosition) is made only when the reader asks for one (Deal's link and Share button, each with the
 * note that it shows every hand). A page opened from a link brings the game into view (Deal `arrived`) and
 * keeps the link in the address — so a reload or a bookmark reopens the same position — until the reader makes
 * a move of their own, deals on or starts a new game; then it is taken out. A link that cannot be read is
 * explained in the reader's language (looErrorText), taken out of the address, and a fresh deal dealt instead.
 */
/** The deal, fetched when a game starts (the widget first shows the set-up). */
const Deal = lazy(() => import('./play/Deal.tsx').then((m) => m.Deal));

export default function LooPlay({ lang, messages }: LooPlayProps) {
  const t = useMemo(() => createT(lang, messages ?? sharedMessages(`looplay-${lang}`)), [lang, messages]);
  const [rulesId, setRulesId] = useState('threeCard');
  const [players, setPlayers] = useState(5);
  const [level, setLevel] = useState<LooLevel>('sound');
  const [game, setGame] = useState<LooGame | null>(null);
  // The coach: on by default at either level (a newcomer starts at the default, "sound"; a reader who plays
  // Loo for the first time needs it most), the reader's remembered choice first. Its switch is on the set-up
  // and beside the deal.
  const [coachOn, setCoachOn] = useCoach('loo', true);
  // The computer players' pace: chosen on the set-up or beside the deal, kept for the whole game.
  const [quick, setQuick] = useState(false);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [lost, setLost] = useState(false);
  /** The text of a link that could not be opened, offered to the position editor below to mend (`?lpos=`). */
  const [badText, setBadText] = useState<string | null>(null);
  /** Whether a link that could not be opened stays in the address (until the reader starts a game or moves). */
  const [holdBad, setHoldBad] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const root = useRef<HTMLElement>(null);
  /** Back at the choices after a game: focus goes to the first of them. */
  const backToSetup = useRef(false);
  // The deal on show was dealt by the reader's press (not opened from a link): Deal then keeps focus in it.
  const dealtHere = useRef(false);
  // The page was opened from a link (`?loo=`, read or not): the first deal shown brings the game into view.
  const arrived = useRef(false);
  // The `?loo=` text the page was opened with, while the game on show is still that link's (before the
  // reader's own first move): it stays in the address, and in the tab's record, which a reload then reopens.
  const [link, setLink] = useState<string | null>(null);

  // In the browser: a position in the address is opened (one that cannot be read is reported), else the
  // game kept in this tab comes back.
  useEffect(() => {
    const text = new URLSearchParams(location.search).get('loo');
    const record = readLooRecord(loadSession(LOO_GAME_KEY));
    // The tab's game comes back without a link in the address, or with the very link it was opened from
    // (a reload before the reader's first move: the computer players' moves since are kept).
    const kept = record && (text === null || (record.game && record.link === text)) ? record : null;
    // A game kept in this tab that could not be restored (damaged, or from another version of the site) is said on
    // the set-up, where a tester found it gone without a word.
    if (text === null && !kept?.game && hasSession(LOO_GAME_KEY)) setLost(true);
    if (kept) {
      setRulesId(kept.rulesId);
      setPlayers(kept.players);
      setLevel(kept.level);
      setGame(kept.game);
      if (text !== null) setLink(text);
    }
    if (text !== null) arrived.current = true;
    if (text !== null && !kept) {
      const r = parseLooPosition(text);
      if (r.ok) {
        const base = LOO_RULES[r.value.rules.id] ? r.value.rules.id : 'threeCard';
        setRulesId(base);
        setPlayers(r.value.players);
        setGame(gameFromPosition(r.value, level, freshSeed()));
        setLink(text);
      } else {
        setAddressError(t('loo.play.badLink', { error: looErrorText(t, r.error) }));
        setBadText(text);
        setHoldBad(true);
        // The fresh deal is dealt under the rules the link names, where that much of it reads, for as many
        // players as it has hands (an English newcomer's changed five-card link was answered with three-card Loo).
        const named = looLinkRules(text);
        const rules = named && named.rules.id !== 'peer' ? named.rules : LOO_RULES[rulesId]!;
        const o = rules.options;
        const n = Math.max(o.minPlayers, Math.min(named?.players ?? players, o.maxPlayers));
        setRulesId(rules.id);
        setPlayers(n);
        setGame(newGame(rules, n, level, freshSeed()));
      }
    }
    setHydrated(true);
  }, []);

  // The game is kept in this tab; the address carries only a link the page was opened with, and only while
  // the game is still that link's.
  useSessionSave(LOO_GAME_KEY, !hydrated ? undefined : game ? looRecord(rulesId, players, level, game, link) : null);
  // A link that could not be opened stays too, until the reader starts a game or moves in the deal dealt instead: a
  // reload then says again what was wrong with it, where it had gone at once (a tester).
  useEffect(() => {
    if (!hydrated || link !== null || holdBad) return;
    const q = new URLSearchParams(location.search);
    if (!q.has('loo')) return;
    q.delete('loo');
    const s = q.toString();
    window.history.replaceState(window.history.state, '', `${location.pathname}${s ? `?${s}` : ''}${location.hash}`);
  }, [hydrated, link, holdBad]);

  useEffect(() => {
    if (game || !backToSetup.current) return;
    backToSetup.current = false;
    root.current?.querySelector<HTMLElement>('select[data-field="rules"]')?.focus();
  }, [game]);

  const chooseRules = (id: string) => {
    const o = LOO_RULES[id]!.options;
    setRulesId(id);
    setPlayers((n) => (n >= o.minPlayers && n <= o.maxPlayers ? n : defaultPlayers(LOO_RULES[id]!)));
  };
  /**
   * The set-up as its menus show it, read when the game starts (as strategy/RunIt.tsx reads its menus on Run):
   * a choice made before the widget woke up may be in the menus only, until client:interact has told the widget
   * of it (a Russian newcomer on a busy machine chose five-card Loo for 4 soon after the page loaded and was dealt
   * three-card Loo for 5 in 2 runs of 12). Each menu's value counts where it is one the state could hold;
   * otherwise the state's.
   */
  const fromMenus = () => {
    const menu = (field: string) => root.current?.querySelector<HTMLSelectElement>(`select[data-field="${field}"]`)?.value;
    const r = menu('rules');
    const id = r && LOO_RULES[r] ? r : rulesId;
    const o = LOO_RULES[id]!.options;
    const shown = Number(menu('players'));
    const n = Number.isInteger(shown) && shown >= o.minPlayers && shown <= o.maxPlayers ? shown : players >= o.minPlayers && players <= o.maxPlayers ? players : defaultPlayers(LOO_RULES[id]!);
    const l = menu('level');
    const lv = l && (LOO_LEVELS as readonly string[]).includes(l) ? (l as LooLevel) : level;
    const box = root.current?.querySelector<HTMLInputElement>('input[data-quick]');
    return { id, n, lv, quickNow: box ? box.checked : quick };
  };
  const start = () => {
    setLost(false);
    setHoldBad(false);
    dealtHere.current = true;
    arrived.current = false;
    setLink(null);
    setAddressError(null);
    const { id, n, lv, quickNow } = fromMenus();
    setRulesId(id);
    setPlayers(n);
    setLevel(lv);
    setQuick(quickNow);
    setGame(newGame(LOO_RULES[id]!, n, lv, freshSeed()));
  };
  const update = (f: (g: LooGame) => LooGame) => setGame((g) => (g ? f(g) : g));

  return (
    <section
      ref={root}
      class="loo-play wide"
      data-loo-play
      data-hydrated={hydrated ? 'true' : undefined}
      data-position={game ? formatLooPosition(game.pos) : undefined}
      aria-label={t('loo.play.label')}
    >
      {addressError && (
        <p class="loo-play__problem" role="alert" data-address-error>
          {addressError}
          {/* The link is not lost: the position editor on this page keeps it for mending, as the Laugh and Lie Down
              editor does (a French newcomer's link with one mistyped card was gone for good). */}
          {/* On a line of its own, drawn as a button: at the end of the sentence a reader missed it. */}
          {badText !== null && (
            <a class="loo-play__mend" href={`?lpos=${encodeURIComponent(badText)}#positions`} data-mend-link>{t('loo.play.mendLink')}</a>
          )}
        </p>
      )}
      {game ? (
        <Deal
          t={t}
          game={game}
          update={update}
          coachOn={coachOn}
          onCoach={setCoachOn}
          quick={quick}
          onQuick={setQuick}
          focusIn={dealtHere.current}
          arrived={arrived.current}
          onOwnMove={() => { setLink(null); setHoldBad(false); }}
          onNext={() => { setLink(null); update(nextDeal); }}
          onNewGame={() => { backToSetup.current = true; setLink(null); setHoldBad(false); setAddressError(null); setGame(null); }}
        />
      ) : (
        <>
        {lost && <p class="loo-play__problem" role="status" data-game-lost>{t('loo.play.lost')}</p>}
        <Setup t={t} rulesId={rulesId} players={players} level={level} onRules={chooseRules} onPlayers={setPlayers} onLevel={setLevel} coachOn={coachOn} onCoach={setCoachOn} quick={quick} onQuick={setQuick} onStart={start} />
        </>
      )}
    </section>
  );
}
