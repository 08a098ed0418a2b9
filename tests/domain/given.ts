// A tiny specification helper for the rules domain, in the Decider style:
//
//   given(events).when(command).then(events)
//   given(events).when(command).thenRejects(code)
//
// plus builders for the situations the rulebook talks about, made of real events only (events are
// the only truth), and the rulebook's "row.pos" notation for hexes, intersections and paths.
import { expect } from 'vitest';
import {
  boardHexes, decide, DEV_CARDS, devTotal, edgeBetween, fold, hexAt, hexCorners, initialState, parseHexKey, REJECTIONS,
  sideOf, tableSpec, topologyOf, vertexAt,
  type Bundle, type Command, type DevCard, type DevHand, type EdgeKey, type Event, type HexKey, type InPhase, type RejectionCode,
  type Expansion, type Seat, type SideName, type State, type VertexKey, type Viewer,
} from '../../domain/catan/index.ts';

// ---- The rulebook's notation ----------------------------------------------------------------

/** The 19-hex board: rows of 3-4-5-4-3 from the top. */
export const ROWS = tableSpec(4).rows;

/** Every 19-hex board has the same graph, whatever lies on its hexes. */
export const TOPOLOGY = topologyOf(boardHexes(ROWS));

const CORNERS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

/** A hex by row and position: "3.3" is the centre. */
export const hex = (rowPos: string): HexKey => hexAt(ROWS, rowPos);

/**
 * An intersection: where hexes meet ("1.1/1.2/2.2"), or a corner of one hex ("1.1 N"), which
 * names the intersections on the coast.
 */
export function vertex(name: string): VertexKey {
  if (!name.includes(' ')) return vertexAt(ROWS, name);
  const [rowPos, corner] = name.split(' ');
  const { q, r } = parseHexKey(hex(rowPos));
  const i = CORNERS.indexOf(corner as (typeof CORNERS)[number]);
  if (i < 0) throw new Error(`no corner ${corner}`);
  return hexCorners(q, r)[i];
}

/** A path: the side two hexes share ("1.2|2.2"), or a side of one hex ("1.1 NW"). */
export function edge(name: string): EdgeKey {
  if (name.includes('|')) return edgeBetween(ROWS, name);
  const [rowPos, side] = name.split(' ');
  return sideOf(hex(rowPos), side as SideName);
}

/** The path joining two neighbouring intersections. */
export function edgeJoining(a: string, b: string): EdgeKey {
  const va = TOPOLOGY.vertexIndex.get(vertex(a))!;
  const vb = TOPOLOGY.vertexIndex.get(vertex(b))!;
  const e = TOPOLOGY.vertexEdges[va].find((i) => TOPOLOGY.edgeVertices[i].includes(vb));
  if (e === undefined) throw new Error(`${a} and ${b} are not neighbours`);
  return TOPOLOGY.edges[e];
}

/** The paths of a road running through the given intersections, in order. */
export function pathThrough(...intersections: string[]): EdgeKey[] {
  return intersections.slice(1).map((v, i) => edgeJoining(intersections[i], v));
}

// ---- Seats of the beginner board ------------------------------------------------------------

/** With 4 players the seats are the four colours of RULES.md §1.5, in this order. */
export const RED = 0;
export const BLUE = 1;
export const ORANGE = 2;
export const WHITE = 3;

// ---- Facts (events) for setting up a situation ----------------------------------------------

/** Seats receive cards from the bank, as a roll pays them. */
export function produced(players: number, gains: Readonly<Record<number, Bundle>>): Event {
  return { type: 'ResourcesProduced', gains: Array.from({ length: players }, (_, s) => gains[s] ?? {}) };
}

/** Seat `seat` of a 4-player table receives these cards from the bank. */
export const gives = (seat: Seat, cards: Bundle, players = 4): Event => produced(players, { [seat]: cards });

/** Roads paid for and built by a seat, e.g. along `pathThrough(...)`. */
export const roadsBuilt = (seat: Seat, edges: readonly EdgeKey[]): Event[] =>
  edges.map((e) => ({ type: 'RoadBuilt', seat, edge: e }));

// ---- Games built by real decisions ----------------------------------------------------------

/** The draw that takes a card of this kind from this deck (the deck is drawn in DEV_CARDS order). */
export function drawFor(deck: DevHand, card: DevCard): number {
  let before = 0;
  for (const k of DEV_CARDS) {
    if (k === card) break;
    before += deck[k];
  }
  if (deck[card] === 0) throw new Error(`no ${card} left`);
  return (before + 0.5) / devTotal(deck);
}

/** The active seat, having rolled, is given the price of these cards and buys them. */
export function buys(g: Given, cards: readonly DevCard[]): Given {
  const seat = g.playing.turn.seat;
  let out = g.and(gives(seat, { wool: cards.length, grain: cards.length, ore: cards.length }, g.playing.players));
  for (const card of cards) out = out.after({ type: 'BuyDevelopmentCard', seat, draw: drawFor(out.playing.deck, card) });
  return out;
}

/** Decides each command in turn from the state the history folds to; a rejection is a broken test. */
export function played(history: readonly Event[], ...commands: Command[]): Event[] {
  const events = [...history];
  let state = fold(events, initialState());
  for (const command of commands) {
    const decision = decide(command, state);
    if (!decision.ok) {
      throw new Error(`set-up command ${JSON.stringify(command)} was rejected: ${decision.rejection.code}`);
    }
    events.push(...decision.events);
    state = fold(decision.events, state);
  }
  return events;
}

/** A game on the beginner board with every seat claimed: the fixed start is laid, seat 0 to roll. */
export function beginnerGame(players = 4): Event[] {
  const seats = Array.from({ length: players }, (_, seat): Command => ({ type: 'ClaimSeat', seat, name: `Player ${seat + 1}` }));
  return played([], { type: 'CreateGame', players, board: 'beginner', seed: 1 }, ...seats);
}

/** A game on a variable (seeded) board with every seat claimed: the set-up placement begins. */
export function variableGame(players = 4, seed = 2024, modules?: Expansion[]): Event[] {
  const seats = Array.from({ length: players }, (_, seat): Command => ({ type: 'ClaimSeat', seat, name: `Player ${seat + 1}` }));
  return played([], { type: 'CreateGame', players, board: 'variable', seed, ...(modules ? { modules } : {}) }, ...seats);
}

export interface Placement {
  readonly settlement: string;
  /** The other end of the set-up road, which starts at the settlement. */
  readonly roadTo: string;
}

/**
 * A variable game whose set-up is played with these placements, given in placement order
 * (clockwise, then counter-clockwise): the game is then in play, seat 0 to roll.
 */
export function setUpGame(players: number, placements: readonly Placement[], seed = 2024, modules?: Expansion[]): Event[] {
  const order = [...Array.from({ length: players }, (_, s) => s), ...Array.from({ length: players }, (_, s) => players - 1 - s)];
  const commands = placements.flatMap((p, i): Command[] => [
    { type: 'PlaceSettlement', seat: order[i], vertex: vertex(p.settlement) },
    { type: 'PlaceRoad', seat: order[i], edge: edgeJoining(p.settlement, p.roadTo) },
  ]);
  return played(variableGame(players, seed, modules), ...commands);
}

/** Eight placements that respect the distance rule, in placement order (seats 0, 1, 2, 3, 3, 2, 1, 0). */
export const PLACEMENTS: readonly Placement[] = [
  { settlement: '1.1/1.2/2.2', roadTo: '1.2/2.2/2.3' },
  { settlement: '1.3/2.3/2.4', roadTo: '1.2/1.3/2.3' },
  { settlement: '3.4/3.5/4.4', roadTo: '2.4/3.4/3.5' },
  { settlement: '4.3/4.4/5.3', roadTo: '3.4/4.3/4.4' },
  { settlement: '4.2/4.3/5.2', roadTo: '4.3/5.2/5.3' },
  { settlement: '4.1/4.2/5.1', roadTo: '4.2/5.1/5.2' },
  { settlement: '3.1/3.2/4.1', roadTo: '3.2/4.1/4.2' },
  { settlement: '2.1/2.2/3.2', roadTo: '2.1/3.1/3.2' },
];

/** Seed 24 lays the desert on the corner hex 1.1 (and the mountains 10 on 1.2, the hills 5 on 2.2). */
export const DESERT_CORNER_SEED = 24;

/**
 * A 4-player game in play in which seat 0, about to roll, holds no card at all: its second
 * settlement (1.1 N) touches only the desert. A roll of 2 pays it nothing. Give it the exact
 * hand a test needs with `gives(0, …)`.
 */
export function emptyHandedGame(): Given {
  const placements = [...PLACEMENTS.slice(0, 7), { settlement: '1.1 N', roadTo: '1.1 NW' }];
  return given(setUpGame(4, placements, DESERT_CORNER_SEED));
}

// ---- given / when / then ----------------------------------------------------------------------

/** Freezes a state deeply, so that a decide that mutated its input would throw. */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
  return value;
}

export type Decision = ReturnType<typeof decide>;

export interface When {
  readonly decision: Decision;
  /** The command is accepted with exactly these events; returns the state they lead to. */
  then(expected: readonly Event[]): State;
  /** The command is accepted; its events start with these (the consequences that follow are checked elsewhere). */
  thenStartsWith(expected: readonly Event[]): State;
  /** The command is rejected with this code, and nothing happens. */
  thenRejects(code: RejectionCode): void;
  /** The events of an accepted command. */
  readonly events: readonly Event[];
}

export class Given {
  readonly events: readonly Event[];
  /** The state the events fold to, as the viewer sees it ('all' unless told). */
  readonly state: State;

  constructor(events: readonly Event[], readonly viewer: Viewer = 'all') {
    this.events = events;
    this.state = fold(events, initialState(viewer));
  }

  /** More facts. */
  and(...more: (Event | readonly Event[])[]): Given {
    return new Given([...this.events, ...more.flat()], this.viewer);
  }

  /** Commands that really happened before: decided one after the other, each must be accepted. */
  after(...commands: Command[]): Given {
    return new Given(played(this.events, ...commands), this.viewer);
  }

  /** The active seat rolls these dice (which must not be a 7). */
  rolled(dice: readonly [number, number]): Given {
    return this.after({ type: 'RollDice', seat: this.playing.turn.seat, dice });
  }

  /**
   * Turns are played (roll these dice, end the turn) until it is `seat`'s turn, before its roll.
   * The dice must not make a 7.
   */
  turnOf(seat: Seat, dice: readonly [number, number] = [1, 1]): Given {
    const { seat: active, dice: rolled } = this.playing.turn;
    if (active === seat && rolled === null) return this;
    const next = rolled === null && active !== seat
      ? this.after({ type: 'RollDice', seat: active, dice })
      : this.after({ type: 'EndTurn', seat: active });
    return next.turnOf(seat, dice);
  }

  /** The state, which must be in play. */
  get playing(): InPhase<'playing'> {
    if (this.state.phase !== 'playing') throw new Error(`expected a game in play, not ${this.state.phase}`);
    return this.state;
  }

  when(command: Command): When {
    const state = deepFreeze(this.state);
    const decision = decide(command, state);
    const describe = () => JSON.stringify(command);
    return {
      decision,
      get events() {
        if (!decision.ok) throw new Error(`${describe()} was rejected: ${decision.rejection.code}`);
        return decision.events;
      },
      then(expected) {
        expect(decision, describe()).toEqual({ ok: true, events: expected });
        return fold(expected, state);
      },
      thenStartsWith(expected) {
        if (!decision.ok) expect.fail(`${describe()} was rejected: ${decision.rejection.code} ${decision.rejection.message}`);
        expect(decision.events.slice(0, expected.length), describe()).toEqual(expected);
        return fold(decision.events, state);
      },
      thenRejects(code) {
        expect(decision.ok ? { ok: true, events: decision.events } : decision.rejection.code, describe()).toBe(code);
        if (decision.ok) return;
        expect(decision).not.toHaveProperty('events');
        expect(decision.rejection.message.startsWith(REJECTIONS[code])).toBe(true);
      },
    };
  }
}

/** Given these events (or lists of events), in order. */
export const given = (...history: (Event | readonly Event[])[]): Given => new Given(history.flat());

/** The state a stream folds to, for a viewer. */
export const stateOf = (events: readonly Event[], viewer: Viewer = 'all'): State => fold(events, initialState(viewer));

/** The state of a game in play. */
export function playing(events: readonly Event[], viewer: Viewer = 'all'): InPhase<'playing'> {
  const s = stateOf(events, viewer);
  if (s.phase !== 'playing') throw new Error(`expected a game in play, not ${s.phase}`);
  return s;
}
