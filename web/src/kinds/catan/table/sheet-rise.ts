// The board keeps its size while the player composes at it. Choosing a build mode (its hint) and
// composing a trade (the trade bar opened, chips of the cards picked) make the dock under the
// board taller; instead of pushing the board smaller, the dock rises over the board's lower edge
// by what it grew, as a sheet, and settles back when the composing ends. Its height in the flow
// stays what it was before, so the board's box does not move.
import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

export function useSheetRise(dock: RefObject<HTMLElement | null>, composing: boolean, present: boolean): void {
  /** The dock's height when nothing is being composed. */
  const base = useRef<number | null>(null);
  const rising = useRef(composing);
  rising.current = composing;
  const apply = (el: HTMLElement) => {
    const height = el.getBoundingClientRect().height;
    if (!rising.current || base.current === null) {
      base.current = height;
      el.style.marginTop = '';
      el.removeAttribute('data-risen');
      return;
    }
    const rise = Math.max(0, height - base.current);
    el.style.marginTop = rise > 0 ? `${-rise}px` : '';
    el.toggleAttribute('data-risen', rise > 0);
  };
  // Every change of the dock's height: its base while idle, its rise while composing.
  useEffect(() => {
    const el = dock.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(() => apply(el));
    watch.observe(el);
    return () => watch.disconnect();
  }, [present]);
  // Composing begins or ends: rise (or settle) before the browser paints.
  useLayoutEffect(() => {
    const el = dock.current;
    if (el) apply(el);
  }, [composing]);
}
