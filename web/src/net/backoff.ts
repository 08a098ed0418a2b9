// Reconnect delays: exponential back-off with "equal jitter" (half fixed, half random), so a
// crowd of clients that lost the server at once do not all come back in the same millisecond.

export interface BackoffOptions {
  readonly baseMs: number;
  readonly maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, maxMs: 15_000 };

/** The delay before reconnect attempt `attempt` (0-based), with `random` ∈ [0, 1). */
export function backoffDelay(attempt: number, random: number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.min(attempt, 20));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}
