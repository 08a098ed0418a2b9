// The board's own gestures: a drag pans (once zoomed in), a pinch and the wheel zoom about the
// point between the fingers or under the pointer. A drag or a pinch is not a click: the click
// that ends one picks nothing.
import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Point } from './layout.ts';
import { panBy, zoomAt, zoomOf, type Box } from './viewport.ts';

export interface Pointers {
  readonly at: Map<number, { x: number; y: number }>;
  moved: number;
  /** A drag or pinch happened: the click that ends it picks nothing. */
  dragged: boolean;
}

export interface GestureView {
  readonly full: Box;
  /** The view now (not subscribed). */
  readonly peek: () => Box;
  readonly set: (next: Box) => void;
  /** The most zoom allowed now. */
  readonly most: () => number;
  /** Screen pixels per board unit at the current view. */
  readonly scale: () => number;
  /** A screen point as a board point in the current view. */
  readonly toBoard: (x: number, y: number) => Point;
}

/** The frame's pointer handlers (spread on it), and the pointers' record. */
export function useGestures(frame: RefObject<HTMLDivElement | null>, v: GestureView) {
  const pointers = useRef<Pointers>({ at: new Map(), moved: 0, dragged: false });
  const onPointerDown = (e: PointerEvent) => {
    const p = pointers.current;
    p.at.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (p.at.size === 1) {
      p.moved = 0;
      p.dragged = false;
    }
  };
  const onPointerMove = (e: PointerEvent) => {
    const p = pointers.current;
    const before = p.at.get(e.pointerId);
    if (!before) return;
    const now = { x: e.clientX, y: e.clientY };
    if (p.at.size >= 2) {
      const [other] = [...p.at].filter(([id]) => id !== e.pointerId).map(([, q]) => q);
      const d0 = Math.hypot(before.x - other.x, before.y - other.y);
      const d1 = Math.hypot(now.x - other.x, now.y - other.y);
      if (d0 > 0) v.set(zoomAt(v.full, v.peek(), d1 / d0, v.toBoard((now.x + other.x) / 2, (now.y + other.y) / 2), v.most()));
      p.dragged = true;
    } else {
      p.moved += Math.hypot(now.x - before.x, now.y - before.y);
      if (p.moved > 8 && zoomOf(v.full, v.peek()) > 1.01) {
        const k = v.scale();
        v.set(panBy(v.full, v.peek(), (now.x - before.x) / k, (now.y - before.y) / k, v.most()));
        p.dragged = true;
      }
    }
    p.at.set(e.pointerId, now);
  };
  const onPointerEnd = (e: PointerEvent) => {
    pointers.current.at.delete(e.pointerId);
  };
  const onClickCapture = (e: MouseEvent) => {
    if (!pointers.current.dragged) return;
    pointers.current.dragged = false;
    e.stopPropagation();
    e.preventDefault();
  };
  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    v.set(zoomAt(v.full, v.peek(), e.deltaY < 0 ? 1.15 : 1 / 1.15, v.toBoard(e.clientX, e.clientY), v.most()));
  };
  const frameEl = frame.current;
  useEffect(() => {
    // A wheel listener that may cancel scrolling must not be passive.
    const el = frame.current;
    if (!el) return;
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [frameEl]);
  return {
    pointers,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onClickCapture },
  };
}
