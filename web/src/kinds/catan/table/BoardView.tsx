// The board of a live game: the spots of the move at hand come from the domain's legal
// commands (and the build mode chosen); picking one sends its command. The board pans with a
// drag and zooms with a pinch, the wheel or its buttons; on a small screen it zooms by itself to
// the spots of a placement that sit close together, so each is a finger's width apart. While a
// board mode is on (a build, the pavers' road, a helper's spots), Escape leaves it.
import { useComputed, useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { Board } from '../board/Board.tsx';
import { recentMove } from '../board/Recent.tsx';
import { boardLayout, S, type Point } from '../board/layout.ts';
import type { SpotKind } from '../board/Spots.tsx';
import { boxString, fitPoints, maxZoom, panBy, parseBox, zoomAt, zoomOf, type Box } from '../board/viewport.ts';
import { hexName } from '../../../i18n/describe.ts';
import { lang, t, type MessageKey } from '../../../i18n/index.ts';
import type { Command } from '../../../lib/domain.ts';
import { toClientCommand } from '../../../lib/protocol.ts';
import { useGame } from '../../../game/context.ts';
import type { TableState } from '../../../game/derived.ts';
import { feedbackSignal } from '../../../game/feedback.ts';
import { planSpots, spotKey } from './spots.ts';
import { useLeaveOnEscape } from '../../../game/ui-state.ts';

/** Below this many screen pixels per board unit, spots close together are zoomed to. */
const SMALL_SCALE = 0.6;
const STEP = 1.75;
/** A finger's width on screen (at least 44 px), and the narrowest spot's hit band in board units (a side's). */
const FINGER = 46;
const SIDE_BAND = 0.48 * S;

interface Pointers {
  readonly at: Map<number, { x: number; y: number }>;
  moved: number;
  /** A drag or pinch happened: the click that ends it picks nothing. */
  dragged: boolean;
}

export function BoardView({ table }: { table: TableState }) {
  const { game, actions, ui } = useGame();
  const layout = boardLayout(table.board, table.players);
  const full = parseBox(layout.viewBox);
  const view = useSignal<Box>(full);
  const auto = useRef(false);
  const frame = useRef<HTMLDivElement>(null);
  const pointers = useRef<Pointers>({ at: new Map(), moved: 0, dragged: false });
  useLeaveOnEscape(ui);
  const plan = useComputed(() => {
    void lang.value;
    const s = game.state.value;
    if (s.phase === 'none' || game.pending.value.length > 0) return planSpots([], null, null as never);
    const around = (hexes: readonly string[] | undefined) => (hexes ?? []).map((h) => hexName(s.board, h, t)).join(', ');
    const cmd = (type: Command['type']) => t(`cmd.${type}` as MessageKey);
    const explorer = { from: t('helperSpot.explorerFrom'), to: t('helperSpot.explorerTo') };
    return planSpots(game.legal.value, ui.mode.value, {
      vertex: (key, type) => `${cmd(type)}: ${t('where.vertex', { hexes: around(layout.vertexHexes.get(key)) })}`,
      edge: (key, type, role) => `${role ? explorer[role] : cmd(type)}: ${t('where.edge', { hexes: around(layout.edgeHexes.get(key)) })}`,
      hex: (key, type) => `${cmd(type)}: ${hexName(s.board, key, t)}`,
    }, ui.mode.value === 'helper' ? ui.helperFrom.value : null);
  });
  const spots = plan.value.spots;
  const spotSignature = [...spots.vertices, ...spots.edges, ...spots.hexes].map((s) => s.key).join();

  /** Screen pixels per board unit at the current view. */
  const scale = (box: Box = view.peek()) => {
    const rect = frame.current?.getBoundingClientRect();
    return rect && rect.width > 0 ? Math.min(rect.width / box.w, rect.height / box.h) : 1;
  };

  /** The most zoom: the board's own limit, or more where the frame is so small a side would stay under a finger's width. */
  const fingerZoom = () => FINGER / (SIDE_BAND * scale(full));
  const most = () => Math.max(maxZoom(full), fingerZoom());

  // On a small screen, placement spots close together are zoomed to; back out when they go.
  useEffect(() => {
    const points: Point[] = [
      ...spots.vertices.flatMap((s) => layout.vertices.get(s.key as never) ?? []),
      ...spots.edges.flatMap((s) => layout.edges.get(s.key as never)?.mid ?? []),
    ];
    if (points.length > 0 && spots.hexes.length === 0 && scale(full) < SMALL_SCALE) {
      const fit = fitPoints(full, points, 1.2 * S, most(), fingerZoom());
      if (zoomOf(full, fit) > 1.3) {
        view.value = fit;
        auto.current = true;
        return;
      }
    }
    if (points.length === 0 && auto.current) {
      auto.current = false;
      view.value = full;
    }
  }, [spotSignature, layout]);

  const onSpot = (kind: SpotKind, key: string) => {
    const commands = plan.value.commands.get(spotKey(kind, key)) ?? [];
    if (commands.length === 0) return;
    if (commands[0].type === 'MoveRobber' && commands.length > 1) {
      ui.robberHex.value = key;
      return;
    }
    const first = commands[0];
    // The Explorer's road to move (Helpers): its new spots light up next, in the same mode.
    if (first.type === 'UseHelper' && first.use.helper === 'explorer' && ui.helperFrom.peek() === null) {
      ui.helperFrom.value = key;
      return;
    }
    ui.mode.value = null;
    ui.helperFrom.value = null;
    // A board helper's spot (Helpers): its dialog chooses how to pay and what happens to the card.
    if (first.type === 'UseHelper') {
      ui.helperAt.value = commands;
      return;
    }
    actions.command(toClientCommand(commands[0]));
  };
  // A two-step pick (the Explorer's road, then its spot): the keyboard goes on at the first new spot.
  const from = ui.helperFrom.value;
  useEffect(() => {
    if (from !== null) frame.current?.querySelector<SVGElement>('.spot')?.focus();
  }, [from]);
  const recent = useComputed(() => {
    const items = game.items.value;
    const last = items[items.length - 1];
    return last ? recentMove(last.version, last.events) : null;
  });
  const feedback = feedbackSignal(game).value;

  /** A screen point as a board point in the current view. */
  const toBoard = (x: number, y: number): Point => {
    const rect = frame.current!.getBoundingClientRect();
    const box = view.peek();
    const k = scale(box);
    return { x: box.x + box.w / 2 + (x - rect.left - rect.width / 2) / k, y: box.y + box.h / 2 + (y - rect.top - rect.height / 2) / k };
  };
  const setView = (next: Box) => {
    auto.current = false;
    view.value = next;
  };
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
      if (d0 > 0) setView(zoomAt(full, view.peek(), d1 / d0, toBoard((now.x + other.x) / 2, (now.y + other.y) / 2), most()));
      p.dragged = true;
    } else {
      p.moved += Math.hypot(now.x - before.x, now.y - before.y);
      if (p.moved > 8 && zoomOf(full, view.peek()) > 1.01) {
        const k = scale();
        setView(panBy(full, view.peek(), (now.x - before.x) / k, (now.y - before.y) / k, most()));
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
    setView(zoomAt(full, view.peek(), e.deltaY < 0 ? 1.15 : 1 / 1.15, toBoard(e.clientX, e.clientY), most()));
  };
  const frameEl = frame.current;
  useEffect(() => {
    // A wheel listener that may cancel scrolling must not be passive.
    const el = frame.current;
    if (!el) return;
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [frameEl]);
  const zoom = zoomOf(full, view.value);
  const limit = most();
  return (
    <div class="board-frame" ref={frame} data-zoom={zoom.toFixed(2)}
      onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerEnd} onPointerCancel={onPointerEnd}
      onClickCapture={onClickCapture}>
      <Board table={table} t={t} spots={spots} onSpot={onSpot} recent={recent.value} viewBox={boxString(view.value)}
        producing={feedback?.producing ?? []} />
      <div class="zoom-buttons" role="group" aria-label={t('zoom.label')}>
        <button type="button" aria-label={t('zoom.in')} data-zoom-in="" disabled={zoom >= limit - 0.01} onClick={() => setView(zoomAt(full, view.value, STEP, undefined, limit))}>+</button>
        <button type="button" aria-label={t('zoom.out')} disabled={zoom <= 1.01} onClick={() => setView(zoomAt(full, view.value, 1 / STEP, undefined, limit))}>−</button>
        <button type="button" aria-label={t('zoom.fit')} disabled={zoom <= 1.01} onClick={() => setView(full)}>⤢</button>
      </div>
    </div>
  );
}
