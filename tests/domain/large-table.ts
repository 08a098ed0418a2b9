// Tables of 5 and 6 players (the extension, RULES.md §2) for the tests of its turn rules: games
// built by real decisions on §2.4's fixed map, set up with spread-out placements, then brought to
// the situation a test needs with facts (cards given by a roll, or handed back to the bank).
import {
  decide, fold, handTotal, indexOf, initialState, legalOf, RESOURCES, turnPart,
  type Bundle, type Command, type Event, type InPhase, type Seat, type State, type TurnRule, type Expansion,
} from '../../domain/catan/index.ts';
import { given, played, produced, type Given } from './given.ts';

type Playing = InPhase<'playing'>;

/** Decides commands one after another from a state (each must be accepted). */
function playFrom(events: Event[], state: State, commands: () => Command | null): Event[] {
  let s = state;
  for (let c = commands(); c !== null; c = commands()) {
    const d = decide(c, s);
    if (!d.ok) throw new Error(`set-up command ${JSON.stringify(c)} was rejected: ${d.rejection.code}`);
    events.push(...d.events);
    s = fold(d.events, s);
  }
  return events;
}

/**
 * A game of `players` on the fixed map, in play: the set-up placements spread over the board
 * (each seat's settlement the k-th free spot of the legal list), then every hand handed back to
 * the bank, so that a test gives each seat the cards it needs. Seat 0's turn, before the roll.
 */
export function largeGame(players: 5 | 6, turnRule?: TurnRule, modules?: readonly Expansion[]): Given {
  const seats = Array.from({ length: players }, (_, seat): Command => ({ type: 'ClaimSeat', seat, name: `Player ${seat + 1}` }));
  const create: Command = { type: 'CreateGame', players, board: 'fixed', seed: 7, ...(turnRule ? { turnRule } : {}), ...(modules ? { modules, secret: 7 } : {}) };
  const events = played([], create, ...seats);
  let step = 0;
  let state = fold(events, initialState());
  playFrom(events, state, () => {
    state = fold(events, initialState());
    if (state.phase !== 'setup') return null;
    const seat = state.setup.order[state.setup.step];
    const kind = state.setup.awaiting === 'settlement' ? 'PlaceSettlement' : 'PlaceRoad';
    const options = legalOf(state, seat, kind);
    return options[kind === 'PlaceSettlement' ? (step++ * 7) % options.length : 0];
  });
  const s = fold(events, initialState()) as Playing;
  const back: Event[] = s.hands.flatMap((h, seat) => (handTotal(h) > 0 ? [handBack(seat, h)] : []));
  return given(events, back);
}

/** A fact: the seat hands these cards back to the bank. */
export const handBack = (seat: Seat, cards: Bundle): Event => {
  const resources: Partial<Record<(typeof RESOURCES)[number], number>> = {};
  for (const r of RESOURCES) if ((cards[r] ?? 0) > 0) resources[r] = cards[r];
  return { type: 'ResourcesDiscarded', seat, resources };
};

/** A fact: the bank pays these seats these cards (as a roll would), at a table of this size. */
export const pays = (g: Given, gains: Readonly<Record<number, Bundle>>): Given => g.and(produced(g.playing.players, gains));

/** Dice whose total pays nobody (no building on a hex with that number, or the robber on it), never a 7. */
export function quietDice(s: Playing): [number, number] {
  const { topology, hexesByToken } = indexOf(s);
  for (let total = 2; total <= 12; total++) {
    if (total === 7) continue;
    const paid = hexesByToken[total].some((h) => topology.hexes[h] !== s.robber && topology.hexVertices[h].some((v) => s.buildings[v] !== null));
    if (!paid) return total <= 6 ? [1, total - 1] : [6, total - 6];
  }
  throw new Error('every number pays someone');
}

/** The active seat rolls dice that pay nobody. */
export const rollsQuietly = (g: Given): Given => g.rolled(quietDice(g.playing));

/** The first legal instance of a kind of command for the seat (a road spot, a settlement spot, …). */
export function firstLegal(g: Given, seat: Seat, kind: Command['type']): Command {
  const c = legalOf(g.state, seat, kind)[0];
  if (!c) throw new Error(`seat ${seat} has no legal ${kind}`);
  return c;
}

/** The builders of the special building phase pass, one after the other, until it is over. */
export function everyonePasses(g: Given): Given {
  let out = g;
  for (let i = 0; i < 12 && turnPart(out.state).kind === 'special-building'; i++) {
    out = out.after({ type: 'EndTurn', seat: out.playing.turn.seat });
  }
  return out;
}

/**
 * The roads (one to three) that take the active seat from its network to a spot where it may
 * settle, found by trying the legal roads in order; the seat must hold their price.
 */
export function roadsToASpot(g: Given, seat: Seat, depth = 3): Command[] {
  if (legalOf(g.state, seat, 'BuildSettlement').length > 0) return [];
  if (depth === 0) return [];
  for (const road of legalOf(g.state, seat, 'BuildRoad')) {
    const next = g.after(road);
    if (legalOf(next.state, seat, 'BuildSettlement').length > 0) return [road];
  }
  for (const road of legalOf(g.state, seat, 'BuildRoad')) {
    const rest = roadsToASpot(g.after(road), seat, depth - 1);
    if (rest.length > 0) return [road, ...rest];
  }
  return [];
}
