// The rule modules in play, as the base game reaches them: the composition root (catan/index.ts)
// installs the modules' descriptors (module.ts) once, in order, and the base game dispatches their
// commands, events (evolve, redaction, notation), parts of the state, legal moves and bot hints
// here by type. This file lists no module and imports none: the base never names a module.
// A game's modules are recorded in GameCreated (`modules`, in order); a base game never comes
// here but for `rulesOf`, which returns BASE_RULES at once.
import { BASE_COMMAND_TYPES, type Command, type CommandType, type ModuleCommand, type ModuleCommandType, type RollExtra } from './commands.ts';
import type { Decision } from './decide/common.ts';
import type { Draft, Live } from './draft.ts';
import type { Event, EventOf, ModuleEvent } from './events.ts';
import { seededRandom, type Random } from '../../shared/random.ts';
import { addRejections, reject } from './rejections.ts';
import type { InPhase, State, Table, Viewer } from './state.ts';
import type { BotLevel, Goods, Seat } from './types.ts';
import type { ModuleRole, RuleModule } from './module.ts';
import { BASE_RULES, type Rules } from './hooks.ts';

type Playing = InPhase<'playing'>;
type Module = RuleModule<ModuleCommand, ModuleEvent>;

interface Registry {
  readonly all: readonly Module[];
  readonly byId: ReadonlyMap<string, Module>;
  readonly byCommand: ReadonlyMap<string, Module>;
  readonly byEvent: ReadonlyMap<string, Module>;
  readonly answers: ReadonlySet<string>;
}

const EMPTY: Registry = { all: [], byId: new Map(), byCommand: new Map(), byEvent: new Map(), answers: new Set() };
let registry: Registry = EMPTY;

/**
 * Installs the game's rule modules (the composition root's one call, at load): their commands,
 * events and rejection codes join the game's. Their order is the order of `GameCreated.modules`.
 */
export function installModules(all: readonly Module[]): void {
  for (const m of all) addRejections(m.rejections ?? {});
  registry = {
    all,
    byId: new Map(all.map((m) => [m.id, m])),
    byCommand: new Map(all.flatMap((m) => m.commandTypes.map((t) => [t, m] as const))),
    byEvent: new Map(all.flatMap((m) => m.eventTypes.map((t) => [t, m] as const))),
    answers: new Set(all.flatMap((m) => m.answerCommands ?? [])),
  };
  // What was composed from the modules installed before is forgotten.
  composed.clear();
  byList = new WeakMap();
  modulesByList = new WeakMap();
  lastList = null;
  lastModuleList = null;
}

/** Is this a module id the game knows? */
export const isModule = (id: unknown): boolean => typeof id === 'string' && registry.byId.has(id);

/** The installed modules' ids that play this role, in their order (the turn rules, the expansions). */
export const modulesWithRole = (role: ModuleRole): string[] => registry.all.filter((m) => m.role === role).map((m) => m.id);

/** Why these modules cannot be played by `players` (a module's `players` leaves that size out), or null. */
export function playersProblem(ids: readonly string[], players: number): string | null {
  const m = ids.map((id) => registry.byId.get(id)).find((x) => x?.players !== undefined && !x.players.includes(players));
  return m === undefined ? null : `${m.id} is played by ${m.players!.join(' or ')} players.`;
}

/** Why these expansions cannot be played together (a module's `combines` leaves another out), or null. */
export function combinationProblem(ids: readonly string[]): string | null {
  for (const id of ids) {
    const m = registry.byId.get(id);
    const other = ids.find((o) => o !== id && m?.combines !== undefined && registry.byId.get(o)?.role === 'expansion' && !m.combines.includes(o));
    if (other !== undefined) return `${id} is not played with ${other}.`;
  }
  return null;
}

/** Is this a module's command that the special building phase allows (a purchase)? */
export const isBuildingKind = (kind: string): boolean => registry.byCommand.get(kind)?.buildingCommands?.includes(kind) ?? false;

/** Is this an installed module's answer (its `answerCommands`: sent out of turn when something awaits the seat)? */
export const isAnswerKind = (kind: string): boolean => registry.answers.has(kind);

/** Is this the type of an installed module's command? */
export const isModuleKind = (kind: string): kind is ModuleCommandType => registry.byCommand.has(kind);
export const isModuleCommand = <C extends { readonly type: string }>(c: C): c is Extract<C, ModuleCommand> => registry.byCommand.has(c.type);
export const isModuleEvent = (e: { readonly type: string }): e is ModuleEvent => registry.byEvent.has(e.type);

/** A command type this game knows: the base game's, or an installed rule module's. */
export const isCommandType = (type: string): type is CommandType => BASE_COMMAND_TYPES.has(type) || registry.byCommand.has(type);

const composed = new Map<string, Rules>();
/** The same list (a game's, from its GameCreated) is asked for again and again: skip the key then. */
let byList = new WeakMap<readonly string[], Rules>();

/** The last list asked for and its rules: a game's states share one list, so most calls stop here. */
let lastList: readonly string[] | null = null;
let lastRules: Rules = BASE_RULES;

/** The rules of a game: the base game's, or its modules' hooks over them (composed once per module list). */
export function rulesOf(s: Pick<Table, 'modules'>): Rules {
  const { modules: ids } = s;
  if (ids.length === 0) return BASE_RULES;
  if (ids === lastList) return lastRules;
  lastList = ids;
  lastRules = composedOf(ids);
  return lastRules;
}

function composedOf(ids: readonly string[]): Rules {
  let rules = byList.get(ids);
  if (rules !== undefined) return rules;
  const key = ids.join('+');
  rules = composed.get(key);
  if (rules === undefined) {
    rules = BASE_RULES;
    for (const id of ids) {
      const m = registry.byId.get(id);
      if (m === undefined) throw new Error(`unknown rule module ${id}`);
      rules = m.extend(rules);
    }
    composed.set(key, rules);
  }
  byList.set(ids, rules);
  return rules;
}

let modulesByList = new WeakMap<readonly string[], readonly Module[]>();
let lastModuleList: readonly string[] | null = null;
let lastModules: readonly Module[] = [];

/** The modules of a game, in order (one shared list per module list: asked for on every command). */
function inPlay(s: Pick<Table, 'modules'>): readonly Module[] {
  const ids = s.modules;
  if (ids === lastModuleList) return lastModules;
  let modules = modulesByList.get(ids);
  if (modules === undefined) {
    modules = ids.map((id) => registry.byId.get(id)!);
    modulesByList.set(ids, modules);
  }
  lastModuleList = ids;
  lastModules = modules;
  return modules;
}

export function evolveModule(d: Draft, e: ModuleEvent): void {
  const m = registry.byEvent.get(e.type);
  if (m === undefined) throw new Error(`unknown event ${e.type}`);
  m.evolve(d, e);
}

/** A module event as a viewer may see it. */
export const redactModule = (e: ModuleEvent, viewer: Viewer): ModuleEvent => registry.byEvent.get(e.type)!.redact(e, viewer);

export const moduleToken = (e: ModuleEvent): string => registry.byEvent.get(e.type)!.token(e);

/** A module event from its notation token (word and arguments), or null if no module knows the word. */
export function readModuleToken(word: string, a: readonly string[]): ModuleEvent | null {
  for (const m of registry.all) {
    const e = m.read(word, a);
    if (e !== null) return e;
  }
  return null;
}

/** A module's command: decided by its module when the game has it; else unknown to this game. */
export function decideModule(c: ModuleCommand, s: State): Decision {
  const m = registry.byCommand.get(c.type);
  if (m === undefined || m.decide === undefined || s.phase === 'none' || !s.modules.includes(m.id)) {
    return { ok: false, rejection: reject('command/invalid', 'This game has no rule module that takes that command.') };
  }
  return m.decide(c, s);
}

/** The server's inputs for a module's command. */
export const moduleInputs = (c: ModuleCommand, random: Random): ModuleCommand => registry.byCommand.get(c.type)?.inputs?.(c, random) ?? c;

/** The events that follow GameCreated for its modules, drawn from CreateGame's secret input. */
export function createdEvents(e: EventOf<'GameCreated'>, secret: number): Event[] {
  const random = seededRandom(secret);
  return inPlay({ modules: e.modules ?? [] }).flatMap((m) => m.created?.(e, random) ?? []);
}

/** What the game's modules roll with the dice (null: none of them rolls anything more). */
export function moduleRollInputs(s: Pick<Table, 'modules'>, random: Random): RollExtra | null {
  let extra: Record<string, number> | null = null;
  for (const m of inPlay(s)) if (m.rollInputs !== undefined) extra = { ...(extra ?? {}), ...m.rollInputs(random) };
  return extra;
}

/** Does a module of this game roll with the dice (so that a RollDice without its `extra` lacks an input)? */
export const rollsExtra = (s: Pick<Table, 'modules'>): boolean => inPlay(s).some((m) => m.rollInputs !== undefined);

/** The installed module that makes boards of this kind, or null (a base board, or none). */
export const boardMaker = (kind: unknown): Module | null =>
  registry.all.find((m) => m.board !== undefined && m.boardKinds?.includes(kind as string)) ?? null;

/** Do the modules need CreateGame's secret input (a module draws at creation)? */
export const needsSecret = (ids: readonly string[]): boolean => ids.some((id) => registry.byId.get(id)?.created !== undefined);

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

/** What the modules add to a seat's legal commands in set-up. */
export const moduleSetupLegal = (s: InPhase<'setup'>, seat: Seat): Command[] => inPlay(s).flatMap((m) => m.setupLegal?.(s, seat) ?? []);

/** A module in play whose games are played on its own boards only, or null. */
export const ownBoardsOf = (ids: readonly string[]): Module | null =>
  ids.map((id) => registry.byId.get(id)!).find((m) => m.ownBoardsOnly === true) ?? null;

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

/** Bots: the modules' worth to the seat of a trade's goods given and got (RuleModule.botGoodsGain). */
export const moduleGoodsGain = (s: Playing, seat: Seat, give: Goods, get: Goods): number =>
  inPlay(s).reduce((n, m) => n + (m.botGoodsGain?.(s, seat, give, get) ?? 0), 0);

/** Bots: goods a module says the seat could spare in an offer, or null. */
export const moduleSpareGoods = (s: Playing, seat: Seat): Goods | null => inPlay(s).reduce<Goods | null>((g, m) => g ?? m.botSpareGoods?.(s, seat) ?? null, null);

/** A module move worth making in a bot's main phase (one the game allows now), or null. */
export function moduleBotMove(s: Playing, seat: Seat, level: BotLevel | 'random', random: Random): Command | null {
  const rules = rulesOf(s);
  for (const m of inPlay(s)) {
    const c = m.botMove?.(s, seat, level, random) ?? null;
    if (c !== null && rules.allows(s, seat, c.type) === null) return c;
  }
  return null;
}
