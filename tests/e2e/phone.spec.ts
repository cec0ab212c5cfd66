/**
 * The site frame on a phone and without JavaScript (issue 19): the compact header and its Menu
 * disclosure, glossary cards on tap with Esc, the theme toggle remembered and applied before the first
 * paint, matrix heads that stay in view, and no control that does nothing when JavaScript is off.
 * Elements are found by data-* hooks and roles, not by text (which differs per language).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LOCALES, coachOff, cutWords, openReplay, watchProblems } from './support.ts';

const PHONE = { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true } as const;

test.describe('on a 360 × 780 phone', () => {
  test.use(PHONE);

  for (const lang of LOCALES) {
    test(`${lang}: the page's heading starts in the first third of the screen; the menu folds away`, async ({ page }) => {
      const problems = watchProblems(page);
      await page.goto(`/${lang}/loo/three-card/`);
      const top = await page.locator('h1').evaluate((h) => h.getBoundingClientRect().top);
      expect(top).toBeLessThan(780 / 3);
      await expect(page.locator('[data-menu-button]')).toBeVisible();
      await expect(page.locator('.site-nav')).toBeHidden();
      await expect(page.locator('.lang-switch')).toBeHidden();
      expect(problems).toEqual([]);
    });
  }

  test('the readings page’s table of player counts cuts no word in two and scrolls in its own box', async ({ page }) => {
    // Five columns do not fit 360 px: squeezed to fit, the table cut ru „Иг|ро|ко|в“ and en „Pl|ayers“.
    for (const lang of LOCALES) {
      await page.goto(`/${lang}/laugh-and-lie-down/readings/`);
      const box = page.locator('#player-counts ~ section.table-scroll').first();
      await expect(box).toHaveRole('region'); // a section with a name: a scroller one can reach by keyboard
      expect(await cutWords(page, '#player-counts ~ .table-scroll table'), lang).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(360);
    }
  });

  test('the comparison’s result fits the phone without a sideways scroll', async ({ page }) => {
    // One table of four number columns scrolled sideways at 360 px (ru 519 px in a 294 px box; a Russian
    // reader): now a table of won cards and one of chips, one under the other.
    for (const lang of LOCALES) {
      await page.goto(`/${lang}/laugh-and-lie-down/readings/`);
      await page.locator('[data-compare]').scrollIntoViewIfNeeded();
      await page.locator('#cmp-b').focus();
      await expect(page.locator('astro-island:has([data-compare])')).not.toHaveAttribute('ssr', /.*/);
      const tables = page.locator('[data-compare-result]');
      await expect(tables).toHaveCount(2);
      for (const right of await tables.evaluateAll((ts) => ts.map((t) => t.getBoundingClientRect().right))) expect(right, lang).toBeLessThanOrEqual(360);
      expect(await cutWords(page, '[data-compare-result]'), lang).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(360);
    }
    // The longest names side by side stay inside the widget: a German newcomer's „games.porg.es“ beside
    // „Einsteigerregeln“ pushed the chips table 30 px past the screen, the second column out of sight.
    for (const [a, b] of [['porges', 'simplified'], ['simplified', 'french']]) {
      await page.goto(`/de/laugh-and-lie-down/readings/?ra=${a}&rb=${b}&rd=seeded&rs=1&rn=5&rt=60#compare`);
      const tables = page.locator('[data-compare-result]');
      await expect(tables).toHaveCount(2);
      const box = await page.locator('[data-compare]').evaluate((el) => el.getBoundingClientRect().right);
      for (const right of await tables.evaluateAll((ts) => ts.map((t) => t.getBoundingClientRect().right))) expect(right, `${a} ${b}`).toBeLessThanOrEqual(box);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${a} ${b}`).toBeLessThanOrEqual(360);
    }
  });

  test('the play page’s tabs share one row in every language', async ({ page }) => {
    for (const lang of LOCALES) {
      await page.goto(`/${lang}/laugh-and-lie-down/play/`);
      const tabs = page.locator('.play__tabs [role="tab"]');
      await tabs.first().tap(); // hydrates the game
      await expect(tabs).toHaveCount(3);
      const boxes = await tabs.evaluateAll((ts) => ts.map((t) => t.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), right: r.right })));
      expect(new Set(boxes.map((b) => b.top)).size).toBe(1);
      for (const b of boxes) expect(b.right).toBeLessThanOrEqual(360);
    }
  });

  test('the menu opens and closes by keyboard, and a tap outside closes it', async ({ page }) => {
    await page.goto('/de/laugh-and-lie-down/rules/');
    // The button works once the frame's script has wired it (data-ready); a key pressed before is lost.
    const button = page.locator('[data-menu-button][data-ready]');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.site-nav')).toBeVisible();
    await expect(page.locator('.lang-switch')).toBeVisible();
    await expect(page.locator('[data-theme-select]')).toBeVisible();
    // German: every page link of the menu fits the screen's width.
    for (const box of await page.locator('.site-nav a').evaluateAll((as) => as.map((a) => a.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(360);
    }
    // Tab follows what the reader sees: each control of the open menu, in the page's order, sits no higher
    // than the one before (search, pages, then languages and theme; an English reader tabbed from the theme
    // menu back up to the pages).
    const tops = await page.locator('#site-menu').evaluate((menu) =>
      [...menu.querySelectorAll<HTMLElement>('a[href], input, select, button')].filter((e) => e.offsetParent !== null).map((e) => Math.round(e.getBoundingClientRect().top)),
    );
    expect(tops.length).toBeGreaterThan(8);
    for (let i = 1; i < tops.length; i++) expect(tops[i]!, `control ${i}: ${tops.join(' ')}`).toBeGreaterThanOrEqual(tops[i - 1]!);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.site-nav')).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.locator('.site-nav')).toBeVisible();
    await page.locator('h1').tap();
    await expect(page.locator('.site-nav')).toBeHidden();
  });

  test('a tap on a glossary term opens its card, not the glossary; Esc and a tap outside close it', async ({ page }) => {
    await page.goto('/ru/laugh-and-lie-down/rules/');
    const term = page.locator('.term').nth(2);
    const word = term.locator('.term__word');
    const card = term.locator('.term__card');
    await word.scrollIntoViewIfNeeded();
    await expect(card).toBeHidden();
    await word.tap();
    await expect(card).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/ru/laugh-and-lie-down/rules/');
    // The card fits the screen and links to the glossary entry.
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await expect(card.locator('.term__more')).toHaveAttribute('href', /^\/ru\/glossary\/#term-/);
    await page.locator('h1').tap();
    await expect(card).toBeHidden();
    await word.tap();
    await expect(card).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    // The link in the card leads to the glossary.
    await word.tap();
    await card.locator('.term__more').tap();
    await expect(page).toHaveURL(/\/ru\/glossary\/#term-/);
  });
});

/** A box in viewport pixels: top and bottom (rounded down and up). */
type Box = { top: number; bottom: number };
const boxOf = (l: Locator): Promise<Box> =>
  l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: Math.floor(r.top), bottom: Math.ceil(r.bottom) };
  });

test.describe('on a 360 × 780 phone, the widgets fit the screen', () => {
  test.use({ ...PHONE, reducedMotion: 'reduce' });

  // Issue 19: in a replay the narration, the step controls and the cards the step names are on screen together.
  for (const lang of ['ru', 'de'] as const) {
    test(`${lang}: a replay three steps in shows its narration, its controls and the cards it moved together`, async ({ page }) => {
      await page.goto(`/${lang}/laugh-and-lie-down/examples/`);
      const replay = await openReplay(page, 'capture-round');
      // The reader brings the replay's table into view, then steps on without scrolling.
      await replay.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      const forward = replay.locator('[data-action="forward"]');
      for (let step = 1; step <= 3; step++) {
        await forward.tap();
        await expect(replay.locator('[data-step]')).toHaveAttribute('data-step', String(step));
      }
      const narration = await boxOf(replay.locator('.replay__narration'));
      const controls = await boxOf(replay.locator('.replay__controls'));
      // The cards moved in the step (highlighted), each where it lies: the table or a seat.
      const named = await replay.locator('.card--hot').evaluateAll((cards) =>
        cards.map((c) => {
          const r = c.closest('[data-table], .seat')!.getBoundingClientRect();
          return { top: Math.floor(r.top), bottom: Math.ceil(r.bottom) };
        }),
      );
      expect(named.length).toBeGreaterThan(0);
      const meets = (b: Box) => b.bottom > 0 && b.top < 780;
      expect(meets(narration), `narration ${JSON.stringify(narration)}`).toBe(true);
      expect(meets(controls), `controls ${JSON.stringify(controls)}`).toBe(true);
      for (const b of named) {
        expect(meets(b), `named cards ${JSON.stringify(b)}`).toBe(true);
        // Not hidden under the bar of controls and narration pinned at the bottom.
        expect(b.top).toBeLessThan(controls.top);
      }
    });
  }

  // Issue 19: the LLD game panel was 1,728 px tall: table, hand and moves are now on one screen.
  const within = async (parts: Record<string, Locator>) => {
    for (const [what, l] of Object.entries(parts)) {
      const b = await boxOf(l);
      expect(b.top, `${what} top`).toBeGreaterThanOrEqual(0);
      expect(b.bottom, `${what} bottom`).toBeLessThanOrEqual(780);
    }
  };
  for (const lang of LOCALES) {
    test(`${lang}: the LLD game after dealing shows the table, the reader's hand and the moves on one screen`, async ({ page }) => {
      await page.goto(`/${lang}/laugh-and-lie-down/play/?mode=game&seed=7`);
      const play = page.locator('[data-play]');
      await expect(play).toHaveAttribute('data-hydrated', 'true');
      await page.locator('#game-pace').selectOption('quick');
      await page.locator('[data-action="start"]').tap();
      const moves = play.locator('[data-my-moves]');
      await expect(moves.locator('button').first()).toBeVisible();
      // Dealt by the reader's tap, the deal opens with its table at the top of the screen: no scrolling.
      const felt = play.locator('.play__game .replay__felt');
      await within({
        table: felt.locator('[data-table]'),
        hand: felt.locator('.seat:has(.badge--you) .seat__hand'),
        moves,
      });
      // A tap on a card of the reader's hand narrows the moves to those that use it, as in the lessons (a German
      // newcomer tapped cards in the game and nothing happened); the line that says so stays on the screen.
      const all = await moves.locator('button').count();
      const card = felt.locator('.seat:has(.badge--you) [data-pick]').last();
      await card.tap();
      await expect(card).toHaveAttribute('aria-pressed', 'true');
      await expect(play.locator('[data-picks="1"]')).toBeVisible();
      await expect(play.locator('.play__picks .play__picked')).toBeInViewport();
      expect(await play.locator('[data-my-moves] button').count()).toBeLessThan(all);
      // The hint, pressed at the top of the game, is written under the table: it is brought into view (a German
      // newcomer pressed Tipp and saw nothing).
      if (lang === 'de') {
        await play.locator('[data-action="hint"]').tap();
        const hint = play.locator('[data-hint]');
        await expect(hint).not.toBeEmpty();
        await expect(hint).toBeInViewport();
      }
    });

    test(`${lang}: the Loo game after dealing shows the table, the reader's hand and the calls on one screen`, async ({ page }) => {
      await coachOff(page);
      await page.goto(`/${lang}/loo/play/`);
      const w = page.locator('[data-loo-play]');
      await w.locator('select[data-field="rules"]').focus(); // hydrates the widget
      await expect(w).toHaveAttribute('data-hydrated', 'true');
      await w.locator('[data-action="start"]').tap();
      const calls = w.locator('.loo-play__calls');
      await expect(calls.locator('[data-my-call]').first()).toBeVisible();
      // Dealt by the reader's tap under the long setup form, the deal opens with its table at the top of the screen.
      const felt = w.locator('.loo-play__game .replay__felt');
      await within({
        table: felt.locator('.loo-felt__centre'),
        hand: felt.locator('.seat[data-seat="0"] .seat__hand'),
        moves: calls,
      });
    });
  }
});

test('desktop: a hover card opens above its word, so the next line stays readable, and Esc closes it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/laugh-and-lie-down/rules/');
  await expect(page.locator('[data-menu-button]')).toBeHidden();
  await expect(page.locator('.site-nav')).toBeVisible();
  const term = page.locator('main .term').nth(4);
  await term.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, -200); // room above the word
  const word = term.locator('.term__word');
  await word.hover();
  const card = term.locator('.term__card');
  await expect(card).toBeVisible();
  const w = (await word.boundingBox())!;
  const c = (await card.boundingBox())!;
  expect(c.y + c.height).toBeLessThanOrEqual(w.y + 1);
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
});

test('the theme is remembered and set before the first paint', async ({ page }) => {
  await page.goto('/en/loo/');
  // The select works once the frame's script has wired it (data-ready).
  const select = page.locator('[data-theme-select][data-ready]');
  await expect(select).toHaveValue('system');
  await select.selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // On the next page, the first animation frame (before the first paint) already has the dark paper.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrame: string }).firstFrame = `${document.documentElement.dataset.theme}|${getComputedStyle(document.body).backgroundColor}`;
    });
  });
  await page.goto('/de/laugh-and-lie-down/');
  await page.waitForFunction(() => 'firstFrame' in window);
  const first = await page.evaluate(() => (window as unknown as { firstFrame: string }).firstFrame);
  expect(first).toBe('dark|rgb(28, 26, 23)'); // --paper of the dark theme, #1c1a17
  await expect(page.locator('[data-theme-select]')).toHaveValue('dark');
  await page.locator('[data-theme-select]').selectOption('system');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
  expect(await page.evaluate(() => localStorage.getItem('willughby-theme'))).toBeNull();
});

for (const path of ['/en/loo/variants/', '/de/laugh-and-lie-down/readings/']) {
  test(`${path}: the matrix's head row and first column stay in view while it scrolls`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const scroller = page.locator('.table-scroll').first();
    await scroller.scrollIntoViewIfNeeded();
    await scroller.evaluate((el) => {
      el.scrollTop = 700;
      el.scrollLeft = 300;
    });
    const at = await scroller.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const head = el.querySelector('thead th:nth-child(2)')!.getBoundingClientRect();
      const row = [...el.querySelectorAll('tbody tr')].find((tr) => tr.getBoundingClientRect().top > box.top + 80)!;
      const first = row.querySelector('th, td')!.getBoundingClientRect();
      return { top: box.top, headTop: head.top, left: box.left, firstLeft: first.left, scrolled: el.scrollTop };
    });
    expect(at.scrolled).toBeGreaterThan(0);
    expect(Math.abs(at.headTop - at.top)).toBeLessThan(3);
    expect(Math.abs(at.firstLeft - at.left)).toBeLessThan(3);
  });
}

/** Visible controls that would need a script: buttons (except native popover toggles), inputs outside a
 * form of CSS-only choices, selects, tabs. */
async function deadControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const controls = [...document.querySelectorAll('button, input, select, textarea, [role="tab"], [role="button"]')];
    return controls
      .filter(seen)
      .filter((el) => !el.hasAttribute('popovertarget'))
      .filter((el) => !(el instanceof HTMLInputElement && el.closest('.loo-vx__choose'))) // chosen by CSS :has()
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, ...PHONE });
  const kinds = [
    'en/',
    'en/laugh-and-lie-down/',
    'en/laugh-and-lie-down/rules/',
    'en/laugh-and-lie-down/examples/',
    'en/laugh-and-lie-down/readings/',
    'en/laugh-and-lie-down/play/',
    'en/laugh-and-lie-down/history/',
    'en/laugh-and-lie-down/reference/',
    'ru/loo/three-card/',
    'ru/loo/five-card/',
    'ru/loo/variants/',
    'ru/loo/examples/',
    'ru/loo/play/',
    'de/glossary/',
    'de/sources/',
  ];
  for (const kind of kinds) {
    test(`/${kind}: no visible control that does nothing; search falls back to links`, async ({ page }) => {
      await page.goto(`/${kind}`);
      expect(await deadControls(page)).toEqual([]);
      await expect(page.locator('[data-menu-button]')).toBeHidden();
      await expect(page.locator('.site-nav')).toBeVisible();
      await expect(page.locator('#site-search')).toBeHidden();
      const fallback = page.locator('.site-search-fallback');
      await expect(fallback).toBeVisible();
      await expect(fallback.locator('a')).toHaveCount(2);
    });
  }

  test('the play pages say what they need, and a replay keeps its transcript', async ({ page }) => {
    await page.goto('/fr/laugh-and-lie-down/play/');
    await expect(page.locator('[data-no-js]').first()).toBeVisible();
    await page.goto('/fr/laugh-and-lie-down/examples/');
    const replay = page.locator('.replay').first();
    await expect(replay.locator('.replay__transcript')).toBeVisible();
    await replay.locator('.replay__transcript summary').click();
    await expect(replay.locator('.replay__transcript li').nth(3)).toBeVisible();
  });
});
