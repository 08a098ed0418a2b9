// Seat tokens, kept per game in localStorage, so that a reload or a later visit puts the player
// back in their seat. The storage is injected (tests use a Map).

export interface SeatRecord {
  readonly seat: number;
  readonly seatToken: string;
  readonly name: string;
  /** The player left the game (a bot plays the seat): the page follows it as a spectator until they come back. */
  readonly left?: boolean;
}

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const seatKey = (gameId: string) => `hexfold.seat.${gameId}`;
const NAME_KEY = 'hexfold.name';

export function loadSeat(store: KeyValueStore, gameId: string): SeatRecord | null {
  try {
    const record = JSON.parse(store.getItem(seatKey(gameId)) ?? 'null') as SeatRecord | null;
    return record && Number.isInteger(record.seat) && typeof record.seatToken === 'string' ? record : null;
  } catch {
    return null;
  }
}

export function saveSeat(store: KeyValueStore, gameId: string, record: SeatRecord): void {
  store.setItem(seatKey(gameId), JSON.stringify(record));
  store.setItem(NAME_KEY, record.name);
}

export const forgetSeat = (store: KeyValueStore, gameId: string): void => store.removeItem(seatKey(gameId));

export const lastName = (store: KeyValueStore): string => store.getItem(NAME_KEY) ?? '';

// The creator's proof: the createId a game was created with (its id derives from it), kept per
// game while the game is open, so the page that created it can add bots to its free seats.
const hostKey = (gameId: string) => `hexfold.host.${gameId}`;

export const saveHostKey = (store: KeyValueStore, gameId: string, createId: string): void => store.setItem(hostKey(gameId), createId);

export const loadHostKey = (store: KeyValueStore, gameId: string): string | null => store.getItem(hostKey(gameId));

export const forgetHostKey = (store: KeyValueStore, gameId: string): void => store.removeItem(hostKey(gameId));

/** localStorage when the browser allows it, else a memory store. */
export const browserStore = (): KeyValueStore => webStorage(() => localStorage);

/** sessionStorage (this tab only) when the browser allows it, else a memory store. */
export const sessionStore = (): KeyValueStore => webStorage(() => sessionStorage);

function webStorage(storage: () => Storage): KeyValueStore {
  try {
    const store = storage();
    const probe = '__hexfold';
    store.setItem(probe, probe);
    store.removeItem(probe);
    return store;
  } catch {
    const m = new Map<string, string>();
    return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
  }
}
