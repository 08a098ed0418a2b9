// Cities & Knights: the knights area's events in the notation (see ../codec.ts).
import type { FieldTable } from '../codec.ts';
import type { KnightsEvent } from './events.ts';

export const KNIGHTS_FIELDS: Readonly<Record<KnightsEvent['type'], FieldTable[string]>> = {};
