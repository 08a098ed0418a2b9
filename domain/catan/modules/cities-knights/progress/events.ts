// Cities & Knights: the progress area's events (none yet: they come with its rules).
export type ProgressEvent = never;
export const PROGRESS_EVENTS = [] as const satisfies readonly ProgressEvent['type'][];
