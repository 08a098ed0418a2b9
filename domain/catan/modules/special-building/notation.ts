// The phase in the notation: `sb/after/order` (order as seats joined by '|') and `sb-pass/seat`.
import type { SpecialBuildingEvent } from './events.ts';

export function specialBuildingToken(e: SpecialBuildingEvent): string {
  switch (e.type) {
    case 'SpecialBuildingStarted': return `sb/${e.after}/${e.order.join('|')}`;
    case 'SpecialBuildingPassed': return `sb-pass/${e.seat}`;
    default: {
      const unknown: never = e;
      throw new Error(`unknown event ${(unknown as SpecialBuildingEvent).type}`);
    }
  }
}

export function readSpecialBuilding(word: string, a: readonly string[]): SpecialBuildingEvent | null {
  if (word === 'sb') return { type: 'SpecialBuildingStarted', after: Number(a[0]), order: a[1].split('|').map(Number) };
  if (word === 'sb-pass') return { type: 'SpecialBuildingPassed', seat: Number(a[0]) };
  return null;
}
