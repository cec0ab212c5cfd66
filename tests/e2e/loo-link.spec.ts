/**
 * A Loo position opened from a link, in the browser (a reader's report, 2026-12-03: the shared game opened at
 * the top of the page, on the trainer some 1,500 px above it, and the `?loo=` left the address at once, so a
 * reload or a bookmark lost it). The game is scrolled to the top of the screen — at once under
 * prefers-reduced-motion, smoothly otherwise — at 1280 px and at 360 px; the note that says where it came
 * from has focus; the address keeps the link through a reload, until the reader's own move. "Link to this
 * position" in a game the reader dealt opens that position the same way. The LLD play page, whose widget
 * stands at the top of its page, keeps `?p=` through a reload with the widget in view. In English: the
 * strings and the logic in every language are component tests (tests/unit/loo-play-link.test.tsx).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { coachOff, watchProblems } from './support.ts';
import { applyLooMove, fiveCard, formatLooPosition, legalLooMoves, looDealSeeded, threeCard } from '../../src/engine/loo/index.ts';
import { dealSeeded, formatPosition, READINGS } from '../../src/engine/index.ts';

const PLAY = '/en/loo/play/';

/** A fresh three-card deal for 5, Emil dealing: Anna, the reader, calls first, so nothing moves until she does. */
function annaFirst(seed: number): string {
  const d = looDealSeeded(seed, { rules: threeCard, players: 5, dealer: 4 });
  if (!d.ok) throw new Error(d.error.code);
  return formatLooPosition(d.value);
}

/** The widget's top edge, relative to the screen's. */
const top = (l: Locator) => l.evaluate((el) => el.getBoundingClientRect().top);

/** The game is at the top of the screen: its top edge within the page's scroll padding (1.5rem) of the screen's. */
async function expectAtTop(page: Page, w: Locator): Promise<void> {
  await expect.poll(() => top(w), { message: 'the shared game scrolled to the top of the screen' }).toBeGreaterThanOrEqual(0);
  await expect.poll(() => top(w)).toBeLessThan(40);
  // …and it was a long way down: the page did scroll.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
}

for (const size of [{ width: 1280, height: 800 }, { width: 360, height: 780 }]) {
  test.describe(`${size.width} px, reduced motion`, () => {
    test.use({ viewport: size, reducedMotion: 'reduce' });
    test('a shared position opens in view, its note focused, and stays in the address until the reader moves', async ({ page }) => {
      const problems = watchProblems(page);
      const text = annaFirst(11);
      await coachOff(page);
      await page.goto(`${PLAY}?loo=${text}`);
      const w = page.locator('[data-loo-play]');
      await expect(w).toHaveAttribute('data-hydrated', 'true');
      await expect(w).toHaveAttribute('data-position', text);
      await expectAtTop(page, w);
      await expect(w.locator('[data-from-link]')).toBeFocused();
      // The address keeps the link, and a reload comes back to it, in view again.
      expect(new URL(page.url()).searchParams.get('loo')).toBe(text);
      await page.reload();
      await expect(w).toHaveAttribute('data-hydrated', 'true');
      await expect(w).toHaveAttribute('data-position', text);
      await expectAtTop(page, w);
      expect(new URL(page.url()).searchParams.get('loo')).toBe(text);
      // Both ways of sharing carry the same note: the link shows every hand.
      const note = w.locator('[data-reveals]');
      await expect(note).toHaveText('The link shows every hand, the miss and the stock.');
      await expect(w.locator('[data-link]')).toHaveAttribute('aria-describedby', (await note.getAttribute('id'))!);
      await expect(w.locator('[data-action="share-position"]')).toHaveAttribute('aria-describedby', (await note.getAttribute('id'))!);
      // The reader's own call: the deal leaves the address (it would show every hand).
      await w.locator('[data-my-call]').first().click();
      await expect.poll(() => new URL(page.url()).searchParams.get('loo')).toBeNull();
      expect(problems).toEqual([]);
    });
  });
}

test.describe('motion allowed', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' });
  test('"Link to this position" in a game the reader dealt opens that position at the top of the screen', async ({ page }) => {
    const problems = watchProblems(page);
    await coachOff(page);
    await page.goto(PLAY);
    const w = page.locator('[data-loo-play]');
    await w.locator('[data-action="start"]').click();
    await expect(w).toHaveAttribute('data-hydrated', 'true');
    const link = w.locator('[data-link]');
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\?loo=loo1_/);
    // In a new tab, so that the game under way and its running totals stay where they are (an English newcomer lost them).
    const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await tab.waitForURL((u) => u.searchParams.get('loo') === href.slice('?loo='.length));
    const opened = tab.locator('[data-loo-play]');
    await expect(opened).toHaveAttribute('data-hydrated', 'true');
    await expect(opened.locator('[data-from-link]')).toBeVisible();
    // A smooth scroll ends at the game.
    await expectAtTop(tab, opened);
    await expect(opened.locator('[data-from-link]')).toBeFocused();
    await expect(w.locator('[data-link]')).toBeVisible();
    expect(problems).toEqual([]);
    await tab.close();
  });
});

test('LLD play page: a position link opens with the widget in view, and keeps `?p=` through a reload', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const d = dealSeeded(5, { dealer: 0, reading: READINGS.parlett!, players: 5 });
  if (!d.ok) throw new Error(d.error.code);
  const p = formatPosition(d.value);
  await page.goto(`/en/laugh-and-lie-down/play/?p=${p}`);
  const play = page.locator('[data-play]');
  await expect(play).toHaveAttribute('data-hydrated', 'true');
  await expect(play).toHaveAttribute('data-position', p);
  await expect(play.locator('[data-tab="explore"]')).toBeInViewport();
  await page.reload();
  await expect(play).toHaveAttribute('data-hydrated', 'true');
  await expect(play).toHaveAttribute('data-position', p);
  expect(new URL(page.url()).searchParams.get('p')).toBe(p);
});

// A hand-edited `?lpos=` link (a German newcomer, 2026-12-06): a link that cannot be read keeps its text in the
// address and in a field to correct it; a link whose last move cannot be played opens at the move before. The
// position texts are made here with the engine's notation, the last move doubled by hand.
test.describe('Loo positions: a broken link', () => {
  /** A five-card deal for 5 and its first `n` moves, each the first legal one, as a position text. */
  function explored(n: number): { text: string; lastMove: string } {
    const d = looDealSeeded(3, { rules: fiveCard, players: 5, dealer: 4 });
    if (!d.ok) throw new Error(d.error.code);
    let p = d.value;
    for (let k = 0; k < n; k++) {
      const r = applyLooMove(p, legalLooMoves(p)[0]!.move);
      if (!r.ok) throw new Error(r.error.code);
      p = r.value.position;
    }
    const text = formatLooPosition(p);
    return { text, lastMove: text.slice(text.lastIndexOf('_') + 1) };
  }
  const lpos = (page: Page) => new URL(page.url()).searchParams.get('lpos');

  test('a link that cannot be read keeps its text, in the address and for correction', async ({ page }) => {
    const { text } = explored(3);
    // A card of the hands mistyped: the deal itself cannot be read (a mistyped move would keep the deal).
    const parts = text.split('_');
    parts[3] = `Zz${parts[3]!.slice(2)}`;
    const broken = parts.join('_');
    await page.goto(`/en/loo/play/?lpos=${broken}`);
    const box = page.locator('[data-loo-positions]');
    await expect(box).toHaveAttribute('data-hydrated', 'true');
    await expect(box.locator('[data-lpos-link-error]')).toContainText('The position in this link cannot be opened');
    // The address is left as it came, and the text stands in a field to correct.
    expect(lpos(page)).toBe(broken);
    const field = box.locator('[data-lpos-link-fix] textarea');
    await expect(field).toHaveValue(broken);
    // A move on the deal shown (not the link's) leaves the link's text and the address alone.
    await box.locator('[data-lpos-legal] button').first().click();
    await expect(box.locator('[data-lpos-last]')).toBeVisible();
    await expect(field).toHaveValue(broken);
    expect(lpos(page)).toBe(broken);
    // Corrected by hand and opened: the position, its moves and the address.
    await field.fill(text);
    await box.locator('[data-action="lpos-open-text"]').click();
    await expect(box.locator('[data-lpos-position]')).toHaveAttribute('data-lpos-position', text);
    await expect(box.locator('[data-lpos-link-error]')).toHaveCount(0);
    await expect.poll(() => lpos(page)).toBe(text);
  });

  test('a link whose last move cannot be played opens at the move before it, and says which move', async ({ page }) => {
    const { text, lastMove } = explored(3);
    // The same call twice: the fourth move is the third's again, which the player who made it cannot repeat.
    await page.goto(`/fr/loo/play/?lpos=${text}_${lastMove}`);
    const box = page.locator('[data-loo-positions]');
    await expect(box).toHaveAttribute('data-hydrated', 'true');
    await expect(box.locator('[data-lpos-position]')).toHaveAttribute('data-lpos-position', text);
    await expect(box.locator('[data-lpos-link-error]')).toContainText('n° 4');
    await expect(box.locator('[data-lpos-link-error]')).toContainText('La donne s’ouvre au dernier coup jouable');
    expect(lpos(page)).toBe(`${text}_${lastMove}`);
  });

  // A QA tester's first move, made by the click that wakes the tool, never reached the address; a link's position
  // opened six screens below where the page showed.
  test('the first move on the page’s own deal goes into the address, and a link’s position opens in view', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/en/loo/play/');
    const box = page.locator('[data-loo-positions]');
    await box.locator('[data-lpos-legal] button').first().click();
    await expect(box.locator('[data-lpos-last]')).toBeVisible();
    await expect.poll(() => lpos(page)).toBe(await box.locator('[data-lpos-position]').getAttribute('data-lpos-position'));
    await page.goto(`/en/loo/play/?lpos=${lpos(page)}`);
    await expect(box).toHaveAttribute('data-hydrated', 'true');
    await expect(box.locator('[data-lpos-position]')).toBeInViewport();
  });
});
