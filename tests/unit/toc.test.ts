// @vitest-environment happy-dom
/**
 * The wide screen's table of contents marks the section being read (toc.ts; a designer scrolled a long rules
 * page and found every entry alike): the last section whose heading has passed the upper third of the window.
 */
import { describe, expect, it } from 'vitest';
import { initToc } from '~/components/site/toc.ts';

/** A page with an aside of three entries; each heading's distance from the window's top is read from `tops`. */
function page(tops: Record<string, number>): Document {
  document.body.innerHTML = `
    <aside class="toc toc--aside"><ol class="toc__list">
      <li><a href="#setup">Setup</a></li><li><a href="#pay-off">Pay-off</a></li><li><a href="#termes-cl%C3%A9s">Termes</a></li>
    </ol></aside>
    <h2 id="setup">Setup</h2><h2 id="pay-off">Pay-off</h2><h2 id="termes-clés">Termes</h2>`;
  for (const h of document.querySelectorAll('h2')) {
    h.getBoundingClientRect = () => ({ top: tops[h.id]! }) as DOMRect;
  }
  return document;
}
const marked = () => [...document.querySelectorAll('.toc a[aria-current="true"]')].map((a) => a.textContent);
const frame = () => new Promise((r) => requestAnimationFrame(r));

describe('table of contents', () => {
  it('marks the last section whose heading is above the upper third of the window, and follows the scroll', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 900, configurable: true });
    const tops: Record<string, number> = { setup: -400, 'pay-off': 250, 'termes-clés': 1200 };
    initToc(page(tops));
    // 250 px is above 300 px (a third of 900): the reader is in "Pay-off".
    expect(marked()).toEqual(['Pay-off']);
    Object.assign(tops, { setup: -1400, 'pay-off': -750, 'termes-clés': 200 });
    window.dispatchEvent(new Event('scroll'));
    await frame();
    // A heading whose id is encoded in the link (a French "termes clés") is found too.
    expect(marked()).toEqual(['Termes']);
  });
  it('marks the first section before any heading has reached the upper third', () => {
    initToc(page({ setup: 500, 'pay-off': 1500, 'termes-clés': 2500 }));
    expect(marked()).toEqual(['Setup']);
  });
});

describe('table of contents, a link followed', () => {
  it('marks the link followed at once and keeps it while the scroll it started passes other sections', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 900, configurable: true });
    const tops: Record<string, number> = { setup: -2000, 'pay-off': -1000, 'termes-clés': 100 };
    initToc(page(tops));
    expect(marked()).toEqual(['Termes']);
    document.querySelector<HTMLAnchorElement>('.toc a[href="#setup"]')!.click();
    expect(marked()).toEqual(['Setup']);
    // Halfway up, "Pay-off" passes the upper third: the mark stays on the link followed.
    Object.assign(tops, { setup: -900, 'pay-off': 100, 'termes-clés': 1200 });
    window.dispatchEvent(new Event('scroll'));
    await frame();
    expect(marked()).toEqual(['Setup']);
    // The scroll ends with "Setup" at the top: marked by the scroll again.
    Object.assign(tops, { setup: 0, 'pay-off': 1000, 'termes-clés': 2100 });
    window.dispatchEvent(new Event('scrollend'));
    await frame();
    expect(marked()).toEqual(['Setup']);
    Object.assign(tops, { setup: -1000, 'pay-off': 0, 'termes-clés': 1100 });
    window.dispatchEvent(new Event('scroll'));
    await frame();
    expect(marked()).toEqual(['Pay-off']);
  });
});
