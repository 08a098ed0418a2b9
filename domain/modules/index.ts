// The registry of rule modules: each module's hooks (composed into `Rules`, once per distinct
// module list), its events' evolve, redaction and notation, and `turnPart`, what part of a
// turn is under way. A game's modules are recorded in GameCreated (`modules`, in order).
import type { Draft } from '../draft.ts';
import type { State, Table } from '../state.ts';
import type { Seat } from '../types.ts';
import type { Viewer } from '../state.ts';
import type { ModuleEvent } from './events.ts';
import { BASE_RULES, type Extend, type Rules } from './rules.ts';
import { SPECIAL_BUILDING, specialBuilding, specialBuildingPart } from './special-building/index.ts';
import { evolveSpecialBuilding } from './special-building/evolve.ts';
import { readSpecialBuilding, specialBuildingToken } from './special-building/notation.ts';
import { PAIRED, paired, pairedPart, partnerOf } from './paired/index.ts';
import { evolvePaired } from './paired/evolve.ts';
import { pairedToken, readPaired } from './paired/notation.ts';

export { BASE_RULES, type Rules } from './rules.ts';
export type { ModuleEvent } from './events.ts';

const MODULES: ReadonlyMap<string, Extend> = new Map([
  [SPECIAL_BUILDING, specialBuilding],
  [PAIRED, paired],
]);

/** Is this a module id the domain knows? */
export const isModule = (id: unknown): boolean => typeof id === 'string' && MODULES.has(id);

export { TURN_RULES, type TurnRule } from './names.ts';

const composed = new Map<string, Rules>();
/** The same list (a game's, from its GameCreated) is asked for again and again: skip the key then. */
const byList = new WeakMap<readonly string[], Rules>();

/** The rules of a game: the base game's, or its modules' hooks over them (cached per module list). */
export function rulesOf(s: Pick<Table, 'modules'>): Rules {
  const { modules } = s;
  if (modules.length === 0) return BASE_RULES;
  let rules = byList.get(modules);
  if (rules !== undefined) return rules;
  const key = modules.join('+');
  rules = composed.get(key);
  if (rules === undefined) {
    rules = BASE_RULES;
    for (const id of modules) {
      const extend = MODULES.get(id);
      if (extend === undefined) throw new Error(`unknown rule module ${id}`);
      rules = extend(rules);
    }
    composed.set(key, rules);
  }
  byList.set(modules, rules);
  return rules;
}

const MODULE_EVENTS: ReadonlySet<string> = new Set<ModuleEvent['type']>([
  'SpecialBuildingStarted', 'SpecialBuildingPassed', 'PairedPartStarted', 'PairedPartEnded',
]);

export const isModuleEvent = (e: { readonly type: string }): e is ModuleEvent => MODULE_EVENTS.has(e.type);

export function evolveModule(d: Draft, e: ModuleEvent): void {
  switch (e.type) {
    case 'SpecialBuildingStarted': case 'SpecialBuildingPassed': return evolveSpecialBuilding(d, e);
    case 'PairedPartStarted': case 'PairedPartEnded': return evolvePaired(d, e);
    default: {
      const unknown: never = e;
      throw new Error(`unknown event ${(unknown as ModuleEvent).type}`);
    }
  }
}

/** A module event as a viewer may see it. */
export function redactModule(e: ModuleEvent, viewer: Viewer): ModuleEvent {
  void viewer;
  switch (e.type) {
    // Public: who builds, in which order, and whose part it is.
    case 'SpecialBuildingStarted': case 'SpecialBuildingPassed': case 'PairedPartStarted': case 'PairedPartEnded':
      return e;
    default: {
      const unknown: never = e;
      throw new Error(`unknown event ${(unknown as ModuleEvent).type}`);
    }
  }
}

export function moduleToken(e: ModuleEvent): string {
  switch (e.type) {
    case 'SpecialBuildingStarted': case 'SpecialBuildingPassed': return specialBuildingToken(e);
    case 'PairedPartStarted': case 'PairedPartEnded': return pairedToken(e);
    default: {
      const unknown: never = e;
      throw new Error(`unknown event ${(unknown as ModuleEvent).type}`);
    }
  }
}

/** A module event from its notation token (word and arguments), or null if no module knows the word. */
export const readModuleToken = (word: string, a: readonly string[]): ModuleEvent | null =>
  readSpecialBuilding(word, a) ?? readPaired(word, a);

/** The part of the turn under way, for a client to show (the seat to act is `turn.seat` throughout). */
export type TurnPart =
  | { readonly kind: 'normal' }
  | { readonly kind: 'special-building'; readonly builder: Seat; readonly after: Seat; readonly remaining: readonly Seat[] }
  | { readonly kind: 'paired'; readonly player1: Seat; readonly player2: Seat; readonly part: 1 | 2 };

const NORMAL: TurnPart = { kind: 'normal' };

export function turnPart(s: State): TurnPart {
  if ((s.phase !== 'playing' && s.phase !== 'finished') || s.turn === null || s.modules.length === 0) return NORMAL;
  const building = specialBuildingPart(s);
  if (building !== null) {
    return { kind: 'special-building', builder: s.turn.seat, after: building.after, remaining: building.order.slice(building.index + 1) };
  }
  if (s.modules.includes(PAIRED)) {
    const part = pairedPart(s);
    if (part !== null) return { kind: 'paired', player1: part.player1, player2: part.player2, part: 2 };
    return { kind: 'paired', player1: s.turn.seat, player2: partnerOf(s.players, s.turn.seat), part: 1 };
  }
  return NORMAL;
}
