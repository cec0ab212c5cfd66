import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { LOO_RULES, formatLooPosition, parseLooPosition, type LooLevel } from '~/engine/loo/index.ts';
import { createT } from '~/i18n/createT.ts';
import { sharedMessages } from '~/i18n/sharedMessages.ts';
import { looErrorText } from './looText.ts';
import { Setup } from './play/Setup.tsx';
import { Deal } from './play/Deal.tsx';
import { defaultPlayers, freshSeed, gameFromPosition, newGame, nextDeal, type LooGame } from './play/game.ts';

export interface LooPlayProps {
  lang: string;
  /** That locale's strings (play/messages.ts looPlayMessages); default: the page's shared copy (`<SharedMessages key="looplay-<lang>">`). */
  messages?: object;
}

/**
 * The Loo play widget: three-card and five-card Loo and their variants against computer players, over a
 * game of deals with running chip totals (components play/*). The reader holds seat 0. The address follows
 * the deal's position (`?loo=<notation>`, engine formatLooPosition), so a link reopens it; a link that
 * cannot be read is explained in the reader's language (looErrorText) and a fresh deal dealt instead.
 */
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

  // In the browser: a position in the address is opened; one that cannot be read is reported.
  useEffect(() => {
    const text = new URLSearchParams(location.search).get('loo');
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

  // The address follows the position, without adding to the browser's history.
  useEffect(() => {
    if (!hydrated) return;
    const q = new URLSearchParams(location.search);
    if (game) q.set('loo', formatLooPosition(game.pos));
    else q.delete('loo');
    const s = q.toString();
    window.history.replaceState(window.history.state, '', `${location.pathname}${s ? `?${s}` : ''}${location.hash}`);
  }, [game?.pos, hydrated]);

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
    </section>
  );
}
