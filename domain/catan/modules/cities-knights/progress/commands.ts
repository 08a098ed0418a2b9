// Cities & Knights: the progress area's commands (none yet: they come with its rules).
export type ProgressCommand = never;
export const PROGRESS_COMMANDS = [] as const satisfies readonly ProgressCommand['type'][];
