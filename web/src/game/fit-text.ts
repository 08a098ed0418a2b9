// Words in a box whose height the stylesheet fixes (the prompt on a phone, phone.css), so that what
// they say never moves what is under them: while they overflow the box, the element takes the next
// step of `data-fit` ("small": a size smaller; "grow": the box takes the height it needs, the last
// resort). Fitted again whenever the words or the box's width change.
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

const STEPS = ['small', 'grow'] as const;

/** Clears the element's `data-fit`, then takes each step while its content overflows its height. */
export function fitText(el: HTMLElement): void {
  delete el.dataset.fit;
  for (const step of STEPS) {
    if (el.scrollHeight <= el.clientHeight + 1) return;
    el.dataset.fit = step;
  }
}

/** A ref for the box: fitted after every render, and when its width changes (a rotation, the dice beside it, the fonts loaded). */
export function useFitText<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  useLayoutEffect(() => {
    if (ref.current) fitText(ref.current);
  });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    // Only a change of width refits: a step's own change of height must not start it again.
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      fitText(el);
    });
    observer.observe(el);
    void document.fonts?.ready.then(() => fitText(el));
    return () => observer.disconnect();
  }, []);
  return ref;
}
