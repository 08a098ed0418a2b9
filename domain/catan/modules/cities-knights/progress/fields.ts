// Cities & Knights: the progress area's events in the notation (see ../codec.ts).
import type { FieldTable } from '../codec.ts';
import type { ProgressEvent } from './events.ts';

export const PROGRESS_FIELDS: Readonly<Record<ProgressEvent['type'], FieldTable[string]>> = {};
