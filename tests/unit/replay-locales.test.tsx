// @vitest-environment happy-dom
/**
 * The replay widget reaches the positions the sources document (seeds 000/001) in every language, by its
 * buttons and by its keys (issue 19: moved down from tests/e2e/replay.spec.ts, which stepped both replays
 * once per locale in the browser and now does it once, for the real mouse, focus and hydration on first use).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/preact';
import Replay from '~/components/replay/Replay.tsx';
import { lldTimeline } from '~/components/replay/timeline.ts';

const LOCALES = ['en', 'de', 'fr', 'ru'] as const;

afterEach(cleanup);

function open(example: string, lang: string) {
  const { container } = render(<Replay example={example} lang={lang} timeline={lldTimeline(example, lang)} />);
  const root = container.querySelector<HTMLElement>(`section.replay[data-replay="${example}"]`)!;
  expect(root).not.toBeNull();
  const get = (sel: string, attr: string) => root.querySelector(`:scope[${attr}], ${sel}`)!.getAttribute(attr);
  return {
    root,
    click: (action: string) => fireEvent.click(root.querySelector(`button[data-action="${action}"]`)!),
    key: (key: string) => fireEvent.keyDown(root, { key }),
    step: () => Number(get('[data-step]', 'data-step')),
    steps: () => Number(get('[data-steps]', 'data-steps')),
    table: () => get('[data-table]', 'data-count'),
    pot: () => get('[data-pot]', 'data-pot'),
    won: () => [0, 1, 2, 3, 4].map((p) => Number(root.querySelector(`[data-seat="${p}"][data-won]`)!.getAttribute('data-won'))),
  };
}

for (const lang of LOCALES) {
  describe(lang, () => {
    it('capture round, by the buttons: Ben’s nine takes three nines, Carla’s jack the jack, Dan lays his jacks; back, first, last', () => {
      const r = open('capture-round', lang);
      // Step 0 is the deal: twelve cards face up, nobody has won anything yet.
      expect(r.step()).toBe(0);
      expect(r.table()).toBe('12');
      expect(r.won()).toEqual([0, 0, 0, 0, 0]);
      r.click('forward');
      expect(r.step()).toBe(1);
      expect(r.won()[1]).toBe(4);
      expect(r.table()).toBe('9');
      r.click('forward');
      expect(r.step()).toBe(2);
      expect(r.won()[2]).toBe(2);
      r.click('forward');
      expect(r.step()).toBe(3);
      expect(r.won()[3]).toBe(2);
      r.click('back');
      expect(r.step()).toBe(2);
      expect(r.won()[3]).toBe(0);
      r.click('first');
      expect(r.step()).toBe(0);
      expect(r.won()).toEqual([0, 0, 0, 0, 0]);
      // Last: Emil has taken one of the two fives; the pot still holds its 11 chips.
      r.click('last');
      expect(r.step()).toBe(5);
      expect(r.steps()).toBe(5);
      const won = r.won();
      expect([won[1], won[2], won[4]]).toEqual([4, 2, 2]);
      expect(r.pot()).toBe('11');
    });

    it('pay-off, by keys: ← → Home End; seed 001’s won cards 14/12/8/6/12 and an empty pot and table at the end', () => {
      const r = open('pay-off', lang);
      expect(r.step()).toBe(0);
      r.key('ArrowRight');
      expect(r.step()).toBe(1);
      r.key('ArrowRight');
      r.key('ArrowRight');
      expect(r.step()).toBe(3);
      r.key('ArrowLeft');
      expect(r.step()).toBe(2);
      r.key('Home');
      expect(r.step()).toBe(0);
      expect(r.won()).toEqual([0, 0, 0, 0, 0]);
      r.key('End');
      expect(r.steps()).toBeGreaterThan(0);
      expect(r.step()).toBe(r.steps());
      expect(r.won()).toEqual([14, 12, 8, 6, 12]);
      expect(r.pot()).toBe('0');
      expect(r.table()).toBe('0');
    });
  });
}

describe('cards named with their article where the language puts one', () => {
  // Seeds 000/001, "Playing": Carla's J♦ takes the lone J♥, then Dan lays his two jacks (J♠ J♣) out of turn.
  const said = (lang: string) => {
    const r = open('capture-round', lang);
    const transcript = r.root.querySelector('.replay__transcript')!.textContent!.replace(/\s+/g, ' ');
    r.click('forward');
    r.click('forward');
    const spoken = [...r.root.querySelectorAll('.replay__cards')].map((e) => e.getAttribute('aria-label'));
    return { transcript, spoken };
  };
  it('French: « le valet de carreau », in the narration read out and in the transcript', () => {
    const { transcript, spoken } = said('fr');
    expect(transcript).toContain('Carla joue le valet de carreau et prend le valet de cœur.');
    expect(transcript).toMatch(/Dan pose aussitôt sa paire, (le valet de pique et le valet de trèfle|le valet de trèfle et le valet de pique),/);
    expect(spoken).toContain('le valet de carreau');
  });
  it('English: “the jack of diamonds”', () => {
    const { transcript, spoken } = said('en');
    expect(transcript).toContain('Carla captures: the jack of diamonds from hand takes the jack of hearts from the table.');
    expect(spoken).toContain('the jack of diamonds');
  });
  it('German and Russian: the name after a colon, the accusative as the object of a verb', () => {
    // German names the cards of a capture as the verbs' objects, in the accusative (a German editor found the
    // colon form terse beside the reader's own full sentences); the pair goes in parentheses.
    expect(said('de').transcript).toContain('Carla spielt den Karo-Buben aus der Hand und holt den Herz-Buben vom Tisch.');
    expect(said('de').transcript).toMatch(/Dan legt das Paar \((Kreuz-Bube und Pik-Bube|Pik-Bube und Kreuz-Bube)\) sofort/);
    // Russian lays the jacks down as the verb's object: «валета треф и валета пик», not «валет треф».
    expect(said('ru').transcript.replace(/\u00a0/g, ' ')).toMatch(/Дэн сразу выкладывает во взятые (валета треф и валета пик|валета пик и валета треф):/);
  });
});
