// Each player's statistics up to a position of a finished game, from the full stream: resources
// received from rolls (by type) against what their buildings should have brought with the dice
// rolled ("luck"), cards lost to the robber, to discards and to Monopoly, the trades made (with
// whom, what), the development cards they played, and their longest road and knights. Pure, so
// tested on hand-made streams.
import { indexOf, longestRoad, RESOURCES, type Bundle, type Event, type Resource, type Seat } from '../../../lib/domain.ts';
import type { ReplayModel } from '../../../state/replay.ts';

/** Ways to roll each total with two dice, out of 36. */
const WAYS = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

export interface Trade {
  /** The other side: a seat, or the bank (a harbor or 4:1). */
  readonly with: Seat | 'bank';
  readonly gave: Bundle;
  readonly got: Bundle;
}

export interface SeatStats {
  readonly received: Readonly<Record<Resource, number>>;
  readonly receivedTotal: number;
  /** Cards received from rolls by the number rolled: byNumber[n] for n = 2 … 12. */
  readonly byNumber: readonly number[];
  /** Cards the seat's buildings were worth over the rolls so far, on average (robber included). */
  readonly expected: number;
  readonly stolen: number;
  readonly stole: number;
  readonly discarded: number;
  readonly monopolized: number;
  readonly trades: readonly Trade[];
  /** Development cards played so far, by kind (public: the log names each). */
  readonly played: Readonly<Record<PlayedCard, number>>;
  readonly longestRoad: number;
  readonly knights: number;
}

/** The development cards a player plays (a Victory Point card is never played: it is revealed at the end). */
export const PLAYED_CARDS = ['knight', 'roadBuilding', 'yearOfPlenty', 'monopoly'] as const;
export type PlayedCard = (typeof PLAYED_CARDS)[number];

const PLAYED_BY: Partial<Record<Event['type'], PlayedCard>> = {
  KnightPlayed: 'knight', RoadBuildingPlayed: 'roadBuilding', YearOfPlentyPlayed: 'yearOfPlenty', MonopolyPlayed: 'monopoly',
};

const total = (b: Bundle) => RESOURCES.reduce((n, r) => n + (b[r] ?? 0), 0);

/** What each seat's buildings are worth in cards per roll, on the state before the roll. */
function expectedPerRoll(model: ReplayModel, position: number, players: number): number[] {
  const cards = new Array<number>(players).fill(0);
  const s = model.states[position];
  if (s.phase !== 'playing') return cards;
  const { topology } = indexOf(s);
  s.buildings.forEach((b, v) => {
    if (!b) return;
    for (const h of topology.vertexHexes[v]) {
      const tile = s.board.tiles[h];
      if (tile.token === null || tile.hex === s.robber) continue;
      cards[b.seat] += (b.kind === 'city' ? 2 : 1) * (WAYS[tile.token] / 36);
    }
  });
  return cards;
}

/** Each roll's worth, by the position of the roll: computed once per game (the review steps back and forth). */
const worths = new WeakMap<ReplayModel, Map<number, readonly number[]>>();

function worthAt(model: ReplayModel, position: number, players: number): readonly number[] {
  let known = worths.get(model);
  if (!known) worths.set(model, (known = new Map()));
  let worth = known.get(position);
  if (!worth) known.set(position, (worth = expectedPerRoll(model, position, players)));
  return worth;
}

/** Every seat's statistics over the first `position` events. */
export function statsAt(model: ReplayModel, position: number): SeatStats[] {
  const final = model.states[model.events.length];
  const players = final.phase === 'none' ? 0 : final.players;
  const seats = Array.from({ length: players }, () => ({
    received: Object.fromEntries(RESOURCES.map((r) => [r, 0])) as Record<Resource, number>,
    receivedTotal: 0, byNumber: new Array<number>(13).fill(0), expected: 0, stolen: 0, stole: 0, discarded: 0, monopolized: 0, trades: [] as Trade[],
    played: Object.fromEntries(PLAYED_CARDS.map((c) => [c, 0])) as Record<PlayedCard, number>,
  }));
  let rolled = 0;
  for (let i = 0; i < position; i++) {
    const e = model.events[i];
    const card = PLAYED_BY[e.type];
    if (card && 'seat' in e) seats[e.seat].played[card]++;
    switch (e.type) {
      case 'DiceRolled':
        rolled = e.dice[0] + e.dice[1];
        worthAt(model, i, players).forEach((w, seat) => (seats[seat].expected += w));
        break;
      case 'ResourcesProduced':
        e.gains.forEach((g, seat) => {
          for (const r of RESOURCES) seats[seat].received[r] += g[r] ?? 0;
          seats[seat].receivedTotal += total(g);
          seats[seat].byNumber[rolled] += total(g);
        });
        break;
      case 'ResourceStolen':
        if (e.resource !== null) {
          seats[e.victim].stolen++;
          seats[e.thief].stole++;
        }
        break;
      case 'ResourcesDiscarded':
        seats[e.seat].discarded += total(e.resources);
        break;
      case 'MonopolyPlayed':
        e.taken.forEach((n, seat) => (seats[seat].monopolized += seat === e.seat ? 0 : n));
        break;
      case 'TradeCompleted':
        seats[e.seat].trades.push({ with: e.partner, gave: e.give, got: e.want });
        seats[e.partner].trades.push({ with: e.seat, gave: e.want, got: e.give });
        break;
      case 'MaritimeTraded':
        seats[e.seat].trades.push({ with: 'bank', gave: { [e.give]: e.count }, got: { [e.receive]: 1 } });
        break;
      default:
    }
  }
  const s = model.states[position];
  return seats.map((st, seat) => ({
    ...st,
    longestRoad: s.phase === 'none' || s.phase === 'lobby' ? 0 : longestRoad(s, seat),
    knights: s.phase === 'none' ? 0 : s.knights[seat],
  }));
}

/** Received over expected, as a percentage (100: as the dice promised); null before any roll. */
export const luck = (st: SeatStats): number | null => (st.expected > 0.5 ? Math.round((100 * st.receivedTotal) / st.expected) : null);
