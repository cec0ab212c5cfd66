/**
 * The Loo play widget (/{lang}/loo/play/) in the browser, in English, by keyboard, with the computer moving
 * at once (prefers-reduced-motion): a whole three-card deal from the setup form to its settlement, whose chips
 * balance (the nets plus the change in the pot are zero: seed 004, "Auszahlung" — what a player takes comes
 * out of the pot, what a looed player pays goes into it); a five-card deal opened from a link at the reader's
 * exchange (seed 004, "Loo mit fünf Karten": whoever plays may throw out cards and draw as many), cards thrown
 * out and the deal played to its settlement; a tampered link answered with its message and a fresh deal; no
 * axe violation in the widget while a deal is in play; the setup's menus inside the widget at 360 px in every
 * language. Both deals and the tampered link in every language are component tests
 * (tests/unit/loo-play-deals.test.tsx, address-errors.test.tsx); here is what needs a browser: Tab order,
 * focus, axe, hydration on first use, layout.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LOCALES, coachOff, waitForAny, watchProblems } from './support.ts';
import { applyLooMove, fiveCard, formatLooPosition, looDealSeeded, parseLooMove, type LooPosition } from '../../src/engine/loo/index.ts';

const PLAY = (lang: string) => `/${lang}/loo/play/`;

test.use({ reducedMotion: 'reduce' });

/** A string key left untranslated (`loo.play.start`) would show as such. */
const RAW_KEY = /\bloo\.[a-z]+\.[A-Za-z]/;

async function expectAccessible(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .include('[data-loo-play]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const lines = violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${v.help} at ${n.target.join(' ')}`));
  expect(lines, `axe violations in the play widget — ${state}`).toEqual([]);
}

/**
 * The reader's turns, by keyboard, until the deal is settled: the control that has focus when the turn comes
 * (the widget moves it there) is pressed with Enter — the first call offered, the first legal card; an
 * exchange is made as `exchange` says. Returns how often an illegal card was tried and explained.
 */
async function playOut(page: Page, w: Locator, exchange: (w: Locator) => Promise<void> = keepAll): Promise<number> {
  const game = w.locator('[data-game]');
  let explained = 0;
  for (let i = 0; i < 600; i++) {
    const state = await game.getAttribute('data-game');
    if (state === 'settled' || state === 'over') return explained;
    if (await w.locator('[data-action="exchange"]').count()) {
      await exchange(w);
      continue;
    }
    const call = w.locator('[data-my-call]').first();
    const legal = w.locator('[data-hand-card][data-legal="true"]').first();
    const target = (await call.count()) ? call : (await legal.count()) ? legal : null;
    if (!target) {
      // The computer players are moving: wait for the reader's turn (a call, a card, the exchange) or the end.
      await waitForAny(call, legal, w.locator('[data-action="exchange"]'), w.locator('[data-game="settled"], [data-game="over"]'));
      continue;
    }
    // Once in a deal, an illegal card is tried first: refused with the rule that forbids it.
    const illegal = w.locator('[data-hand-card][data-legal="false"]').first();
    if (explained === 0 && (await illegal.count())) {
      await illegal.focus();
      await page.keyboard.press('Enter');
      await expect(w.locator('[data-illegal]')).toBeVisible();
      await expect(w.locator('[data-illegal]')).not.toHaveText(RAW_KEY);
      await expectAccessible(page, 'a card refused');
      explained++;
    }
    const focused = await target.evaluate((el) => el === document.activeElement);
    if (!focused) await target.focus();
    await page.keyboard.press('Enter');
  }
  throw new Error('the deal did not end');
}

/** The exchange as dealt: keep every card. */
async function keepAll(w: Locator): Promise<void> {
  await w.locator('[data-action="exchange"]').press('Enter');
}

/** Reads the settlement: the nets, the chips carried in and the pot left. */
async function chipsOf(w: Locator): Promise<{ nets: number[]; carried: number; potAfter: number }> {
  const s = w.locator('[data-settlement]');
  await expect(s).toBeVisible();
  const nets = await s.locator('tr[data-net]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-net'))));
  return { nets, carried: Number(await s.getAttribute('data-carried')), potAfter: Number(await s.getAttribute('data-pot-after')) };
}

/** A five-card deal for 5 (Emil deals) after everyone has said "play": Anna, on the dealer's left, exchanges first. */
function fiveCardAtExchange(seed: number): LooPosition {
  const d = looDealSeeded(seed, { rules: fiveCard, players: 5, dealer: 4 });
  if (!d.ok) throw new Error(d.error.code);
  let pos = d.value;
  for (const m of ['0y', '1y', '2y', '3y', '4y']) {
    const mv = parseLooMove(m);
    if (!mv.ok) throw new Error(m);
    const r = applyLooMove(pos, mv.value);
    if (!r.ok) throw new Error(`${m}: ${r.error.code}`);
    pos = r.value.position;
  }
  if (pos.phase !== 'exchange' || pos.turn !== 0) throw new Error('not at Anna’s exchange');
  return pos;
}

{
  const lang = 'en';
  test(`${lang} Loo play: a whole three-card deal by keyboard, to a settlement that balances`, async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchProblems(page);
    await coachOff(page);
    await page.goto(PLAY(lang));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const w = page.locator('[data-loo-play]');
    await expect(w).toHaveCount(1);
    // Rendered on the server: the setup form, before any script.
    await expect(w.locator('[data-game="setup"]')).toBeVisible();
    await expect(w).not.toHaveText(RAW_KEY);
    await w.scrollIntoViewIfNeeded();
    // Hydrates on first use: focusing the rules loads it. Three-card Loo, 5 players: by keyboard.
    await w.locator('select[data-field="rules"]').focus();
    await expect(w).toHaveAttribute('data-hydrated', 'true');
    await expect(w.locator('select[data-field="rules"]')).toHaveValue('threeCard');
    await expect(w.locator('select[data-field="players"]')).toHaveValue('5');
    await page.keyboard.press('Tab');
    await expect(w.locator('select[data-field="players"]')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // The pace, on the set-up as beside the deal.
    await expect(w.locator('[data-game="setup"] [data-quick]')).toBeFocused();
    await page.keyboard.press('Tab');
    // The coach's switch, before the game too (off here: the reader's remembered choice, coachOff).
    await expect(w.locator('[data-game="setup"] [data-coach-switch]')).toBeFocused();
    await expect(w.locator('[data-game="setup"] [data-coach-switch]')).not.toBeChecked();
    await page.keyboard.press('Tab');
    await expect(w.locator('[data-action="start"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(w.locator('[data-game="playing"]')).toBeVisible();
    // The Deal button is gone: focus stays in the deal (its status line, then the reader's first control).
    await expect.poll(() => w.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expect(w.locator('[data-narration] p').first()).toBeVisible();
    await expectAccessible(page, 'a deal in play');

    await playOut(page, w);
    const { nets, carried, potAfter } = await chipsOf(w);
    expect(nets).toHaveLength(5);
    // Every chip is accounted for: the nets and the change in the pot (carried in → left for the next deal) sum to zero.
    expect(nets.reduce((a, b) => a + b, 0) + (potAfter - carried)).toBe(0);
    await expect(w.locator('[data-narration]')).not.toHaveText(RAW_KEY);
    // The address never shows the deal (the other hands, the miss); sharing it is the reader's choice.
    expect(new URL(page.url()).searchParams.get('loo')).toBeNull();
    await w.locator('[data-action="share-position"]').click();
    const link = new URL((await w.locator('[data-share-link]').inputValue()) || 'http://x/').searchParams.get('loo');
    expect(link).toBe(await w.getAttribute('data-position'));
    await w.locator('[data-action="next-deal"]').focus();
    // The next deal: the deal passes to the left, the pot carries what was left in it.
    await expect(w.locator('[data-action="next-deal"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(w.locator('[data-game]')).toHaveAttribute('data-deal', '2');
    // "New game" in the middle of a game asks first (the running totals would be lost): Escape keeps
    // the game, "yes" goes back to the setup.
    await w.locator('[data-action="new-game"]').focus();
    await page.keyboard.press('Enter');
    await expect(w.locator('[data-confirm="new-game"]')).toBeVisible();
    await expect(w.locator('[data-confirm="new-game"]')).not.toHaveText(RAW_KEY);
    await expect(w.locator('[data-action="new-game-no"]')).toBeFocused();
    await expectAccessible(page, 'new game asked');
    await page.keyboard.press('Escape');
    await expect(w.locator('[data-action="new-game"]')).toBeFocused();
    await expect(w.locator('[data-game]')).toHaveAttribute('data-deal', '2');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await expect(w.locator('[data-action="new-game-yes"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(w.locator('[data-game="setup"]')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test(`${lang} Loo play: a five-card deal from a link, with the reader’s exchange`, async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchProblems(page);
    const start = fiveCardAtExchange(41);
    await coachOff(page);
    await page.goto(`${PLAY(lang)}?loo=${formatLooPosition(start)}`);
    const w = page.locator('[data-loo-play]');
    // A position in the address: the widget hydrates at once and opens it.
    await expect(w).toHaveAttribute('data-hydrated', 'true');
    await expect(w).toHaveAttribute('data-position', formatLooPosition(start));
    await expect(w.locator('[data-game]')).toHaveAttribute('data-phase', 'exchange');
    const cards = w.locator('[data-hand-card]');
    await expect(cards).toHaveCount(5);
    // Throw out the first two cards, by keyboard: each press marks a card.
    const thrown = [await cards.nth(0).getAttribute('data-hand-card'), await cards.nth(1).getAttribute('data-hand-card')];
    for (const k of [0, 1]) {
      await cards.nth(k).focus();
      await page.keyboard.press('Enter');
      await expect(cards.nth(k)).toHaveAttribute('aria-pressed', 'true');
    }
    await expectAccessible(page, 'the exchange');
    await w.locator('[data-action="exchange"]').focus();
    await page.keyboard.press('Enter');
    // The exchange is made: Anna's discards are in the position (`0x<cards>`), and gone from her hand;
    // the address, which kept the link until the reader's own move, no longer carries the deal (it would show
    // every hand).
    const moves = async () => (await w.getAttribute('data-position')) ?? '';
    await expect.poll(() => new URL(page.url()).searchParams.get('loo')).toBeNull();
    await expect.poll(moves).toContain(`_0x${thrown.map((c) => c![0] + c![1]!.toLowerCase()).join('')}`);
    for (const c of thrown) await expect(w.locator(`.seat[data-seat="0"] [data-card="${c}"]`)).toHaveCount(0);

    await playOut(page, w);
    const { nets, carried, potAfter } = await chipsOf(w);
    expect(nets).toHaveLength(5);
    expect(nets.reduce((a, b) => a + b, 0) + (potAfter - carried)).toBe(0);
    expect(problems).toEqual([]);
  });
}

// In English here; the message and the fresh deal in every language are a component test
// (tests/unit/address-errors.test.tsx).
test('en Loo play: a tampered link is explained, naming the fault, and a fresh deal dealt', async ({ page }) => {
  const problems = watchProblems(page);
  // Two jacks of clubs: the deal cannot be.
  await page.goto(`${PLAY('en')}?loo=loo1_threeCard_d0c0_JcJc2c-3c4c5c-6c7c8c_9cTcQc_Kc`);
  const w = page.locator('[data-loo-play]');
  await expect(w).toHaveAttribute('data-hydrated', 'true');
  const error = w.locator('[data-address-error]');
  await expect(error).toBeVisible();
  await expect(error).toHaveText(/could not be opened.*jack of clubs/);
  await expect(w.locator('[data-game="playing"]')).toBeVisible();
  // The tampered link stays in the address until the reader moves (a reload says again what was wrong: a tester),
  // and the fresh deal is never put there (it would show every hand).
  const tampered = new URL(page.url()).searchParams.get('loo');
  expect(tampered).toMatch(/^loo1_threeCard_d0c0_JcJc/);
  await page.reload();
  await expect(w).toHaveAttribute('data-hydrated', 'true');
  await expect(w.locator('[data-address-error]')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('loo')).toBe(tampered);
  expect(problems).toEqual([]);
});

test('Loo play setup on a 360 px phone: every menu stays inside the widget, in every language', async ({ page }) => {
  // A select is as wide as its longest option; the German, French and Russian rule names once ran past the box.
  await page.setViewportSize({ width: 360, height: 800 });
  for (const lang of LOCALES) {
    await page.goto(PLAY(lang));
    const w = page.locator('[data-loo-play]');
    await expect(w.locator('[data-game="setup"]')).toBeVisible();
    const right = await w.evaluate((el) => el.getBoundingClientRect().right);
    const selects = await w.locator('select').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
    expect(selects.length).toBeGreaterThanOrEqual(3);
    for (const r of selects) expect(r, `${lang}: a menu ends at ${r}, the widget at ${right}`).toBeLessThanOrEqual(right);
  }
});
