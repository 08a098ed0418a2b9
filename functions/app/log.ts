// Structured logging. Callers pass ids and codes only: never tokens, hands or drawn cards.

export type Fields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
}

const LEVELS = { info: 0, warn: 1, error: 2, silent: 3 } as const;
export type LogLevel = keyof typeof LEVELS;

/** JSON lines on the console (CloudWatch in AWS), from `level` up (an unknown level logs all). */
export function consoleLogger(level: LogLevel | string = 'info'): Logger {
  const min = LEVELS[level as LogLevel] ?? LEVELS.info;
  const line = (lvl: Exclude<LogLevel, 'silent'>, message: string, fields?: Fields) => {
    if (LEVELS[lvl] < min) return;
    const text = JSON.stringify({ level: lvl, message, ...fields });
    if (lvl === 'error') console.error(text);
    else if (lvl === 'warn') console.warn(text);
    else console.log(text);
  };
  return {
    info: (m, f) => line('info', m, f),
    warn: (m, f) => line('warn', m, f),
    error: (m, f) => line('error', m, f),
  };
}

/**
 * A `SyntaxError`'s message quotes the text that did not parse (V8 does, for JSON.parse), which
 * may be a stored item with hidden cards: only its name may be logged.
 */
const messageOf = (error: Error): string | undefined => (error instanceof SyntaxError ? undefined : error.message);

/** What may be logged of an unexpected error: its kind and message, not the data it carried. */
export function describeError(error: unknown): Fields {
  if (!(error instanceof Error)) return { error: typeof error };
  const cause = error.cause instanceof Error ? error.cause : null;
  const causeMessage = cause && messageOf(cause);
  return {
    error: error.name,
    detail: messageOf(error),
    cause: cause ? (causeMessage === undefined ? cause.name : `${cause.name}: ${causeMessage}`) : undefined,
    stack: error instanceof SyntaxError ? undefined : error.stack?.split('\n').slice(1, 4).join(' | '),
  };
}
