// Cities & Knights: the knights area's commands (none yet: they come with its rules).
export type KnightsCommand = never;
export const KNIGHTS_COMMANDS = [] as const satisfies readonly KnightsCommand['type'][];
