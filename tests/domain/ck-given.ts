// Cities & Knights situations for the rulebook-style tests: games on the beginner board (the
// fixed start laid, each seat's second settlement a city), with rolls that name the event die
// and hands of resources and commodities given as produced.
import { beginnerStart, citiesKnights, decide, fold, initialState, type Command, type Event, type Seat, type State } from '../../domain/catan/index.ts';
import type { CommodityBundle } from '../../domain/catan/modules/cities-knights/commodities.ts';
import type { Track } from '../../domain/catan/modules/cities-knights/tracks.ts';
import { Given, gives, played } from './given.ts';

/** The event die's faces by name: a ship (1), the trade gate (4), politics (5), science (6). */
export const SHIP = 1;
export const TRADE_GATE = 4;
export const POLITICS_GATE = 5;
export const SCIENCE_GATE = 6;

/** A Cities & Knights game on the beginner board with every seat claimed: the fixed start is laid, seat 0 to roll. */
export function knightsGame(players = 4): Event[] {
  const seats = Array.from({ length: players }, (_, seat): Command => ({ type: 'ClaimSeat', seat, name: `Player ${seat + 1}` }));
  return played([], { type: 'CreateGame', players, board: 'beginner', seed: 1, modules: ['cities-knights'], secret: 5 }, ...seats);
}

/** Each seat's city on the beginner board (its second start settlement). */
export const cityOf = (seat: Seat, players = 4): string => beginnerStart(players)[seat].settlements[1];
/** Each seat's first start settlement. */
export const settlementOf = (seat: Seat, players = 4): string => beginnerStart(players)[seat].settlements[0];

/** Commodities for a seat, as a roll's production pays them. */
export function commoditiesFor(seat: Seat, b: CommodityBundle, players = 4): Event {
  return { type: 'CommoditiesProduced', gains: Array.from({ length: players }, (_, s) => (s === seat ? b : {})) };
}

export class KnightsGiven extends Given {
  override and(...more: (Event | readonly Event[])[]): KnightsGiven {
    return new KnightsGiven([...this.events, ...more.flat()], this.viewer);
  }

  override after(...commands: Command[]): KnightsGiven {
    return new KnightsGiven(played(this.events, ...commands), this.viewer);
  }

  /** The active seat rolls: red and yellow dice, then the event die. */
  roll(dice: readonly [number, number], event = TRADE_GATE): KnightsGiven {
    return this.after({ type: 'RollDice', seat: this.playing.turn.seat, dice, extra: { event } });
  }

  /** Turns are played (a quiet roll, the end) until it is `seat`'s turn, before its roll. */
  turnOfSeat(seat: Seat, dice: readonly [number, number] = [1, 1]): KnightsGiven {
    const { seat: active, dice: rolled } = this.playing.turn;
    if (active === seat && rolled === null) return this;
    const next = rolled === null && active !== seat ? this.roll(dice) : this.after({ type: 'EndTurn', seat: active });
    return next.turnOfSeat(seat, dice);
  }

  /** The barbarians put at this position by quiet ship rolls of seat 0's and the others' turns. */
  barbariansAt(position: number): KnightsGiven {
    return this.and(Array.from({ length: position }, (_, i): Event => ({ type: 'BarbariansAdvanced', position: i + 1 })));
  }

  get part() {
    return citiesKnights.ckPart(this.state as Extract<State, { parts: unknown }>);
  }
}

/** A 4-player Cities & Knights game on the beginner board, seat 0 to roll. */
export const knights = (players = 4): KnightsGiven => new KnightsGiven(knightsGame(players));

/** Seat 0 has rolled a quiet 2 (trade gate: no cards yet) and holds these resources and commodities. */
export function holding(resources: Parameters<typeof gives>[1], commodities: CommodityBundle = {}, players = 4): KnightsGiven {
  return knights(players).roll([1, 1]).and(gives(0, resources, players), commoditiesFor(0, commodities, players));
}

/** Decides a command on a state without checking it (for property-style checks). */
export const tryCommand = (events: readonly Event[], c: Command) => decide(c, fold(events, initialState()));

/** Seat `seat` at `n` on a track (its levels bought, paid for already). */
export const level = (seat: Seat, track: Track, n: number): Event => ({ type: 'ImprovementBought', seat, track, level: n, paid: 0 });

/** Seat 0 has rolled and made its first start settlement a city too: two cities, and these commodities. */
export const twoCities = (commodities: CommodityBundle = { paper: 4 }): KnightsGiven =>
  holding({ ore: 3, grain: 2 }, commodities).after({ type: 'BuildCity', seat: 0, vertex: settlementOf(0) });

/** Walls of seat 0 under these intersections (as the events record them; the bricks must be in hand). */
export const walls = (...vertices: string[]): Event[] => vertices.map((vertex) => ({ type: 'WallBuilt', seat: 0, vertex }));

/** The barbarians won, and `seat` must choose which of its cities it loses (the roll's payout waits). */
export const losing = (seat: Seat): Event => ({ type: 'CitiesToLose', seats: [seat], dice: [1, 1], extra: { event: SHIP } });
