// The special building phase's events on the state: each builder plays a part of the same turn.
import { partTurn, setPart, type Draft } from '../../base/draft.ts';
import type { SpecialBuildingEvent } from './events.ts';
import { SPECIAL_BUILDING, specialBuildingPart } from './part.ts';

export function evolveSpecialBuilding(d: Draft, e: SpecialBuildingEvent): void {
  switch (e.type) {
    case 'SpecialBuildingStarted':
      setPart(d, SPECIAL_BUILDING, { after: e.after, order: e.order, index: 0 });
      d.turn = partTurn(e.order[0], d.turn);
      return;
    case 'SpecialBuildingPassed': {
      const part = specialBuildingPart(d);
      if (part === null) return;
      const index = part.index + 1;
      if (index < part.order.length) {
        setPart(d, SPECIAL_BUILDING, { after: part.after, order: part.order, index });
        d.turn = partTurn(part.order[index], d.turn);
      } else {
        // The phase is over: back to the turn of the player who ended it, whose TurnEnded follows.
        setPart(d, SPECIAL_BUILDING, null);
        d.turn = partTurn(part.after, d.turn);
      }
      return;
    }
    default: {
      const unknown: never = e;
      throw new Error(`unknown event ${(unknown as SpecialBuildingEvent).type}`);
    }
  }
}
