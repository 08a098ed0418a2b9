// "While you were away": what the bot did for a seat between its player's going away and coming
// back, read from the stream (either game's: the board game's builds, cards, trades and robber; the
// dice game's structures), and whether it is still news — until that player ends a turn of their own.

interface Any {
  readonly type: string;
  readonly seat?: number;
  readonly partner?: number;
  readonly thief?: number;
}

export interface AwaySummary {
  /** Where the return is in the stream (a dismissal names it). */
  readonly at: number;
  readonly turns: number;
  /** What was done, by kind, in the order shown; only the kinds done. */
  readonly done: readonly (readonly [AwayDeed, number])[];
}

export const AWAY_DEEDS = ['roads', 'settlements', 'cities', 'structures', 'cards', 'knights', 'trades', 'robber', 'discards'] as const;
export type AwayDeed = (typeof AWAY_DEEDS)[number];

/** Which deed an event of `seat`'s is, if it is one. */
function deedOf(e: Any, seat: number): AwayDeed | null {
  switch (e.type) {
    case 'RoadBuilt': return e.seat === seat ? 'roads' : null;
    case 'SettlementBuilt': return e.seat === seat ? 'settlements' : null;
    case 'CityBuilt': return e.seat === seat ? 'cities' : null;
    case 'StructureBuilt': return e.seat === seat ? 'structures' : null;
    case 'DevelopmentCardBought': return e.seat === seat ? 'cards' : null;
    case 'KnightPlayed': return e.seat === seat ? 'knights' : null;
    case 'MaritimeTraded': return e.seat === seat ? 'trades' : null;
    case 'TradeCompleted': return e.seat === seat || e.partner === seat ? 'trades' : null;
    case 'RobberMoved': return e.seat === seat ? 'robber' : null;
    case 'ResourcesDiscarded': return e.seat === seat ? 'discards' : null;
    default: return null;
  }
}

/**
 * The summary of the seat's latest absence, once it is back and until it ends a turn of its own;
 * null otherwise (never away, away now, or the news is old).
 */
export function awaySummary(events: readonly Any[], seat: number): AwaySummary | null {
  let back = -1;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.seat !== seat) continue;
    if (e.type === 'SeatTakenOver') return null;
    if (e.type === 'SeatReturned') {
      back = i;
      break;
    }
    if (e.type === 'TurnEnded') return null;
  }
  if (back < 0) return null;
  let from = back - 1;
  while (from >= 0 && !(events[from].type === 'SeatTakenOver' && events[from].seat === seat)) from--;
  if (from < 0) return null;
  const counts = new Map<AwayDeed, number>();
  let turns = 0;
  for (let i = from + 1; i < back; i++) {
    const e = events[i];
    if (e.type === 'TurnEnded' && e.seat === seat) turns++;
    const deed = deedOf(e, seat);
    if (deed !== null) counts.set(deed, (counts.get(deed) ?? 0) + 1);
  }
  return { at: back, turns, done: AWAY_DEEDS.flatMap((d) => (counts.has(d) ? [[d, counts.get(d)!] as const] : [])) };
}
