// What the newest record changed, for brief feedback on the table: the dice just rolled, the hexes
// that produced, and each seat's gains and losses (production, steals, trades, cards played).
// Pure: derived from the record and the state after it.
import { computed, type ReadonlySignal } from '@preact/signals';
import { RESOURCES, type Event, type HexKey, type Resource, type Seat } from '../lib/domain.ts';
import type { GameState } from '../state/game-state.ts';
import { tableOf, type TableState } from './derived.ts';

/** A change to one seat's hand: a resource, or a card nobody else may see ('card'). */
export interface Gain {
  readonly res: Resource | 'card';
  readonly n: number;
}

export interface Feedback {
  /** The record's version: the animations start again with each record. */
  readonly id: number;
  readonly rolled: readonly [number, number] | null;
  readonly producing: readonly HexKey[];
  readonly gains: ReadonlyMap<Seat, readonly Gain[]>;
}

function adder() {
  const totals = new Map<Seat, Map<Resource | 'card', number>>();
  const add = (seat: Seat, res: Resource | 'card', n: number) => {
    if (n === 0) return;
    const seatTotals = totals.get(seat) ?? new Map<Resource | 'card', number>();
    seatTotals.set(res, (seatTotals.get(res) ?? 0) + n);
    totals.set(seat, seatTotals);
  };
  const result = () => new Map([...totals].map(([seat, m]) => [seat, [...m].filter(([, n]) => n !== 0).map(([res, n]) => ({ res, n }))] as const)
    .filter(([, gains]) => gains.length > 0));
  return { add, result };
}

export function feedbackOf(id: number, events: readonly Event[], s: TableState): Feedback {
  let rolled: readonly [number, number] | null = null;
  let producing: HexKey[] = [];
  const { add, result } = adder();
  const bundle = (seat: Seat, b: Partial<Record<Resource, number>>, sign: 1 | -1) => {
    for (const r of RESOURCES) add(seat, r, sign * (b[r] ?? 0));
  };
  for (const e of events) {
    switch (e.type) {
      case 'DiceRolled': {
        rolled = e.dice;
        const total = e.dice[0] + e.dice[1];
        producing = total === 7 ? [] : s.board.tiles.filter((t) => t.token === total && t.hex !== s.robber).map((t) => t.hex);
        break;
      }
      case 'ResourcesProduced':
        e.gains.forEach((g, seat) => bundle(seat, g, 1));
        break;
      case 'StartingResourcesReceived':
        bundle(e.seat, e.resources, 1);
        break;
      case 'ResourcesDiscarded':
        bundle(e.seat, e.resources, -1);
        break;
      case 'ResourceStolen':
        add(e.thief, e.resource ?? 'card', 1);
        add(e.victim, e.resource ?? 'card', -1);
        break;
      case 'TradeCompleted':
        bundle(e.seat, e.give, -1);
        bundle(e.seat, e.want, 1);
        bundle(e.partner, e.want, -1);
        bundle(e.partner, e.give, 1);
        break;
      case 'MaritimeTraded':
        add(e.seat, e.give, -e.count);
        add(e.seat, e.receive, 1);
        break;
      case 'YearOfPlentyPlayed':
        bundle(e.seat, e.resources, 1);
        break;
      // Friends: a gift accepted, the merchants' swaps, the traders' card.
      case 'GiftAccepted':
        add(e.from, e.resource, -1);
        add(e.seat, e.resource, 1);
        break;
      case 'MerchantSwapped':
        add(e.seat, e.give, -1);
        add(e.seat, e.receive, 1);
        break;
      case 'TraderResourceTaken':
        add(e.seat, e.resource, 1);
        break;
      case 'MonopolyPlayed':
        e.taken.forEach((n, seat) => {
          add(seat, e.resource, -n);
          add(e.seat, e.resource, n);
        });
        break;
      default:
        break;
    }
  }
  return { id, rolled, producing, gains: result() };
}

const signals = new WeakMap<GameState, ReadonlySignal<Feedback | null>>();

/** The feedback of the newest record shown, for this game (one computed per game). */
export function feedbackSignal(game: GameState): ReadonlySignal<Feedback | null> {
  let f = signals.get(game);
  if (!f) {
    f = computed(() => {
      const items = game.items.value;
      const last = items[items.length - 1];
      const s = tableOf(game.state.value);
      return last && s ? feedbackOf(last.version, last.events, s) : null;
    });
    signals.set(game, f);
  }
  return f;
}
