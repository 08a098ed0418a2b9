// Each player's statistics up to a position of a finished game, from the full stream: resources
// received from rolls (by type) against what their buildings should have brought with the dice
// rolled ("luck"), cards lost to the robber, to discards and to Monopoly, the trades made (with
// whom, what), and their longest road and knights. Pure, so tested on hand-made streams.
import { indexOf, longestRoad, RESOURCES, type Bundle, type Resource, type Seat } from '../lib/domain.ts';
import type { ReplayModel } from '../state/replay.ts';

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
  /** Cards the seat's buildings were worth over the rolls so far, on average (robber included). */
  readonly expected: number;
  readonly stolen: number;
  readonly stole: number;
  readonly discarded: number;
  readonly monopolized: number;
  readonly trades: readonly Trade[];
  readonly longestRoad: number;
  readonly knights: number;
}

const total = (b: Bundle) => RESOURCES.reduce((n, r) => n + (b[r] ?? 0), 0);

/** What a seat's buildings are worth in cards per roll, on the state before the roll. */
function expectedPerRoll(model: ReplayModel, position: number, seat: Seat): number {
  const s = model.states[position];
  if (s.phase !== 'playing') return 0;
  const { topology } = indexOf(s);
  let cards = 0;
  s.buildings.forEach((b, v) => {
    if (!b || b.seat !== seat) return;
    for (const h of topology.vertexHexes[v]) {
      const tile = s.board.tiles[h];
      if (tile.token === null || tile.hex === s.robber) continue;
      cards += (b.kind === 'city' ? 2 : 1) * (WAYS[tile.token] / 36);
    }
  });
  return cards;
}

/** Every seat's statistics over the first `position` events. */
export function statsAt(model: ReplayModel, position: number): SeatStats[] {
  const final = model.states[model.events.length];
  const players = final.phase === 'none' ? 0 : final.players;
  const seats = Array.from({ length: players }, () => ({
    received: Object.fromEntries(RESOURCES.map((r) => [r, 0])) as Record<Resource, number>,
    receivedTotal: 0, expected: 0, stolen: 0, stole: 0, discarded: 0, monopolized: 0, trades: [] as Trade[],
  }));
  for (let i = 0; i < position; i++) {
    const e = model.events[i];
    switch (e.type) {
      case 'DiceRolled':
        seats.forEach((st, seat) => (st.expected += expectedPerRoll(model, i, seat)));
        break;
      case 'ResourcesProduced':
        e.gains.forEach((g, seat) => {
          for (const r of RESOURCES) seats[seat].received[r] += g[r] ?? 0;
          seats[seat].receivedTotal += total(g);
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
