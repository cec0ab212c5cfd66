/**
 * feltView (src/components/table/feltView.ts): the badge of a seat that has lain down agrees with the seat's
 * player in Russian (a Russian editor: „лёг“, „легла“, not „рука выложена“, since „выложить“ means laying
 * cards into the won cards); English, German and French have one form.
 */
import { describe, expect, it } from 'vitest';
import { dealSeeded, type Position } from '~/engine/index.ts';
import { feltView } from '~/components/table/feltView.ts';
import { getT } from '~/i18n/t.ts';

// Seats 0 and 2 are women (Anna, Carla), seat 1 a man (Ben): players.gender in the locales.
function withLaidDown(laidDown: boolean[]): Position {
  const start = dealSeeded(7, { dealer: 4 });
  if (!start.ok) throw new Error(start.error.code);
  return { ...start.value, laidDown };
}

describe('feltView: the lain-down badge', () => {
  const pos = withLaidDown([true, true, false, false, false]);
  it('is in the seat’s gender in Russian', () => {
    const seats = feltView(pos, getT('ru')).seats;
    expect(seats.map((s) => s.laidDown)).toEqual(['легла', 'лёг', null, null, null]);
  });
  it('has one form in English, German and French', () => {
    expect(feltView(pos, getT('en')).seats.map((s) => s.laidDown)).toEqual(['has lain down', 'has lain down', null, null, null]);
    expect(feltView(pos, getT('de')).seats[0]!.laidDown).toBe('hat sich hingelegt');
    expect(feltView(pos, getT('fr')).seats[0]!.laidDown).toBe('main couchée');
  });
});
