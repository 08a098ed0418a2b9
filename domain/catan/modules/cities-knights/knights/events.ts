// Cities & Knights: the knights area's events (none yet: they come with its rules).
export type KnightsEvent = never;
export const KNIGHTS_EVENTS = [] as const satisfies readonly KnightsEvent['type'][];
