import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Position, Step } from '~/engine/lld/types.ts';
import type { EngineError } from '~/engine/lld/errors.ts';
import { dealSeeded } from '~/engine/lld/deal.ts';
import { formatPosition, parsePosition } from '~/engine/lld/notation.ts';
import { exampleById, exampleTimeline } from '~/engine/lld/examples/index.ts';
import { createT } from '~/i18n/createT.ts';
import { sharedMessages } from '~/i18n/sharedMessages.ts';
import { Explorer, current, type ExplorerProps } from './Explorer.tsx';
import { Editor } from './Editor.tsx';
import { Game } from './Game.tsx';
import { errorText } from './describe.ts';
import { READINGS } from '~/engine/lld/readings/index.ts';

export interface PlayProps {
  lang: string;
  /** That locale's strings (players, cards, replay, narr, readings names and options, errors, play); default: the page's shared copy (`<SharedMessages key="play-<lang>">`). */
  messages?: object;
}

type Mode = 'explore' | 'edit' | 'game';
type History = ExplorerProps['history'];

/** The deal shown before the reader does anything: the same on the server and in the browser. */
const FIRST_SEED = 1665;

function seededHistory(seed: number, readingId = 'parlett'): History {
  const reading = READINGS[readingId]!;
  const counts = Object.keys(reading.options.deals).map(Number);
  const d = dealSeeded(seed, { dealer: 0, reading, players: counts.includes(5) ? 5 : counts[0]! });
  if (!d.ok) throw new Error(d.error.code);
  return { past: [], start: d.value, future: [] };
}

/**
 * What the address asks for: `?p=<notation>` a position, `?example=<id>&step=<n>` a worked example at a
 * step, `?mode=game` the game; `?seed=` the first deal of a game; `?reading=<id>` the reading of the game
 * (and of a fresh deal), an unknown one said in the reader's language. A position that cannot be read is
 * reported in the reader's language, and its text kept so that it can be mended.
 */
interface Address {
  history?: History;
  origin?: { example: string; step: number };
  /** The position in the address could not be read: the engine's error. */
  parseError?: EngineError;
  /** The worked example named in the address does not exist. */
  badExample?: string;
  mode?: Mode;
  seed?: number;
  /** `?reading=`: a reading the engine has (READINGS), for the game and for a fresh deal. */
  reading?: string;
  /** `?reading=` named a reading the engine does not have: the text as given. */
  badReading?: string;
}

function fromAddress(search: string): Address {
  const q = new URLSearchParams(search);
  const out: Address = {};
  const mode = q.get('mode');
  if (mode === 'game' || mode === 'edit') out.mode = mode;
  const reading = q.get('reading');
  if (reading !== null) {
    if (Object.hasOwn(READINGS, reading)) out.reading = reading;
    else out.badReading = reading;
  }
  const seed = Number(q.get('seed'));
  if (Number.isInteger(seed) && seed > 0 && seed < 1e9) out.seed = seed;
  const p = q.get('p');
  const ex = q.get('example');
  if (p !== null) {
    const r = parsePosition(p);
    if (r.ok) out.history = { past: [], start: r.value, future: [] };
    else out.parseError = r.error;
    return out;
  }
  if (ex !== null) {
    const e = exampleById(ex);
    const tl = e ? exampleTimeline(e) : null;
    if (e && tl && tl.ok) {
      const step = Math.max(0, Math.min(tl.value.steps.length, Math.floor(Number(q.get('step')) || 0)));
      const past: Step[] = tl.value.steps.slice(0, step) as Step[];
      out.history = { past, start: tl.value.start, future: tl.value.steps.slice(step) };
      out.origin = { example: ex, step };
    } else out.badExample = ex;
  }
  return out;
}

/**
 * The play page's widget: explore a position (legal moves with their rules, a move of one's own checked,
 * undo and redo, another reading), set one up (editor, random deal, pasted notation), or play a game
 * against computer players. The address follows the explored position (`?p=`), so a link reproduces it.
 */
export default function Play({ lang, messages }: PlayProps) {
  const t = useMemo(() => createT(lang, messages ?? sharedMessages(`play-${lang}`)), [lang, messages]);
  const [mode, setMode] = useState<Mode>('explore');
  const [history, setHistory] = useState<History>(() => seededHistory(FIRST_SEED));
  // The worked example the position came from, and the reading it was opened under: the line saying so
  // shows only while the position is still that example's step (reader's review 2026-12-01, item 10c: after
  // switching readings the moves may stop earlier, and the line must not claim the step).
  const [origin, setOrigin] = useState<{ example: string; step: number; reading: string } | undefined>();
  const [addressError, setAddressError] = useState<string | null>(null);
  const [seed, setSeed] = useState(FIRST_SEED);
  // The game's reading: the address's `?reading=`, else the explored position's; kept in the address.
  const [gameReading, setGameReading] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const pos: Position = current(history);

  // On first render in the browser: read the address.
  useEffect(() => {
    const a = fromAddress(location.search);
    if (a.history) setHistory(a.history);
    else if (a.reading) setHistory(seededHistory(FIRST_SEED, a.reading));
    if (a.reading) setGameReading(a.reading);
    if (a.origin && a.history) setOrigin({ ...a.origin, reading: a.history.start.reading.id });
    const seed = a.seed ?? Math.floor(Math.random() * 1e6) + 1;
    if (a.parseError) setAddressError(t('play.badLink', { error: errorText(t, a.parseError) }));
    else if (a.badExample !== undefined) setAddressError(t('play.badExample', { text: a.badExample }));
    else if (a.badReading !== undefined) setAddressError(t('play.readings.badReading', { text: a.badReading, reading: t('readings.names.parlett') }));
    // A link that cannot be followed gets a fresh deal, as its message says.
    if (a.parseError || a.badExample !== undefined) setHistory(seededHistory(seed));
    if (a.mode) setMode(a.mode);
    setSeed(seed);
    setHydrated(true);
  }, []);

  const readingOfPos = pos.reading.id.split('+')[0]!;
  const originLine =
    origin && history.past.length === origin.step && history.start.reading.id === origin.reading
      ? t('play.fromExample', { title: t(`replay.titles.${origin.example}`), step: origin.step })
      : undefined;
  const playedReading = gameReading ?? readingOfPos;
  // The address follows the explored position, or the game's mode and reading, without adding to the
  // browser's history.
  useEffect(() => {
    if (!hydrated || mode === 'edit') return;
    const q = new URLSearchParams();
    if (mode === 'explore') q.set('p', formatPosition(pos));
    else {
      q.set('mode', 'game');
      q.set('reading', playedReading);
    }
    window.history.replaceState(null, '', `${location.pathname}?${q.toString()}`);
  }, [pos, mode, hydrated, playedReading]);

  const open = (p: Position) => {
    setHistory({ past: [], start: p, future: [] });
    setOrigin(undefined);
    setMode('explore');
  };
  const tab = (m: Mode) => (
    <button type="button" role="tab" id={`play-tab-${m}`} aria-controls="play-panel" aria-selected={mode === m ? 'true' : 'false'} tabIndex={mode === m ? 0 : -1} data-tab={m} onClick={() => setMode(m)}
      onKeyDown={(e) => {
        const order: Mode[] = ['explore', 'edit', 'game'];
        const i = order.indexOf(m) + (e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0);
        if (i !== order.indexOf(m)) {
          const to = order[(i + 3) % 3]!;
          setMode(to);
          document.getElementById(`play-tab-${to}`)?.focus();
        }
      }}>
      {t(`play.tabs.${m}`)}
    </button>
  );

  return (
    <section class="play wide" data-play data-hydrated={hydrated ? 'true' : undefined} data-position={formatPosition(pos)} aria-label={t('play.label')}>
      <div class="play__tabs" role="tablist" aria-label={t('play.label')}>
        {tab('explore')}
        {tab('edit')}
        {tab('game')}
      </div>
      {addressError && <p class="play__error" role="alert" data-address-error>{addressError}</p>}
      <div id="play-panel" role="tabpanel" aria-labelledby={`play-tab-${mode}`}>
        {mode === 'explore' && <Explorer t={t} lang={lang} history={history} onChange={setHistory} origin={originLine} />}
        {mode === 'edit' && <Editor t={t} readingId={readingOfPos} from={pos} onOpen={open} />}
        {mode === 'game' && <Game t={t} lang={lang} readingId={playedReading} onReading={setGameReading} seed={seed} />}
      </div>
    </section>
  );
}
