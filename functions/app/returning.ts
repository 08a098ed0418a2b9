// Seats being given back to their players in this container. A return competes for the stream's
// next version with the bots that play on (one of them playing that very seat); with the bots
// appending back to back in the same process, a return could lose every race it tried. While a
// return is under way, this container's bots driver stops and arms a wake shortly after
// (bots.ts); the return's own afterAppend drives on once the seat is back.
const pending = new Map<string, number>();

export const returnPending = (gameId: string): boolean => (pending.get(gameId) ?? 0) > 0;

/** Runs `give` with the game marked as having a return under way. */
export async function whileReturning<T>(gameId: string, give: () => Promise<T>): Promise<T> {
  pending.set(gameId, (pending.get(gameId) ?? 0) + 1);
  try {
    return await give();
  } finally {
    const left = (pending.get(gameId) ?? 1) - 1;
    if (left > 0) pending.set(gameId, left);
    else pending.delete(gameId);
  }
}
