// The player's trade choices, kept in localStorage: decline the bots' offers without being asked.
import { signal } from '@preact/signals';

const STORE_KEY = 'hexfold.trade';

function load(): boolean {
  try {
    return (JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null') as { autoDeclineBots?: unknown } | null)?.autoDeclineBots === true;
  } catch {
    return false;
  }
}

/** Offers of seats the server plays (bots, and away players' seats) are declined at once. */
export const autoDeclineBots = signal<boolean>(typeof localStorage === 'undefined' ? false : load());

export function setAutoDeclineBots(on: boolean): void {
  autoDeclineBots.value = on;
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify({ autoDeclineBots: on }));
  } catch {
    /* no storage */
  }
}
