// The registry of rule modules: one descriptor each (module.ts), listed once below. It composes
// a game's `Rules` (once per distinct module list) and dispatches the modules' commands, events
// (evolve, redaction, notation), parts of the state, legal moves and bot hints to their module.
// A game's modules are recorded in GameCreated (`modules`, in order). The base game never comes
// here but for `rulesOf`, which returns BASE_RULES at once.
import type { Command } from './commands.ts';
import type { Decision } from './decide/common.ts';
import type { Draft, Live } from './draft.ts';
import type { Event, EventOf } from './events.ts';
import { seededRandom, type Random } from '../../shared/random.ts';
import { reject } from './rejections.ts';
import type { InPhase, State, Table, Viewer } from './state.ts';
import type { BotLevel, Seat } from './types.ts';
import type { ModuleCommand } from '../modules/commands.ts';
import type { ModuleEvent } from '../modules/events.ts';
import type { RuleModule } from './module.ts';
import { BASE_RULES, type Rules } from './hooks.ts';
import { SPECIAL_BUILDING, specialBuilding, specialBuildingPart } from '../modules/special-building/index.ts';
import { evolveSpecialBuilding } from '../modules/special-building/evolve.ts';
import { readSpecialBuilding, specialBuildingToken } from '../modules/special-building/notation.ts';
import { PAIRED, paired, pairedPart, partnerOf } from '../modules/paired/index.ts';
import { evolvePaired } from '../modules/paired/evolve.ts';
import { pairedToken, readPaired } from '../modules/paired/notation.ts';
import { FRIENDS_MODULE } from '../modules/friends/index.ts';
import { HELPERS_MODULE } from '../modules/helpers/index.ts';
import type { SpecialBuildingEvent } from '../modules/special-building/events.ts';
import type { PairedEvent } from '../modules/paired/events.ts';

export { BASE_RULES, type Rules } from './hooks.ts';
export type { ModuleEvent } from '../modules/events.ts';
export { isModuleCommand, isModuleKind, type ModuleCommand, type ModuleCommandType } from '../modules/commands.ts';
export { TURN_RULES, EXPANSIONS, BUILT_EXPANSIONS, type TurnRule, type Expansion } from '../options.ts';

type Playing = InPhase<'playing'>;
type Module = RuleModule<ModuleCommand, ModuleEvent>;

const publicEvent = <E>(e: E): E => e;

const SPECIAL_BUILDING_MODULE: RuleModule<never, SpecialBuildingEvent> = {
  id: SPECIAL_BUILDING, extend: specialBuilding, commandTypes: [], eventTypes: ['SpecialBuildingStarted', 'SpecialBuildingPassed'],
  evolve: evolveSpecialBuilding, redact: publicEvent, token: specialBuildingToken, read: readSpecialBuilding,
};

const PAIRED_MODULE: RuleModule<never, PairedEvent> = {
  id: PAIRED, extend: paired, commandTypes: [], eventTypes: ['PairedPartStarted', 'PairedPartEnded'],
  evolve: evolvePaired, redact: publicEvent, token: pairedToken, read: readPaired,
};

interface Registry {
  readonly byId: ReadonlyMap<string, Module>;
  readonly byCommand: ReadonlyMap<string, Module>;
  readonly byEvent: ReadonlyMap<string, Module>;
}

let registry: Registry | null = null;

/** Built on first use: the modules import the base game, which imports this file. */
function modules(): Registry {
  if (registry !== null) return registry;
  const all = [SPECIAL_BUILDING_MODULE, PAIRED_MODULE, FRIENDS_MODULE, HELPERS_MODULE] as unknown as readonly Module[];
  registry = {
    byId: new Map(all.map((m) => [m.id, m])),
    byCommand: new Map(all.flatMap((m) => m.commandTypes.map((t) => [t, m] as const))),
    byEvent: new Map(all.flatMap((m) => m.eventTypes.map((t) => [t, m] as const))),
  };
  return registry;
}

/** Is this a module id the domain knows? */
export const isModule = (id: unknown): boolean => typeof id === 'string' && modules().byId.has(id);

const composed = new Map<string, Rules>();
/** The same list (a game's, from its GameCreated) is asked for again and again: skip the key then. */
const byList = new WeakMap<readonly string[], Rules>();

/** The rules of a game: the base game's, or its modules' hooks over them (cached per module list). */
export function rulesOf(s: Pick<Table, 'modules'>): Rules {
  const { modules: ids } = s;
  if (ids.length === 0) return BASE_RULES;
  let rules = byList.get(ids);
  if (rules !== undefined) return rules;
  const key = ids.join('+');
  rules = composed.get(key);
  if (rules === undefined) {
    rules = BASE_RULES;
    for (const id of ids) {
      const m = modules().byId.get(id);
      if (m === undefined) throw new Error(`unknown rule module ${id}`);
      rules = m.extend(rules);
    }
    composed.set(key, rules);
  }
  byList.set(ids, rules);
  return rules;
}

/** The modules of a game, in order. */
const inPlay = (s: Pick<Table, 'modules'>): Module[] => s.modules.map((id) => modules().byId.get(id)!);

export const isModuleEvent = (e: { readonly type: string }): e is ModuleEvent => modules().byEvent.has(e.type);

export function evolveModule(d: Draft, e: ModuleEvent): void {
  const m = modules().byEvent.get(e.type);
  if (m === undefined) throw new Error(`unknown event ${e.type}`);
  m.evolve(d, e);
}

/** A module event as a viewer may see it. */
export const redactModule = (e: ModuleEvent, viewer: Viewer): ModuleEvent => modules().byEvent.get(e.type)!.redact(e, viewer);

export const moduleToken = (e: ModuleEvent): string => modules().byEvent.get(e.type)!.token(e);

/** A module event from its notation token (word and arguments), or null if no module knows the word. */
export function readModuleToken(word: string, a: readonly string[]): ModuleEvent | null {
  for (const m of modules().byId.values()) {
    const e = m.read(word, a);
    if (e !== null) return e;
  }
  return null;
}

/** A module's command: decided by its module when the game has it; else unknown to this game. */
export function decideModule(c: ModuleCommand, s: State): Decision {
  const m = modules().byCommand.get(c.type);
  if (m === undefined || m.decide === undefined || s.phase === 'none' || !s.modules.includes(m.id)) {
    return { ok: false, rejection: reject('command/invalid', 'This game has no rule module that takes that command.') };
  }
  return m.decide(c, s);
}

/** The server's inputs for a module's command. */
export const moduleInputs = (c: ModuleCommand, random: Random): ModuleCommand => modules().byCommand.get(c.type)?.inputs?.(c, random) ?? c;

/** The events that follow GameCreated for its modules, drawn from CreateGame's secret input. */
export function createdEvents(e: EventOf<'GameCreated'>, secret: number): Event[] {
  const random = seededRandom(secret);
  return inPlay({ modules: e.modules ?? [] }).flatMap((m) => m.created?.(e, random) ?? []);
}

/** Do the modules need CreateGame's secret input (a module draws at creation)? */
export const needsSecret = (ids: readonly string[]): boolean => ids.some((id) => modules().byId.get(id)?.created !== undefined);

/** The modules' parts of the state as `viewer` may know them. */
export function redactParts(s: Live, viewer: Viewer): Live['parts'] {
  let parts = s.parts;
  for (const m of inPlay(s)) {
    if (m.redactPart !== undefined && parts[m.id] !== undefined) parts = { ...parts, [m.id]: m.redactPart(parts[m.id], viewer) };
  }
  return parts;
}

/** The modules' parts with what `seat` cannot see dealt at random. */
export function sampleParts(view: Live, seat: Seat, random: Random): Live['parts'] {
  let parts = view.parts;
  for (const m of inPlay(view)) {
    if (m.samplePart !== undefined && parts[m.id] !== undefined) parts = { ...parts, [m.id]: m.samplePart(parts[m.id], view, seat, random) };
  }
  return parts;
}

const commanding = new WeakMap<readonly string[], boolean>();

/** Does a module of this game have commands of its own (the turn rules have none)? Cached per module list. */
export function takesCommands(s: Pick<Table, 'modules'>): boolean {
  let takes = commanding.get(s.modules);
  if (takes === undefined) {
    takes = inPlay(s).some((m) => m.commandTypes.length > 0);
    commanding.set(s.modules, takes);
  }
  return takes;
}

/** What the modules add to a seat's legal commands now (what the game's rules allow of it). */
export function moduleLegal(s: Playing, seat: Seat): Command[] {
  const rules = rulesOf(s);
  return inPlay(s).flatMap((m) => m.legal?.(s, seat) ?? []).filter((c) => rules.allows(s, seat, c.type) === null);
}

/** A seat a module waits for before the game goes on, or null. */
export function moduleAwaited(s: Playing): Seat | null {
  for (const m of inPlay(s)) {
    const seat = m.awaited?.(s) ?? null;
    if (seat !== null) return seat;
  }
  return null;
}

/** The answer a module requires of a bot seat now, or null. */
export function moduleBotDuty(s: Playing, seat: Seat, level: BotLevel, random: Random): Command | null {
  for (const m of inPlay(s)) {
    const c = m.botDuty?.(s, seat, level, random) ?? null;
    if (c !== null) return c;
  }
  return null;
}

/** A module move worth making in a bot's main phase (one the game allows now), or null. */
export function moduleBotMove(s: Playing, seat: Seat, level: BotLevel | 'random', random: Random): Command | null {
  const rules = rulesOf(s);
  for (const m of inPlay(s)) {
    const c = m.botMove?.(s, seat, level, random) ?? null;
    if (c !== null && rules.allows(s, seat, c.type) === null) return c;
  }
  return null;
}

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
