/**
 * (b) The replay widget, driven by mouse and by keyboard, reaches the positions that the sources
 * document (seeds 000/001): the capture round and the pay-off deal. In the browser once each — the rules
 * page by mouse in English, the examples page by mouse and keyboard in Russian — for the real pointer,
 * focus and hydration on first use; the same steps in every locale are component tests
 * (tests/unit/replay-locales.test.tsx) and each locale's markup is read from the build.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { button, expectStep, expectWon, openReplay, potOf, seatOf, tableOf, url } from './support.ts';

{
  test('en rules: capture-round steps by mouse to the documented captures', async ({ page }) => {
    await page.goto(url('en', 'rules'));
    await captureRound(page);
  });

  // One load of the examples page (its five replays make it the heaviest page) for both of its replays.
  // Its pay-off settlement table (each player's net) is read from the build: tests/build/pages.test.ts.
  test('ru examples: capture-round steps by mouse, pay-off by keyboard alone, to the documented positions', async ({ page }) => {
    await page.goto(url('ru', 'examples'));
    await captureRound(page);
    const replay = await openReplay(page, 'pay-off');
    await focusReplay(replay);

    await expectStep(replay, 0);
    await page.keyboard.press('ArrowRight');
    await expectStep(replay, 1);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectStep(replay, 3);
    await page.keyboard.press('ArrowLeft');
    await expectStep(replay, 2);
    await page.keyboard.press('Home');
    await expectStep(replay, 0);
    await expectWon(replay, [0, 0, 0, 0, 0]);
    await page.keyboard.press('End');
    const total = await stepNumber(replay);
    expect(total).toBeGreaterThan(0);
    await expectStep(replay, total);

    // Seed 001's pay-off: Anna 14, Ben 12, Carla 8, Dan 6, Emil 12 won cards; the settlement has paid out
    // the 11 chips of the pot ("This always empties the pot exactly").
    await expectWon(replay, [14, 12, 8, 6, 12]);
    await expect(potOf(replay)).toHaveAttribute('data-pot', '0');
    await expect(tableOf(replay)).toHaveAttribute('data-count', '0');
  });
}

/** The capture-round replay of the page, stepped by mouse to the captures seed 000 documents. */
async function captureRound(page: Page): Promise<void> {
  const replay = await openReplay(page, 'capture-round');
  const table = tableOf(replay);

  // Step 0 is the deal: twelve cards face up, nobody has won anything yet.
  await expectStep(replay, 0);
  await expect(table).toHaveAttribute('data-count', '12');
  await expectWon(replay, [0, 0, 0, 0, 0]);

  // 1: Ben's nine of hearts takes the three nines on the table.
  await button(replay, 'forward').click();
  await expectStep(replay, 1);
  await expect(seatOf(replay, 1)).toHaveAttribute('data-won', '4');
  await expect(table).toHaveAttribute('data-count', '9');
  // 2: Carla's jack takes the lone jack.
  await button(replay, 'forward').click();
  await expectStep(replay, 2);
  await expect(seatOf(replay, 2)).toHaveAttribute('data-won', '2');
  // 3: Dan lays his pair of jacks down out of turn.
  await button(replay, 'forward').click();
  await expectStep(replay, 3);
  await expect(seatOf(replay, 3)).toHaveAttribute('data-won', '2');

  // Back and first undo; last goes to the end, where Emil has taken one of the two fives.
  await button(replay, 'back').click();
  await expectStep(replay, 2);
  await expect(seatOf(replay, 3)).toHaveAttribute('data-won', '0');
  await button(replay, 'first').click();
  await expectStep(replay, 0);
  await expectWon(replay, [0, 0, 0, 0, 0]);
  await button(replay, 'last').click();
  const total = await expectStep(replay, 5);
  expect(total).toBe(5);
  await expect(seatOf(replay, 1)).toHaveAttribute('data-won', '4');
  await expect(seatOf(replay, 2)).toHaveAttribute('data-won', '2');
  await expect(seatOf(replay, 4)).toHaveAttribute('data-won', '2');
  await expect(potOf(replay)).toHaveAttribute('data-pot', '11');
}

/** Puts keyboard focus in the widget: on its root if that is focusable, else on its forward button. */
async function focusReplay(replay: Locator): Promise<void> {
  const rootFocusable = (await replay.getAttribute('tabindex')) !== null;
  const target = rootFocusable ? replay : button(replay, 'forward');
  await target.focus();
  await expect(target).toBeFocused();
}

/** The total number of steps the widget announces (`data-steps`). */
async function stepNumber(replay: Locator): Promise<number> {
  return Number(await replay.locator(':scope[data-steps], :scope [data-steps]').first().getAttribute('data-steps'));
}

// Issue 19 ("Weight"): a replay steps through the timeline the engine computed at build time. Its first use
// fetches that replay's timeline (JSON) and the drawing, never the engine's kernel nor i18next, nor the
// other replays' timelines. (Sizes are measured by scripts/size-budget.mjs; this checks what is fetched.)
test('ru examples: using a replay fetches its own timeline and no engine or i18next', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(url('ru', 'examples'));
  await page.waitForLoadState('load');
  const before = fetched.length;
  const replay = await openReplay(page, 'capture-round');
  await replay.locator('[data-action="forward"]').click();
  await expectStep(replay, 1);
  const used = fetched.slice(before);
  expect(used.filter((p) => p.startsWith('/messages/'))).toEqual(['/messages/tl-lld-ru-capture-round.json']);
  expect(used.filter((p) => /\/_astro\/(?:engine|createT|loo)\.[\w-]+\.js$/.test(p))).toEqual([]);
  expect(used.some((p) => /\/_astro\/Replay\.[\w-]+\.js$/.test(p))).toBe(true);
});
