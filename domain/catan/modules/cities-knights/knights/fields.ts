// Cities & Knights: the knights area's events in the notation (see ../codec.ts).
import type { FieldTable } from '../codec.ts';
import type { KnightsEvent } from './events.ts';

export const KNIGHTS_FIELDS: Readonly<Record<KnightsEvent['type'], FieldTable[string]>> = {
  KnightRecruited: [['seat', 'n'], ['vertex', 's']],
  KnightPromoted: [['seat', 'n'], ['vertex', 's'], ['strength', 'n']],
  KnightActivated: [['seat', 'n'], ['vertex', 's']],
  KnightMoved: [['seat', 'n'], ['from', 's'], ['to', 's']],
  KnightDisplaced: [['seat', 'n'], ['from', 's'], ['to', 's'], ['owner', 'n'], ['retreat', 'bool']],
  KnightRetreated: [['seat', 'n'], ['vertex', 's']],
  RobberChased: [['seat', 'n'], ['vertex', 's']],
};
