// A first game guided: which hint, if any, the folded game state calls for — the set-up
// placement, the first roll, the first build, the robber — and the player's memory of them
// (localStorage): a hint dismissed, or whose moment has passed, never comes back, and "don't
// show hints" turns them all off. Pure but for the storage, which is passed in.
import { signal } from '@preact/signals';
import type { Command, State } from '../../../lib/domain.ts';

export const HINTS = ['setup', 'roll', 'build', 'robber'] as const;
export type HintId = (typeof HINTS)[number];

const BUILDS: ReadonlySet<Command['type']> = new Set(['BuildRoad', 'BuildSettlement', 'BuildCity', 'BuyDevelopmentCard']);

/** The key moment the seat is at, from the state and its legal commands (null: none of them). */
export function momentOf(s: State, me: number | null, legal: readonly Command[]): HintId | null {
  if (me === null || (s.phase !== 'setup' && s.phase !== 'playing')) return null;
  const types = new Set(legal.map((c) => c.type));
  if (types.has('MoveRobber')) return 'robber';
  if (s.phase === 'setup') return types.has('PlaceSettlement') || types.has('PlaceRoad') ? 'setup' : null;
  if (types.has('RollDice')) return 'roll';
  return [...types].some((t) => BUILDS.has(t)) ? 'build' : null;
}

export interface HintMemory {
  /** "Don't show hints". */
  readonly off: boolean;
  readonly seen: readonly HintId[];
}

export const HINTS_KEY = 'hexfold.hints';
const NONE: HintMemory = { off: false, seen: [] };

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function readMemory(store: Store | null): HintMemory {
  try {
    const raw = store?.getItem(HINTS_KEY);
    if (!raw) return NONE;
    const parsed = JSON.parse(raw) as Partial<HintMemory>;
    return { off: parsed.off === true, seen: HINTS.filter((h) => parsed.seen?.includes(h)) };
  } catch {
    return NONE;
  }
}

function write(store: Store | null, memory: HintMemory): void {
  try {
    store?.setItem(HINTS_KEY, JSON.stringify(memory));
  } catch {
    /* no storage: remembered for this page only */
  }
}

/** The hint to show now: the moment's, unless hints are off or it was seen. */
export const hintFor = (moment: HintId | null, memory: HintMemory): HintId | null =>
  moment !== null && !memory.off && !memory.seen.includes(moment) ? moment : null;

const browserStore = (): Store | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** The memory of this browser's hints, as a signal (the hint re-renders when it changes). */
export function createHintMemory(store: Store | null = browserStore()) {
  const memory = signal(readMemory(store));
  // What another tab of this browser has remembered counts too; with no storage, this page's memory.
  const current = () => (store ? readMemory(store) : memory.peek());
  const save = (next: HintMemory) => {
    memory.value = next;
    write(store, next);
  };
  return {
    memory,
    /** A hint dismissed, or its moment over: it does not come back. */
    seen(id: HintId): void {
      const now = current();
      if (!now.seen.includes(id)) save({ ...now, seen: [...now.seen, id] });
    },
    off(): void {
      save({ ...current(), off: true });
    },
  };
}

export type HintMemoryStore = ReturnType<typeof createHintMemory>;
