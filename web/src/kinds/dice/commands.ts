// What the dice table sends: a seat's command without its seat (the seat token says it) and
// without the server's inputs (the dice's new faces). The lobby's and the server's commands
// (create, claim, take over, return) are not the table's.
import type { DiceCommand } from '../../../../domain/dice/commands.ts';
import type { DiceResource, Face } from '../../../../domain/dice/types.ts';

export type DiceClientCommand =
  | { readonly type: 'Roll'; readonly keep: readonly boolean[] }
  | { readonly type: 'TradeGold'; readonly resource: DiceResource }
  | { readonly type: 'UseKnight'; readonly knight: string; readonly give: Face; readonly resource?: DiceResource }
  | { readonly type: 'UseDesertPair'; readonly give: Face; readonly get: DiceResource }
  | { readonly type: 'Build'; readonly structure: string }
  | { readonly type: 'EndTurn' };

/** A legal command as the table sends it; null for a command that is not the table's. */
export function toClient(c: DiceCommand): DiceClientCommand | null {
  switch (c.type) {
    case 'Roll': return { type: 'Roll', keep: c.keep };
    case 'TradeGold': return { type: 'TradeGold', resource: c.resource };
    case 'UseKnight': return c.resource === undefined
      ? { type: 'UseKnight', knight: c.knight, give: c.give }
      : { type: 'UseKnight', knight: c.knight, give: c.give, resource: c.resource };
    case 'UseDesertPair': return { type: 'UseDesertPair', give: c.give, get: c.get };
    case 'Build': return { type: 'Build', structure: c.structure };
    case 'EndTurn': return { type: 'EndTurn' };
    default: return null;
  }
}

/** The legal commands of one type, as the table sends them. */
export function legalOf<T extends DiceClientCommand['type']>(legal: readonly DiceCommand[], type: T): Extract<DiceClientCommand, { type: T }>[] {
  return legal.flatMap((c) => {
    const client = c.type === type ? toClient(c) : null;
    return client ? [client as Extract<DiceClientCommand, { type: T }>] : [];
  });
}

/** Is this roll's keep mask among the legal rolls? */
export const canRoll = (legal: readonly DiceCommand[], keep: readonly boolean[]): boolean =>
  legalOf(legal, 'Roll').some((r) => r.keep.length === keep.length && r.keep.every((k, i) => k === keep[i]));
