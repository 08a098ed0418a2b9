// Where the open offer sits over the board: the first of its places that leaves the robber's hex
// in view (after a 7, the hex the robber just moved to is what everyone looks at), else the one
// that covers the least of it. Re-measured when the board's view moves or the window changes.
import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';

export type Place = 'top' | 'bottom' | 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

export interface Rect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** The pop-up's places, best first: centred above, centred below, then the corners. */
export const POP_PLACES: readonly Place[] = ['top', 'bottom', 'top-left', 'top-right', 'bottom-left', 'bottom-right'];
/** The small note of an offer between two others: a corner. */
export const NOTE_PLACES: readonly Place[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

/** The gap between the offer and the board's edge (0.5rem, as in the stylesheet). */
const GAP = 8;

/** The box `place` gives an offer of this size within the stage (stage coordinates). */
export function boxAt(place: Place, stage: { width: number; height: number }, size: { width: number; height: number }): Rect {
  const left = place.endsWith('left') ? GAP : place.endsWith('right') ? stage.width - size.width - GAP : (stage.width - size.width) / 2;
  const top = place.startsWith('bottom') ? stage.height - size.height - GAP : GAP;
  return { left, top, width: size.width, height: size.height };
}

const overlap = (a: Rect, b: Rect): number =>
  Math.max(0, Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left))
  * Math.max(0, Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top));

/** The first place clear of `avoid`, else the one covering the least of it. */
export function clearPlace(stage: { width: number; height: number }, size: { width: number; height: number }, avoid: Rect | null, places: readonly Place[]): Place {
  if (!avoid) return places[0];
  let best = places[0];
  let least = Infinity;
  for (const place of places) {
    const covered = overlap(boxAt(place, stage, size), avoid);
    if (covered === 0) return place;
    if (covered < least) [best, least] = [place, covered];
  }
  return best;
}

/** The place for the offer in `ref` (inside the board's stage, while `shown`), clear of the hex `hex` if it can be. */
export function useClearPlace(ref: RefObject<HTMLElement | null>, shown: boolean, hex: string | null, places: readonly Place[]): Place {
  const [place, setPlace] = useState<Place>(places[0]);
  const [, setTick] = useState(0);
  useEffect(() => {
    const stage = ref.current?.offsetParent;
    const svg = stage?.querySelector('svg.board');
    if (!svg) return;
    const again = () => setTick((n) => n + 1);
    const watch = new MutationObserver(again);
    watch.observe(svg, { attributes: true, attributeFilter: ['viewBox'] });
    window.addEventListener('resize', again);
    return () => {
      watch.disconnect();
      window.removeEventListener('resize', again);
    };
  }, [shown]);
  // After every render (the offer's size changes with its answers): cheap, and it settles at once.
  useLayoutEffect(() => {
    const el = ref.current;
    const stage = el?.offsetParent;
    const tile = hex === null ? null : stage?.querySelector(`.board-frame .tile[data-hex="${hex}"]`);
    if (!el || !stage) return;
    const s = stage.getBoundingClientRect();
    const t = tile?.getBoundingClientRect();
    const avoid = t && t.width > 0 ? { left: t.left - s.left, top: t.top - s.top, width: t.width, height: t.height } : null;
    const next = clearPlace(s, { width: el.offsetWidth, height: el.offsetHeight }, avoid, places);
    if (next !== place) setPlace(next);
  });
  return place;
}
