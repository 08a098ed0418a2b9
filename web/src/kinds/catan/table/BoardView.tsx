// The board of a live game: the spots of the move at hand come from the domain's legal
// commands (and the build mode chosen); picking one sends its command. The board pans with a
// drag and zooms with a pinch, the wheel or its buttons; on a narrow screen it zooms by itself to
// the spots of a placement that sit close together, so each is a finger's width apart (a wide
// table never does: the whole island stays in view). While a
// board mode is on (a build, the pavers' road, a helper's spots), Escape leaves it.
// On a touch screen (a coarse pointer) a placement takes two taps: the first marks the spot with a
// translucent piece and a Place it / Cancel bar beside it, the second (or Place it) sends it;
// a tap elsewhere, Cancel or Escape drops the mark. The arrow keys move the keyboard to the
// nearest spot in their direction. A placement waiting in the queue shows as a translucent piece.
import { useComputed, useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { ARROWS, nearestInDirection } from '../board/arrows.ts';
import { Board } from '../board/Board.tsx';
import { useGestures } from '../board/gestures.ts';
import type { BoardGhost } from '../board/Ghosts.tsx';
import { recentMove } from '../board/Recent.tsx';
import { boardLayout, S, type Point } from '../board/layout.ts';
import type { PickedBy, SpotKind } from '../board/Spots.tsx';
import { boxString, clampBox, fitPoints, maxZoom, parseBox, zoomAt, zoomOf, type Box } from '../board/viewport.ts';
import { hexName } from '../../../i18n/describe.ts';
import { lang, t, type MessageKey } from '../../../i18n/index.ts';
import { indexOf, type Command } from '../../../lib/domain.ts';
import { toClientCommand } from '../../../lib/protocol.ts';
import { useGame } from '../../../game/context.ts';
import { TABLE_WIDE } from '../../../game/media.ts';
import type { TableState } from '../../../game/derived.ts';
import { feedbackSignal } from '../../../game/feedback.ts';
import { planSpots, spotKey } from './spots.ts';
import { forBoard } from './cities-knights/ck.ts';
import { chasedHex } from './cities-knights/knights.ts';
import { ghostOf, queuedGhosts, type Ghost } from './ghosts.ts';
import { leaveMode, useLeaveOnEscape } from '../../../game/ui-state.ts';
import { seaPick } from './seafarers/sea.ts';
import '../board/place.css';

/** Below this many screen pixels per board unit, spots close together are zoomed to. */
const SMALL_SCALE = 0.6;
const STEP = 1.75;
/** A finger's width on screen (at least 44 px), and the narrowest spot's hit band in board units (a side's). */
const FINGER = 46;
const SIDE_BAND = 0.48 * S;

/** A spot marked by a first tap on a touch screen: its commands go with the second tap. */
interface Picked {
  readonly key: string;
  readonly ghost: Ghost;
  readonly commands: readonly Command[];
}

/** Does the screen's main pointer lack precision (a finger)? Then a placement asks for a confirming tap. */
const coarsePointer = (): boolean => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
/** The table's wide layout (a desktop): its board is large enough to pick spots on without zooming. */
const wideTable = (): boolean => typeof matchMedia === 'function' && matchMedia(TABLE_WIDE).matches;

const GHOST_WORD = { settlement: 'place.settlement', city: 'place.city', road: 'place.road', ship: 'place.ship', knight: 'place.knight' } as const;

export function BoardView({ table }: { table: TableState }) {
  const { game, actions, ui } = useGame();
  const layout = boardLayout(table.board, table.players);
  const full = parseBox(layout.viewBox);
  const view = useSignal<Box>(full);
  const auto = useRef(false);
  const frame = useRef<HTMLDivElement>(null);
  const picked = useSignal<Picked | null>(null);
  /** A placement made with the keyboard, outside a build mode: the keyboard goes on once it is answered. */
  const refocus = useRef(false);
  // Escape drops a marked spot, not the mode: this listener runs before the mode's (on the window, capturing).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && picked.peek() !== null && !e.defaultPrevented) {
        e.preventDefault();
        picked.value = null;
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
  useLeaveOnEscape(ui);
  const plan = useComputed(() => {
    void lang.value;
    const s = game.state.value;
    if (s.phase === 'none' || game.pending.value.length > 0) return planSpots([], null, null as never);
    const around = (hexes: readonly string[] | undefined) => (hexes ?? []).map((h) => hexName(s.board, h, t)).join(', ');
    const cmd = (type: Command['type']) => t(`cmd.${type}` as MessageKey);
    const explorer = { from: t('helperSpot.explorerFrom'), to: t('helperSpot.explorerTo') };
    const ship = { from: t('sea.shipFrom'), to: t('sea.shipTo') };
    const mode = ui.mode.value;
    const from = mode === 'helper' || mode === 'moveShip' || mode === 'knight' ? ui.helperFrom.value : null;
    return planSpots(forBoard(game.legal.value, mode), mode, {
      vertex: (key, type, knight) => `${knight === 'from' ? t('ck.knightFrom') : cmd(type)}: ${t('where.vertex', { hexes: around(layout.vertexHexes.get(key)) })}`,
      edge: (key, type, role) => `${role ? (type === 'MoveShip' ? ship : explorer)[role] : cmd(type)}: ${t('where.edge', { hexes: around(layout.edgeHexes.get(key)) })}`,
      hex: (key, type) => `${cmd(type)}: ${hexName(s.board, key, t)}`,
      roadOrShip: (key) => `${t('sea.roadOrShip')}: ${t('where.edge', { hexes: around(layout.edgeHexes.get(key)) })}`,
    }, from, mode === 'knight' ? chasedHex(s, game.legal.value, from) : null);
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
  const { pointers, handlers } = useGestures(frame, { full, peek: () => view.peek(), set: setView, most, scale: () => scale(), toBoard });

  // On a narrow screen, placement spots close together are zoomed to; back out when they go.
  useEffect(() => {
    const points: Point[] = [
      ...spots.vertices.flatMap((s) => layout.vertices.get(s.key as never) ?? []),
      ...spots.edges.flatMap((s) => layout.edges.get(s.key as never)?.mid ?? []),
    ];
    if (points.length > 0 && spots.hexes.length === 0 && scale(full) < SMALL_SCALE && !wideTable()) {
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

  // A mark whose spot is no longer offered (the move changed, the mode was left) goes.
  useEffect(() => {
    const p = picked.peek();
    if (p && !plan.peek().commands.has(p.key)) picked.value = null;
  }, [spotSignature]);
  // A tap anywhere but on a spot or the mark's bar drops the mark (a drag of the board does not).
  const marked = picked.value !== null;
  useEffect(() => {
    if (!marked) return;
    const onClick = (e: MouseEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (pointers.current.dragged || target?.closest('.spot, .place-confirm')) return;
      picked.value = null;
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [marked]);

  /** Sends a placement: the keyboard goes back to the button that started the mode, else on once it is answered. */
  const place = (commands: readonly Command[], by: PickedBy) => {
    picked.value = null;
    if (by === 'key' && ui.modeFrom.current?.isConnected) leaveMode(ui);
    else {
      ui.mode.value = null;
      ui.helperFrom.value = null;
      refocus.current = by === 'key';
    }
    actions.command(toClientCommand(commands[0]));
  };
  const pending = game.pending.value;
  useEffect(() => {
    if (!refocus.current || pending.length > 0) return;
    refocus.current = false;
    const next = frame.current?.querySelector<SVGElement>('.spot') ?? document.querySelector<HTMLElement>('.actions button:not([disabled])');
    next?.focus();
  }, [spotSignature, pending.length]);

  const onSpot = (kind: SpotKind, key: string, by: PickedBy) => {
    const commands = plan.value.commands.get(spotKey(kind, key)) ?? [];
    if (commands.length === 0) return;
    // Seafarers: a road or a ship on a coast, a ship to move, the pirate's victim: asked first.
    if (seaPick(ui, game, commands, key)) return;
    if (commands[0].type === 'MoveRobber' && commands.length > 1) {
      ui.robberHex.value = key;
      return;
    }
    const first = commands[0];
    // Cities & Knights: the knight to act, whose moves (and its chase) light up next.
    if (ui.mode.peek() === 'knight' && ui.helperFrom.peek() === null) {
      ui.helperFrom.value = key;
      return;
    }
    // The Explorer's road to move (Helpers): its new spots light up next, in the same mode.
    if (first.type === 'UseHelper' && first.use.helper === 'explorer' && ui.helperFrom.peek() === null) {
      ui.helperFrom.value = key;
      return;
    }
    // A board helper's spot (Helpers): its dialog chooses how to pay and what happens to the card.
    if (first.type === 'UseHelper') {
      ui.mode.value = null;
      ui.helperFrom.value = null;
      ui.helperAt.value = commands;
      return;
    }
    // On a touch screen, a first tap marks the spot; a second tap on it sends.
    const ghost = ghostOf(first);
    const at = spotKey(kind, key);
    if (by === 'pointer' && ghost && coarsePointer() && picked.peek()?.key !== at) {
      picked.value = { key: at, ghost, commands };
      return;
    }
    place(commands, by);
  };
  // The arrow keys: from a spot to the nearest spot in that direction, as shown on screen.
  const onKeyDown = (e: KeyboardEvent) => {
    const dir = ARROWS[e.key];
    const from = e.target instanceof Element ? e.target.closest('.spot') : null;
    if (!dir || !from || !frame.current || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    const centre = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    };
    const all = [...frame.current.querySelectorAll<SVGElement>('.spot')];
    const i = nearestInDirection(centre(from), all.map(centre), dir);
    if (i >= 0) all[i].focus();
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
  // The translucent pieces: placements waiting in the queue, and the spot marked for a second tap.
  const seat = game.seat.value?.seat;
  const colour = seat === undefined ? undefined : indexOf(table).spec.colours[seat];
  const word = (g: Ghost) => t(GHOST_WORD[g.kind]);
  const mark = picked.value;
  const ghosts: BoardGhost[] = [
    ...queuedGhosts(pending).map((g): BoardGhost => ({ ...g, state: 'queued', colour, label: t('place.queued', { what: word(g) }) })),
    ...(mark ? [{ ...mark.ghost, state: 'picked' as const, colour, label: t('place.ask', { what: word(mark.ghost) }) }] : []),
  ];
  /** Where the mark's bar goes: beside its spot, on the side with more room. */
  const barAt = (() => {
    if (!mark) return null;
    const p = mark.ghost.kind === 'road' || mark.ghost.kind === 'ship' ? layout.edges.get(mark.ghost.at as never)?.mid : layout.vertices.get(mark.ghost.at as never);
    const rect = frame.current?.getBoundingClientRect();
    if (!p || !rect || rect.width === 0) return { left: '50%', top: '50%', below: true };
    const box = view.value;
    const k = scale(box);
    const x = rect.width / 2 + (p.x - box.x - box.w / 2) * k;
    const y = rect.height / 2 + (p.y - box.y - box.h / 2) * k;
    const below = y < rect.height / 2;
    // Beside the spot, kept within the frame (a narrow frame: centred).
    const left = rect.width < 480 ? rect.width / 2 : Math.min(Math.max(x, 160), rect.width - 160);
    return { left: `${left}px`, top: `${below ? y + 0.35 * S * k : y - 0.35 * S * k}px`, below };
  })();

  /** A spot given the keyboard outside the part of the board shown (zoomed in): the view moves to it. */
  const onFocusIn = (e: FocusEvent) => {
    const el = e.target instanceof Element ? e.target.closest('.spot') : null;
    const rect = frame.current?.getBoundingClientRect();
    if (!el || !rect) return;
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) return;
    const p = toBoard(x, y);
    const box = view.peek();
    setView(clampBox(full, { ...box, x: p.x - box.w / 2, y: p.y - box.h / 2 }, most()));
  };
  const zoom = zoomOf(full, view.value);
  const limit = most();
  return (
    <div class="board-frame" ref={frame} data-zoom={zoom.toFixed(2)}
      {...handlers} onKeyDown={onKeyDown} onFocusIn={onFocusIn}>
      <Board table={table} t={t} spots={spots} onSpot={onSpot} recent={recent.value} viewBox={boxString(view.value)}
        producing={feedback?.producing ?? []} ghosts={ghosts} />
      {mark && barAt && (
        <div class={`place-confirm ${barAt.below ? 'below' : 'above'}`} role="group" aria-label={t('place.confirmLabel')} style={{ left: barAt.left, top: barAt.top }}>
          <span>{t('place.ask', { what: word(mark.ghost) })}</span>
          <button type="button" class="primary" data-place-confirm="" onClick={() => place(mark.commands, 'pointer')}>{t('place.confirm')}</button>
          <button type="button" data-place-cancel="" onClick={() => { picked.value = null; }}>{t('action.cancel')}</button>
        </div>
      )}
      <div class="zoom-buttons" role="group" aria-label={t('zoom.label')}>
        <button type="button" aria-label={t('zoom.in')} data-zoom-in="" disabled={zoom >= limit - 0.01} onClick={() => setView(zoomAt(full, view.value, STEP, undefined, limit))}>+</button>
        <button type="button" aria-label={t('zoom.out')} disabled={zoom <= 1.01} onClick={() => setView(zoomAt(full, view.value, 1 / STEP, undefined, limit))}>−</button>
        <button type="button" aria-label={t('zoom.fit')} disabled={zoom <= 1.01} onClick={() => setView(full)}>⤢</button>
      </div>
    </div>
  );
}
