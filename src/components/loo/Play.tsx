import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { LOO_RULES } from '~/engine/loo/options.ts';
import { formatLooPosition, parseLooPosition } from '~/engine/loo/notation.ts';
import type { LooLevel } from '~/engine/loo/ai.ts';
import { createT } from '~/i18n/createT.ts';
import { sharedMessages } from '~/i18n/sharedMessages.ts';
import { looErrorText } from './looText.ts';
import { Setup } from './play/Setup.tsx';
import { lazy } from '../lazy.tsx';
import { LOO_GAME_KEY, looRecord, readLooRecord } from './play/persist.ts';
import { loadSession, useSessionSave } from '../play/session.ts';
import { defaultPlayers, freshSeed, gameFromPosition, newGame, nextDeal, type LooGame } from './play/game.ts';

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
 * formatLooPosition) is made only when the reader asks to share one. A link is opened and then taken out of
 * the address; one that cannot be read is explained in the reader's language (looErrorText) and a fresh deal
 * dealt instead.
 */
/** The deal, fetched when a game starts (the widget first shows the set-up). */
const Deal = lazy(() => import('./play/Deal.tsx').then((m) => m.Deal));

export default function LooPlay({ lang, messages }: LooPlayProps) {
  const t = useMemo(() => createT(lang, messages ?? sharedMessages(`looplay-${lang}`)), [lang, messages]);
  const [rulesId, setRulesId] = useState('threeCard');
  const [players, setPlayers] = useState(5);
  const [level, setLevel] = useState<LooLevel>('sound');
  const [game, setGame] = useState<LooGame | null>(null);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const root = useRef<HTMLElement>(null);
  /** Back at the choices after a game: focus goes to the first of them. */
  const backToSetup = useRef(false);
  // The deal on show was dealt by the reader's press (not opened from a link): Deal then keeps focus in it.
  const dealtHere = useRef(false);

  // In the browser: a position in the address is opened (one that cannot be read is reported), else the
  // game kept in this tab comes back.
  useEffect(() => {
    const text = new URLSearchParams(location.search).get('loo');
    const kept = text === null ? readLooRecord(loadSession(LOO_GAME_KEY)) : null;
    if (kept) {
      setRulesId(kept.rulesId);
      setPlayers(kept.players);
      setLevel(kept.level);
      setGame(kept.game);
    }
    if (text !== null) {
      const r = parseLooPosition(text);
      if (r.ok) {
        const base = LOO_RULES[r.value.rules.id] ? r.value.rules.id : 'threeCard';
        setRulesId(base);
        setPlayers(r.value.players);
        setGame(gameFromPosition(r.value, level, freshSeed()));
      } else {
        setAddressError(t('loo.play.badLink', { error: looErrorText(t, r.error) }));
        setGame(newGame(LOO_RULES[rulesId]!, players, level, freshSeed()));
      }
    }
    setHydrated(true);
  }, []);

  // The game is kept in this tab; the address never carries it (a link once opened is taken out of it).
  useSessionSave(LOO_GAME_KEY, !hydrated ? undefined : game ? looRecord(rulesId, players, level, game) : null);
  useEffect(() => {
    if (!hydrated) return;
    const q = new URLSearchParams(location.search);
    if (!q.has('loo')) return;
    q.delete('loo');
    const s = q.toString();
    window.history.replaceState(window.history.state, '', `${location.pathname}${s ? `?${s}` : ''}${location.hash}`);
  }, [hydrated]);
  const [shared, setShared] = useState<string | null>(null);
  useEffect(() => setShared(null), [game?.pos]);

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
  const start = () => {
    dealtHere.current = true;
    setAddressError(null);
    setGame(newGame(LOO_RULES[rulesId]!, players, level, freshSeed()));
  };
  const update = (f: (g: LooGame) => LooGame) => setGame((g) => (g ? f(g) : g));
  const share = (g: LooGame) => {
    const url = `${location.origin}${location.pathname}?loo=${formatLooPosition(g.pos)}`;
    setShared(url);
    navigator.clipboard?.writeText(url).catch(() => undefined);
  };

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
        </p>
      )}
      {game ? (
        <Deal t={t} game={game} update={update} focusIn={dealtHere.current} onNext={() => update(nextDeal)} onNewGame={() => { backToSetup.current = true; setAddressError(null); setGame(null); }} />
      ) : (
        <Setup t={t} rulesId={rulesId} players={players} level={level} onRules={chooseRules} onPlayers={setPlayers} onLevel={setLevel} onStart={start} />
      )}
      {game && (
        // Sharing the position is the reader's explicit choice: only then is a link with every hand made.
        <div class="loo-play__share">
          <button type="button" data-action="share-position" onClick={() => share(game)}>{t('loo.play.share.button')}</button>
          {shared && (
            <label class="loo-play__share-link">
              <span>{t('loo.play.share.label')}</span>
              <input type="text" readOnly value={shared} data-share-link onFocus={(e) => (e.target as HTMLInputElement).select()} />
            </label>
          )}
        </div>
      )}
    </section>
  );
}
