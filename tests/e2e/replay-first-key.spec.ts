/**
 * The first key pressed on a replay counts, though the replay's code is still loading when it is pressed
 * (client:interact hydrates on first use): an English reader tabbed to a replay, pressed →, and it stayed at
 * "Step 0 of 5"; only the second press stepped. The directive's own rules are unit-tested
 * (tests/unit/interact-directive.test.ts); this is the real browser, focus and hydration.
 */
import { expect, test } from '@playwright/test';

test('en: → pressed at once on a replay not yet live steps it once', async ({ page }) => {
  await page.goto('/en/laugh-and-lie-down/examples/');
  const replay = page.locator('section.replay[data-replay="capture-round"]');
  await replay.scrollIntoViewIfNeeded();
  await expect(replay.locator('[data-step]').first()).toHaveAttribute('data-step', '0');
  await replay.focus();
  await page.keyboard.press('ArrowRight');
  await expect(replay).toHaveAttribute('data-hydrated', 'true');
  await expect(replay.locator('[data-step]').first()).toHaveAttribute('data-step', '1');
});
