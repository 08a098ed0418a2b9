// @vitest-environment happy-dom
// The phone's prompt in a box of fixed height (game/fit-text.ts): the words keep their size when
// they fit, take a size smaller when they overflow, and the box grows only when even that
// overflows; fitted again, a shorter text is back to its size. (The layout is faked: happy-dom
// measures nothing; tests/browser/board-size.test.ts measures the real one.)
import { describe, expect, it } from 'vitest';
import { fitText } from '../../web/src/game/fit-text.ts';

/** A box 46 px high whose content is `lines(step)` lines of 22 px (of 15 px when a step is taken). */
function box(lines: (step: string | undefined) => number): HTMLElement {
  const el = document.createElement('div');
  Object.defineProperty(el, 'clientHeight', { get: () => (el.dataset.fit === 'grow' ? el.scrollHeight : 46) });
  Object.defineProperty(el, 'scrollHeight', { get: () => lines(el.dataset.fit) * (el.dataset.fit ? 15 : 22) });
  return el;
}

describe('fitting words in a box of fixed height', () => {
  it('keeps two lines at their size', () => {
    const el = box(() => 2);
    fitText(el);
    expect(el.dataset.fit).toBeUndefined();
  });

  it('takes a size smaller on three lines, and grows the box only past that', () => {
    const three = box(() => 3);
    fitText(three);
    expect(three.dataset.fit).toBe('small');
    const long = box((step) => (step ? 4 : 5));
    fitText(long);
    expect(long.dataset.fit).toBe('grow');
  });

  it('is back to its size once the words are short again', () => {
    let n = 3;
    const el = box(() => n);
    fitText(el);
    expect(el.dataset.fit).toBe('small');
    n = 1;
    fitText(el);
    expect(el.dataset.fit).toBeUndefined();
  });
});
