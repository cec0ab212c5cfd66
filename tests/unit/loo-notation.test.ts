/**
 * Loo notation: positions of seeded play under every rule set round-trip field for field; strings are
 * URL-safe; every error is typed; 100,000 fuzzed strings parse or give a typed error, never throw.
 */
import { describe, expect, it } from 'vitest';
import { seededRng } from '~/engine/index.ts';
import {
  LOO_ERROR_CODES, LOO_RULES, formatLooMoves, formatLooPosition, looDealSeeded, looMovesOf, parseLooMoves, parseLooPosition,
  playOutLoo, replayLooMoves, threeCard, withLooOption, fiveCard, type LooPosition,
} from '~/engine/loo/index.ts';

const SAFE = /^[A-Za-z0-9_.*-]*$/;

function positions(): LooPosition[] {
  const out: LooPosition[] = [];
  for (const rules of Object.values(LOO_RULES)) {
    for (let seed = 1; seed <= 6; seed++) {
      const players = rules.options.minPlayers + (seed % (rules.options.maxPlayers - rules.options.minPlayers + 1));
      const s = looDealSeeded(seed, { rules, players, dealer: seed % players, carried: seed % 2 ? 0 : 9 });
      if (!s.ok) throw new Error(s.error.code);
      const t = playOutLoo(s.value, seededRng(seed));
      out.push(s.value, ...t.steps.map((x) => x.position));
    }
  }
  return out;
}

/**
 * `text` with the cards of each hand and of the miss put in ascending order, worked out here from the
 * notation's own alphabet (rank A23456789TJQK, then suit cdhs), not from the engine's order.
 */
function ascending(text: string): string {
  const key = (c: string) => 'A23456789TJQK'.indexOf(c[0]!) * 4 + 'cdhs'.indexOf(c[1]!);
  const sorted = (run: string) => (run.match(/../g) ?? []).sort((a, b) => key(a) - key(b)).join('');
  const f = text.split('_');
  f[3] = f[3]!.split('-').map(sorted).join('-');
  f[4] = sorted(f[4]!);
  return f.join('_');
}

describe('Loo notation', () => {
  const all = positions();

  it('round-trips every position of seeded play under every rule set', () => {
    for (const p of all) {
      const text = formatLooPosition(p);
      expect(text).toMatch(SAFE);
      const r = parseLooPosition(text);
      if (!r.ok) throw new Error(`${text}: ${JSON.stringify(r.error)}`);
      expect(formatLooPosition(r.value)).toBe(text);
      const { history: _h, deal: _d, rules: _r, options: _o, ...rest } = r.value;
      const { history: _h2, deal: _d2, rules: _r2, options: _o2, ...orig } = p;
      expect(rest).toEqual(orig);
      expect(r.value.rules.options).toEqual(p.rules.options);
    }
    expect(all.length).toBeGreaterThan(1000);
  });

  it('reads the cards of a hand or the miss in any order, and writes them ascending', () => {
    // A hand edited by a reader (the cards of seat 0 and of the miss written backwards) is the same
    // position: the format's order is the canonical one, not a condition of reading.
    let checked = 0;
    for (const p of all.slice(0, 400)) {
      const text = formatLooPosition(p);
      const f = text.split('_');
      const backwards = (run: string) => (run.match(/../g) ?? []).reverse().join('');
      const hands = f[3]!.split('-');
      if (hands[0]!.length < 4 || f[4]!.length < 4) continue;
      const edited = [...f.slice(0, 3), [backwards(hands[0]!), ...hands.slice(1)].join('-'), backwards(f[4]!), ...f.slice(5)].join('_');
      expect(edited).not.toBe(text);
      const r = parseLooPosition(edited);
      if (!r.ok) throw new Error(`${edited}: ${JSON.stringify(r.error)}`);
      expect(formatLooPosition(r.value)).toBe(text);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('keeps a changed option in the link', () => {
    const rules = withLooOption(withLooOption(threeCard, 'loo', 'capped'), 'looCap', 30);
    const s = looDealSeeded(3, { rules, players: 4 });
    if (!s.ok) throw new Error();
    const text = formatLooPosition(s.value);
    expect(text.split('_')[1]).toBe('threeCard.loo-capped.looCap-30');
    const r = parseLooPosition(text);
    expect(r.ok && r.value.options.looCap).toBe(30);
  });

  it('writes moves and reads them back', () => {
    const s = looDealSeeded(11, { rules: fiveCard, players: 5 });
    if (!s.ok) throw new Error();
    const t = playOutLoo(s.value, seededRng(11));
    const end = t.steps.at(-1)!.position;
    const text = formatLooMoves(looMovesOf(end));
    const m = parseLooMoves(text);
    expect(m.ok && formatLooMoves(m.value)).toBe(text);
    const r = replayLooMoves(s.value, text);
    expect(r.ok && formatLooPosition(r.value)).toBe(formatLooPosition(end));
  });

  it('gives typed errors', () => {
    const s = looDealSeeded(5, { rules: threeCard, players: 5, carried: 6 });
    if (!s.ok) throw new Error();
    const text = formatLooPosition(s.value);
    const code = (t: string) => {
      const r = parseLooPosition(t);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code(text)).toBe('ok');
    expect(code(text.replace('loo1', 'loo2'))).toBe('ERR_NOTATION_VERSION');
    expect(code(text.replace('threeCard', 'fourCard'))).toBe('ERR_UNKNOWN_RULES');
    expect(code(text.replace('threeCard', 'threeCard.colour-red'))).toBe('ERR_UNKNOWN_OPTION');
    expect(code(text.replace('threeCard', 'threeCard.loo-lots'))).toBe('ERR_OPTION_VALUE');
    expect(code(text.replace('_d0', '_d7'))).toBe('ERR_DEALER');
    expect(code(`${text}_1Zz`)).toBe('ERR_CARD_SYNTAX');
    expect(code(`${text}_1`)).toBe('ERR_NOTATION_SYNTAX');
    expect(code(`${text}_3y`)).toBe('ERR_ILLEGAL_MOVE');
    const h = text.split('_');
    h[3] = h[3]!.replace(/^(..)(..)/, '$1$1');
    expect(code(h.join('_'))).toBe('ERR_DUPLICATE_CARD');
  });

  it('parses or gives a typed error for 100,000 fuzzed strings, never throws', () => {
    const rng = seededRng(2024);
    const seeds = all.filter((_, i) => i % 7 === 0).map(formatLooPosition);
    const alphabet = 'AKQJT98765432cdhsxXymndc*_-.0123456789loo';
    let ok = 0;
    for (let i = 0; i < 100_000; i++) {
      let t = seeds[rng.int(seeds.length)]!;
      const kind = rng.int(5);
      if (kind === 0) {
        const k = rng.int(t.length);
        t = t.slice(0, k) + alphabet[rng.int(alphabet.length)] + t.slice(k + 1);
      } else if (kind === 1) {
        t = t.slice(0, rng.int(t.length + 1));
      } else if (kind === 2) {
        const k = rng.int(t.length);
        t = t.slice(0, k) + t.slice(k + 1 + rng.int(3));
      } else if (kind === 3) {
        const k = rng.int(t.length);
        t = t.slice(0, k) + alphabet[rng.int(alphabet.length)] + t.slice(k);
      } else {
        t = Array.from({ length: rng.int(40) }, () => alphabet[rng.int(alphabet.length)]).join('');
      }
      const r = parseLooPosition(t);
      if (r.ok) {
        ok++;
        // Card order in a hand or the miss is free; the format writes them ascending.
        expect(formatLooPosition(r.value)).toBe(ascending(t));
      } else if (!LOO_ERROR_CODES.includes(r.error.code)) {
        throw new Error(`untyped error for ${t}`);
      }
    }
    expect(ok).toBeGreaterThan(0);
  });
});

describe('dealing for a player count the rules do not have', () => {
  it('is ERR_PLAYERS, not a crash, for too few, too many or a fraction of a player', async () => {
    const { looDealSeeded, threeCard } = await import('~/engine/loo/index.ts');
    // Seed 004, "Überblick": three-card Loo is for 3 to 10 players.
    for (const players of [2, 11, 4.5, Number.NaN]) {
      const r = looDealSeeded(1, { rules: threeCard, players });
      expect(r.ok ? 'ok' : r.error.code, String(players)).toBe('ERR_PLAYERS');
    }
  });
});
