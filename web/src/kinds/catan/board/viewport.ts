// The part of the board on screen: zoom and pan as a view box inside the whole board's box.
// Pure geometry, so it is tested without a browser.
import type { Point } from './layout.ts';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export const MAX_ZOOM = 3;
/**
 * The narrowest view, in board units: a third of the base board's width. A larger board (the 5–6
 * player one) may zoom further, so that its spots get as large on screen as the base board's.
 */
export const MIN_VIEW_W = 354;

/** The most a board may be zoomed: MAX_ZOOM, or more for a board wider than the base one. */
export const maxZoom = (full: Box): number => Math.max(MAX_ZOOM, full.w / MIN_VIEW_W);

export function parseBox(viewBox: string): Box {
  const [x, y, w, h] = viewBox.split(/[\s,]+/).map(Number);
  return { x, y, w, h };
}

export const boxString = (b: Box): string => [b.x, b.y, b.w, b.h].map((n) => n.toFixed(1)).join(' ');

export const zoomOf = (full: Box, view: Box): number => full.w / view.w;

/** Keeps a view inside the board: zoom between 1 and `most`, its centre on the board. */
export function clampBox(full: Box, view: Box, most = maxZoom(full)): Box {
  const zoom = Math.min(most, Math.max(1, zoomOf(full, view)));
  const w = full.w / zoom;
  const h = full.h / zoom;
  const cx = Math.min(full.x + full.w - w / 2, Math.max(full.x + w / 2, view.x + view.w / 2));
  const cy = Math.min(full.y + full.h - h / 2, Math.max(full.y + h / 2, view.y + view.h / 2));
  return { x: cx - w / 2, y: cy - h / 2, w, h };
}

/** Zooms by `factor` keeping the board point `at` where it is on screen. */
export function zoomAt(full: Box, view: Box, factor: number, at: Point = { x: view.x + view.w / 2, y: view.y + view.h / 2 }, most = maxZoom(full)): Box {
  const w = view.w / factor;
  const h = view.h / factor;
  return clampBox(full, { x: at.x - ((at.x - view.x) / view.w) * w, y: at.y - ((at.y - view.y) / view.h) * h, w, h }, most);
}

export const panBy = (full: Box, view: Box, dx: number, dy: number, most = maxZoom(full)): Box =>
  clampBox(full, { ...view, x: view.x - dx, y: view.y - dy }, most);

/**
 * The view that shows these points with a margin, zoomed in as far as allowed (whole board if none).
 * Points close together are shown at least `least` times (a small frame needs them large enough to
 * tap): the margin gives way, down to a little over half, but never a point.
 */
export function fitPoints(full: Box, points: readonly Point[], margin: number, most = maxZoom(full), least = 1): Box {
  if (points.length === 0) return full;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const spreadW = Math.max(...xs) - Math.min(...xs);
  const spreadH = Math.max(...ys) - Math.min(...ys);
  const minX = Math.min(...xs) - margin;
  const minY = Math.min(...ys) - margin;
  const w = spreadW + 2 * margin;
  const h = spreadH + 2 * margin;
  let zoom = Math.min(most, full.w / w, full.h / h);
  const room = 1.2 * margin;
  if (zoom < least && spreadW + room <= full.w / least && spreadH + room <= full.h / least) zoom = Math.min(most, least);
  return clampBox(full, { x: minX + w / 2 - full.w / zoom / 2, y: minY + h / 2 - full.h / zoom / 2, w: full.w / zoom, h: full.h / zoom }, most);
}
