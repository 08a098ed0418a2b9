// One seat's score sheet drawn like the printed one: the island's fields, the roads along their
// sides, settlements, cities and knights with their values and jokers. What the seat built is
// filled in its colour and ticked; used jokers are crossed out. The symbols the seat may build
// now are buttons (its own sheet, on its turn).
import type { JSX } from 'preact';
import { RESOURCE_FILL, TERRAIN_FILL, seatFill } from '../../ui/colours.ts';
import { ResourceGlyph } from '../../ui/ResourceIcon.tsx';
import { inkOf } from '../../ui/SeatMark.tsx';
import { structureOf, type Sheet, type Structure } from '../../../../domain/dice/sheets.ts';
import type { DiceInPhase } from '../../../../domain/dice/state.ts';
import type { Seat } from '../../../../domain/dice/types.ts';
import { t } from '../../i18n/index.ts';
import { LAYOUTS, VIEW_BOX, fieldsOf, px, type Field } from './layout.ts';
import { colourOf, seatName, symbolId, symbolName, valueWords } from './words.ts';

export type SheetedState = DiceInPhase<'playing' | 'finished'>;

const HEX = [[40, 0], [20, 34.64], [-20, 34.64], [-40, 0], [-20, -34.64], [20, -34.64]].map(([x, y]) => `${x},${y}`).join(' ');
/** A blank field (no resource, no knight) takes the sheet's paper colour; its outline shows it. */
const fieldFill = (f: Field): string => (f === 'blank' ? '#fffdf8' : f === 'desert' ? TERRAIN_FILL.desert : RESOURCE_FILL[f]);

/** The road of the main line that brings the Longest Road (the sheet shades it), or null. */
export function awardRoad(sheet: Sheet): string | null {
  if (!sheet.awards) return null;
  const depth = (st: Structure): number => (st.road === null ? 1 : 1 + depth(structureOf(sheet, st.road)!));
  return sheet.structures.find((st) => st.kind === 'road' && !st.branch && depth(st) === sheet.awards!.road)?.id ?? null;
}

interface Marks {
  readonly built: boolean;
  readonly fill: string;
  readonly ink: string;
}

/** A small tick beside a built symbol: built is never told by colour alone. */
const Tick = ({ x, y }: { x: number; y: number }) => (
  <g class="dg-tick" transform={`translate(${x} ${y})`}>
    <circle r="4.2" />
    <path d="M-2.2,0 L-0.6,1.8 L2.4,-1.9" />
  </g>
);

function roadEnds(side: Sheet['side'], id: string) {
  const [from, to] = LAYOUTS[side].roads[id];
  const p = px(from);
  const q = px(to);
  const k = 0.2;
  return { x1: p.x + (q.x - p.x) * k, y1: p.y + (q.y - p.y) * k, x2: q.x - (q.x - p.x) * k, y2: q.y - (q.y - p.y) * k };
}

/**
 * A road's touch area: a band 20 px wide along it. A stroke alone gives a straight road's group
 * no box (a level road has no height), so the spot would have nothing to hit or measure.
 */
function roadHitArea({ x1, y1, x2, y2 }: { x1: number; y1: number; x2: number; y2: number }): string {
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const nx = (-(y2 - y1) / length) * 10;
  const ny = ((x2 - x1) / length) * 10;
  return [[x1 + nx, y1 + ny], [x2 + nx, y2 + ny], [x2 - nx, y2 - ny], [x1 - nx, y1 - ny]].map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
}

function RoadMark({ sheet, st, marks, shaded, showValue }: { sheet: Sheet; st: Structure; marks: Marks; shaded: boolean; showValue: boolean }) {
  const ends = roadEnds(sheet.side, st.id);
  const mid = { x: (ends.x1 + ends.x2) / 2, y: (ends.y1 + ends.y2) / 2 };
  return (
    <g class={marks.built ? 'dg-road dg-built' : 'dg-road'} data-id={st.id}>
      <line class="dg-road-case" {...ends} />
      <line class="dg-road-fill" {...ends} stroke={marks.built ? marks.fill : shaded ? '#c9c4b8' : '#fffdf8'} />
      {marks.built && <Tick x={mid.x} y={mid.y} />}
      {showValue && !marks.built && st.points > 0 && <text class="dg-road-value" x={mid.x} y={mid.y + 2.5}>{st.points}</text>}
    </g>
  );
}

const SETTLEMENT = 'M-8,8 H8 V-2 L0,-10 L-8,-2 Z';
const CITY = 'M-12,9 H12 V-3 H4 V-7 L-1,-12 L-6,-7 V-3 H-12 Z';

/** A knight's joker under it: the resource, or the question mark; crossed out once used. */
function Joker({ st, used }: { st: Structure; used: boolean }) {
  if (st.joker === undefined || st.joker === null) return null;
  return (
    <g class={used ? 'dg-joker dg-joker-used' : 'dg-joker'} transform="translate(0 15)">
      {st.joker === 'any' ? <text class="dg-any" y="3.5">?</text> : <g transform="scale(0.42)"><ResourceGlyph resource={st.joker} /></g>}
      {used && <path class="dg-cross" d="M-5,-5 L5,5 M5,-5 L-5,5" />}
    </g>
  );
}

/**
 * What the symbol shows: its points on the standard side. The Plus side's symbols carry no values
 * (the rulebook: they "não têm pontuações atribuídas"), so nothing there but a desert knight's
 * letter in its pair; the victory points are told in the symbol's name and on the track.
 */
function valueText(sheet: Sheet, st: Structure): string {
  if (!sheet.awards) return String(st.points);
  return st.kind === 'knight' && st.joker === null ? symbolId(st).slice(-1) : '';
}

function SymbolMark({ sheet, st, marks, used }: { sheet: Sheet; st: Structure; marks: Marks; used: boolean }) {
  const { x, y } = px(LAYOUTS[sheet.side].spots[st.id]);
  const fill = marks.built ? marks.fill : '#fffdf8';
  return (
    <g class={`dg-symbol dg-${st.kind}${marks.built ? ' dg-built' : ''}`} data-id={st.id} transform={`translate(${x} ${y})`}>
      {st.kind === 'settlement' && <path d={SETTLEMENT} fill={fill} />}
      {st.kind === 'city' && <path d={CITY} fill={fill} />}
      {st.kind === 'knight' && <circle r="8.5" fill={fill} />}
      <text class="dg-value" y={st.kind === 'city' ? 5 : 3.5} fill={marks.built ? marks.ink : undefined}>{valueText(sheet, st)}</text>
      {marks.built && <Tick x={9} y={-9} />}
      <Joker st={st} used={used} />
      {/* A desert pair's swap, once used, crosses out both its knights. */}
      {st.joker === null && used && <path class="dg-cross" d="M-7,-7 L7,7 M7,-7 L-7,7" />}
    </g>
  );
}

/** The symbol's accessible name: its name, value, and whether it is built and its joker used. */
function describe(sheet: Sheet, st: Structure, built: boolean, used: boolean): string {
  const joker = st.joker ? ` (${st.joker === 'any' ? t('dg.any') : t(`res.${st.joker}`)})` : '';
  return [symbolName(st, t) + joker, valueWords(sheet, st, t), built ? t('dg.built') : '', used ? t('dg.jokerUsed') : ''].filter(Boolean).join(', ');
}

export interface SheetViewProps {
  readonly state: SheetedState;
  readonly seat: Seat;
  /** The symbols the seat may build now: drawn as buttons. */
  readonly buildable?: ReadonlySet<string>;
  readonly onBuild?: (structure: string) => void;
  /** A thumbnail: no values on roads, hidden from screen readers (its seat is named beside it). */
  readonly compact?: boolean;
}

export function SheetView({ state, seat, buildable, onBuild, compact = false }: SheetViewProps) {
  const { sheet } = state;
  const mine = state.sheets[seat];
  const colour = colourOf(seat);
  const marks = (id: string): Marks => ({ built: mine.built.includes(id), fill: seatFill(colour), ink: inkOf(colour) });
  const usedJoker = (st: Structure) => mine.jokers.includes(st.id) || (st.joker === null && mine.jokers.includes(st.id.slice(0, -1)));
  const shaded = awardRoad(sheet);
  const draw = (st: Structure): JSX.Element => {
    const m = marks(st.id);
    const used = usedJoker(st);
    const mark = st.kind === 'road'
      ? <RoadMark sheet={sheet} st={st} marks={m} shaded={st.id === shaded} showValue={!compact && !sheet.awards} />
      : <SymbolMark sheet={sheet} st={st} marks={m} used={used} />;
    if (buildable?.has(st.id) && onBuild) return <BuildSpot key={st.id} sheet={sheet} st={st} onBuild={onBuild}>{mark}</BuildSpot>;
    if (compact) return <g key={st.id}>{mark}</g>;
    return <g key={st.id} role="img" aria-label={describe(sheet, st, m.built, used)}>{mark}</g>;
  };
  // Roads under the symbols; the symbols that may be built last, so their halo shows whole.
  const order = [...sheet.structures].sort((a, b) => rank(a, buildable) - rank(b, buildable));
  return (
    <svg class={compact ? 'dg-sheet dg-compact' : 'dg-sheet'} viewBox={`${VIEW_BOX.x} ${VIEW_BOX.y} ${VIEW_BOX.width} ${VIEW_BOX.height}`}
      role={compact ? undefined : 'group'} aria-hidden={compact ? true : undefined}
      aria-label={compact ? undefined : t('dg.sheet', { name: seatName(state, seat, t) })} data-seat={seat} data-side={sheet.side}>
      {fieldsOf(sheet.side, sheet.desertPairs.length).map((f, i) => {
        const { x, y } = px(f.at);
        return <polygon key={i} class={f.field === 'blank' ? 'dg-field dg-field-blank' : 'dg-field'} points={HEX} transform={`translate(${x} ${y})`} fill={fieldFill(f.field)} data-field={f.field} />;
      })}
      {order.map(draw)}
    </svg>
  );
}

const rank = (st: Structure, buildable?: ReadonlySet<string>): number => (buildable?.has(st.id) ? 2 : st.kind === 'road' ? 0 : 1);

function BuildSpot({ sheet, st, onBuild, children }: { sheet: Sheet; st: Structure; onBuild: (id: string) => void; children: JSX.Element }) {
  const label = t('dg.build', { what: [symbolName(st, t), valueWords(sheet, st, t)].filter(Boolean).join(', ') });
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onBuild(st.id);
    }
  };
  const halo = st.kind === 'road'
    ? (() => {
      const ends = roadEnds(sheet.side, st.id);
      return <><polygon class="dg-hit" points={roadHitArea(ends)} /><line class="dg-halo" {...ends} /></>;
    })()
    : (() => {
      const { x, y } = px(LAYOUTS[sheet.side].spots[st.id]);
      return <circle class="dg-halo" cx={x} cy={y} r="14" />;
    })();
  return (
    <g class="dg-spot" role="button" tabindex={0} aria-label={label} data-build={st.id} onClick={() => onBuild(st.id)} onKeyDown={onKeyDown}>
      <title>{label}</title>
      {halo}
      {children}
    </g>
  );
}
