/**
 * The size budget's DOM count (scripts/dom-elements.mjs) against an independent parser: happy-dom's
 * `querySelectorAll('*').length`, on hand-written pages and on the shapes the built pages use.
 */
import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { domElements } from '../../scripts/dom-elements.mjs';

function parsed(html: string): number {
  const window = new Window();
  window.document.write(html);
  const n = window.document.querySelectorAll('*').length;
  window.close();
  return n;
}

const PAGES = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A title</title></head><body><p>One</p></body></html>',
  '<!DOCTYPE html><html><head><script>if (a < b) document.write("<div></div>")</script><style>p > span { }</style></head><body><!-- <div>not</div> --><main><p>x<br>y<img src="a.png" alt=""></p></main></body></html>',
  '<html><head></head><body><template><div><span>inside</span></div></template><ul><li>1</li><li>2</li></ul></body></html>',
  '<html><head></head><body><table><caption>c</caption><thead><tr><th scope="col">a</th></tr></thead><tbody><tr><th scope="row">r</th><td data-label="a > b">1</td></tr></tbody></table><svg viewBox="0 0 1 1"><path d="M0 0"/></svg></body></html>',
  '<html><head></head><body><details><summary>s</summary><ol><li>step <span class="tag">x</span></li></ol></details><button popovertarget="p">b</button><div popover id="p"><p>pop</p></div></body></html>',
];

describe('domElements', () => {
  for (const [i, html] of PAGES.entries()) {
    it(`counts the elements of page ${i + 1} as a parser does`, () => {
      expect(domElements(html)).toBe(parsed(html));
    });
  }
  // <title> and <textarea> hold text only (RCDATA in the HTML standard, as Chromium parses them;
  // happy-dom does not, so these are counted by hand: html, head, title, body, textarea).
  it('counts no element inside <title> or <textarea>', () => {
    expect(domElements('<html><head><title>A <b>b</b></title></head><body><textarea><p>x</p></textarea></body></html>')).toBe(5);
  });
  it('leaves out what a template holds', () => {
    expect(domElements('<html><head></head><body><template><p>a</p><p>b</p></template></body></html>')).toBe(4);
  });
});
