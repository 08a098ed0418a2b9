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

export function parseBox(viewBox: string): Box {
  const [x, y, w, h] = viewBox.split(/[\s,]+/).map(Number);
  return { x, y, w, h };
}

export const boxString = (b: Box): string => [b.x, b.y, b.w, b.h].map((n) => n.toFixed(1)).join(' ');

export const zoomOf = (full: Box, view: Box): number => full.w / view.w;

/** Keeps a view inside the board: zoom between 1 and MAX_ZOOM, its centre on the board. */
export function clampBox(full: Box, view: Box): Box {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, zoomOf(full, view)));
  const w = full.w / zoom;
  const h = full.h / zoom;
  const cx = Math.min(full.x + full.w - w / 2, Math.max(full.x + w / 2, view.x + view.w / 2));
  const cy = Math.min(full.y + full.h - h / 2, Math.max(full.y + h / 2, view.y + view.h / 2));
  return { x: cx - w / 2, y: cy - h / 2, w, h };
}

/** Zooms by `factor` keeping the board point `at` where it is on screen. */
export function zoomAt(full: Box, view: Box, factor: number, at: Point = { x: view.x + view.w / 2, y: view.y + view.h / 2 }): Box {
  const w = view.w / factor;
  const h = view.h / factor;
  return clampBox(full, { x: at.x - ((at.x - view.x) / view.w) * w, y: at.y - ((at.y - view.y) / view.h) * h, w, h });
}

export const panBy = (full: Box, view: Box, dx: number, dy: number): Box => clampBox(full, { ...view, x: view.x - dx, y: view.y - dy });

/** The view that shows these points with a margin, zoomed in as far as allowed (whole board if none). */
export function fitPoints(full: Box, points: readonly Point[], margin: number): Box {
  if (points.length === 0) return full;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = Math.min(...xs) - margin;
  const minY = Math.min(...ys) - margin;
  const w = Math.max(...xs) + margin - minX;
  const h = Math.max(...ys) + margin - minY;
  const zoom = Math.min(MAX_ZOOM, full.w / w, full.h / h);
  return clampBox(full, { x: minX + w / 2 - full.w / zoom / 2, y: minY + h / 2 - full.h / zoom / 2, w: full.w / zoom, h: full.h / zoom });
}
