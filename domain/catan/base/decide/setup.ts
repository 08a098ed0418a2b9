// Creating a game, claiming seats, and the set-up placement (or the beginner board's fixed start).
import type { CommandOf } from '../commands.ts';
import type { Event, EventOf } from '../events.ts';
import { beginnerBoard, beginnerStart, fixedLargeBoard, SUPPORTED_PLAYERS, variableBoard } from '../board/layouts.ts';
import { boardMaker, combinationProblem, createdEvents, modulesWithRole, needsSecret, ownBoardsOf, playersProblem, rulesOf } from '../registry.ts';
import { evolve, fold } from '../evolve.ts';
import { reject } from '../rejections.ts';
import { boardIndex, indexOf, type InPhase, type State } from '../state.ts';
import type { Board } from '../board/layouts.ts';
import { BOT_LEVELS, MAX_TURN_SECONDS, type Bundle, type Resource, type Seat, type VertexKey } from '../types.ts';
import { accept, refuse, seatProblem, type Decision } from './common.ts';
import { spacious } from '../rules/placement.ts';
import { FIRST_PLAYER_RULES, rollForFirst } from '../rules/first-player.ts';
import { isHex32 } from '../../../shared/fairness.ts';

export function createGame(c: CommandOf<'CreateGame'>, s: State): Decision {
  if (s.phase !== 'none') return refuse(reject('game/already-created'));
  // A board kind is the base game's, or one an installed module makes from its data (a scenario).
  const maker = boardMaker(c.board);
  if (!SUPPORTED_PLAYERS.includes(c.players) || (maker === null && c.board !== 'beginner' && c.board !== 'variable' && c.board !== 'fixed')) {
    return refuse(reject('game/unsupported-options', `Players: ${SUPPORTED_PLAYERS.join(', ')}; board: beginner, variable or fixed.`));
  }
  // 5–6 players is the extension: its own boards, and a turn rule (a rule module) for the extra turns.
  const large = c.players >= 5;
  if (c.board === 'beginner' && large) return refuse(reject('game/unsupported-options', 'The beginner board is for 3 or 4 players.'));
  if (c.board === 'fixed' && !large) return refuse(reject('game/unsupported-options', 'The fixed 5–6 player map is for 5 or 6 players.'));
  if (c.turnRule !== undefined && !large) return refuse(reject('game/unsupported-options', 'A turn rule is for 5 or 6 players.'));
  // The game's installed modules by role: its turn rules (the first is the default) and expansions.
  const turnRules = modulesWithRole('turn-rule');
  if (c.turnRule !== undefined && !turnRules.includes(c.turnRule)) {
    return refuse(reject('game/unsupported-options', `A turn rule is ${turnRules.join(' or ')}.`));
  }
  const timer = c.timer ?? 0;
  if (!Number.isInteger(timer) || timer < 0 || timer > MAX_TURN_SECONDS) {
    return refuse(reject('game/unsupported-options', `A turn timer is 0 (none) to ${MAX_TURN_SECONDS} seconds.`));
  }
  if (c.firstPlayer !== undefined && !FIRST_PLAYER_RULES.includes(c.firstPlayer)) {
    return refuse(reject('game/unsupported-options', `The first player is rolled for ('roll') or seat 0 ('seat').`));
  }
  const expansions = expansionsOf(c.modules);
  if (typeof expansions === 'string') return refuse(reject('game/unsupported-options', expansions));
  if (!Number.isInteger(c.seed)) return refuse(reject('command/missing-input'));
  const seed = c.seed as number;
  const roll = c.firstPlayer === 'roll' ? { firstPlayer: 'roll' as const } : {};
  // The turn rule first, then the mini-expansions in their fixed order.
  const ids = [...(large ? [c.turnRule ?? turnRules[0]] : []), ...expansions];
  const unfit = playersProblem(ids, c.players) ?? combinationProblem(ids);
  if (unfit !== null) return refuse(reject('game/unsupported-options', unfit));
  if (maker !== null && !ids.includes(maker.id)) return refuse(reject('game/unsupported-options', `The ${c.board} board comes with ${maker.id}.`));
  const own = ownBoardsOf(ids);
  if (own !== null && maker !== own) return refuse(reject('game/unsupported-options', `${own.id} is played on its own maps (${own.boardKinds?.join(', ')}).`));
  const board = maker !== null ? maker.board!(c.board, c, seed)
    : c.board === 'beginner' ? beginnerBoard() : c.board === 'fixed' ? fixedLargeBoard() : variableBoard(c.players, seed);
  // A module's map is data: a bad one is refused as such, never half-built into a game.
  if (typeof board === 'string') return refuse(reject('game/unsupported-options', board));
  const modules = ids.length > 0 ? { modules: ids } : {};
  if (c.commitment !== undefined && !isHex32(c.commitment)) return refuse(reject('command/invalid', 'A commitment is 64 hex digits.'));
  const commitment = c.commitment !== undefined ? { commitment: c.commitment } : {};
  const game: EventOf<'GameCreated'> = {
    type: 'GameCreated', players: c.players, boardKind: c.board, seed, board, ...(timer > 0 ? { timer } : {}), ...roll, ...modules, ...commitment,
    ...(c.rated === true ? { rated: true as const } : {}),
  };
  if (!needsSecret(ids)) return accept(game);
  if (!Number.isInteger(c.secret)) return refuse(reject('command/missing-input'));
  return accept(game, ...createdEvents(game, c.secret as number));
}

/** The expansions asked for, in the installed order, or why they cannot be played. */
function expansionsOf(asked: unknown): string[] | string {
  if (asked === undefined) return [];
  const expansions = modulesWithRole('expansion');
  if (!Array.isArray(asked) || asked.some((m) => !(expansions as unknown[]).includes(m))) return `The mini-expansions are ${expansions.join(' and ')}.`;
  if (new Set(asked).size !== asked.length) return 'Each mini-expansion is named once.';
  return expansions.filter((m) => asked.includes(m));
}

/** One card per terrain next to a vertex (the second set-up settlement, or a beginner start). */
export function startingResources(board: Board, players: number, vertex: VertexKey): Bundle {
  const { topology, production } = boardIndex(board, players);
  const out: Partial<Record<Resource, number>> = {};
  for (const h of topology.vertexHexes[topology.vertexIndex.get(vertex)!]) {
    const r = production[h];
    if (r) out[r] = (out[r] ?? 0) + 1;
  }
  return out;
}

function beginnerPlacement(s: Lobby): Event[] {
  const start = beginnerStart(s.players);
  const events: Event[] = [];
  start.forEach((p, seat) => {
    for (let i = 0; i < 2; i++) {
      events.push({ type: 'SettlementPlaced', seat, vertex: p.settlements[i] });
      events.push({ type: 'RoadPlaced', seat, edge: p.roads[i] });
    }
  });
  start.forEach((p, seat) => {
    events.push({ type: 'StartingResourcesReceived', seat, resources: startingResources(s.board, s.players, p.settlements[1]) });
  });
  return events;
}

// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function claimSeat(c: CommandOf<'ClaimSeat'>, s: State): Decision {
  if (s.phase === 'none') return refuse(reject('game/not-created'));
  if (s.phase !== 'lobby') return refuse(reject('rule/wrong-phase', 'The seats are already taken.'));
  const bad = seatProblem(s, c.seat);
  if (bad) return refuse(bad);
  if (s.names[c.seat] !== null) return refuse(reject('seat/taken'));
  const name = typeof c.name === 'string' ? c.name.trim() : '';
  // Control characters and broken UTF-16 (lone surrogates) make names that cannot be shown or stored.
  if (name.length === 0 || name.length > 40 || UNPRINTABLE.test(name)) {
    return refuse(reject('command/invalid', 'A name has 1 to 40 printable characters.'));
  }
  const bot = c.bot === true;
  if (bot && c.level !== undefined && !BOT_LEVELS.includes(c.level)) return refuse(reject('command/invalid', `A bot level is ${BOT_LEVELS.join(', ')}.`));
  if (!bot && c.level !== undefined) return refuse(reject('command/invalid', 'Only a bot seat has a level.'));
  if (c.ready !== undefined && typeof c.ready !== 'boolean') return refuse(reject('command/invalid', 'ready is true or false.'));
  if (c.seedHash !== undefined && !isHex32(c.seedHash)) return refuse(reject('command/invalid', 'A seed hash is 64 hex digits.'));
  const waiting = !bot && c.ready === false;
  const seedHash = c.seedHash !== undefined ? { seedHash: c.seedHash } : {};
  const claimed: Event = bot ? { type: 'SeatClaimed', seat: c.seat, name, bot, level: c.level ?? 'good', ...seedHash }
    : { type: 'SeatClaimed', seat: c.seat, name, bot, ...(waiting ? { ready: false as const } : {}), ...seedHash };
  return waiting ? accept(claimed) : startsAfter(claimed, s, c.seat, c.dice);
}

type Lobby = InPhase<'lobby'>;

/**
 * `event` seats `seat` or makes it ready: when that leaves every seat taken and ready, the game
 * starts with it (rolling for the first player with `dice` if the game says so).
 */
export function startsAfter(event: Event, s: Lobby, seat: Seat, dice: readonly number[] | undefined): Decision {
  const all = s.names.every((n, i) => i === seat || (n !== null && s.ready[i]));
  if (!all) return accept(event);
  let first = 0;
  let started: Event = { type: 'SetupStarted' };
  if (s.firstPlayer === 'roll') {
    const roll = rollForFirst(s.players, dice);
    if (!roll) return refuse(reject('command/missing-input'));
    first = roll.first;
    started = { type: 'SetupStarted', first, rolls: roll.rolls };
  }
  if (s.boardKind !== 'beginner') return accept(event, started);
  const start = beginnerPlacement(s);
  const placed = [event, started, ...(s.modules.length > 0 ? withBuildingEvents(start, fold([event, started], s) as Setup) : start)];
  return accept(...placed, ...(s.modules.length > 0 ? afterBeginnerPlacement(fold(placed, s) as Setup, first) : []), { type: 'SetupCompleted', firstSeat: first });
}

/** The beginner board's start with the modules' events after each settlement, each decided on the state before it. */
function withBuildingEvents(start: readonly Event[], before: Setup): Event[] {
  const rules = rulesOf(before);
  const events: Event[] = [];
  let s = before;
  for (const e of start) {
    const after = e.type === 'SettlementPlaced' ? rules.afterBuilding(s, e.seat, e.vertex, 'settlement') : [];
    for (const x of [e, ...after]) {
      events.push(x);
      s = evolve(s, x) as Setup;
    }
  }
  return events;
}

/**
 * The modules' events after the beginner board's placement, as if each seat had placed its second
 * settlement in set-up order: from the last seat to the first.
 */
function afterBeginnerPlacement(placed: Setup, first: Seat): Event[] {
  const events: Event[] = [];
  let s = placed;
  for (let i = 0; i < s.players; i++) {
    const seat = (first + s.players - 1 - i) % s.players;
    for (const e of rulesOf(s).afterSetupSettlement(s, seat, true, beginnerStart(s.players)[seat].settlements[1])) {
      events.push(e);
      s = evolve(s, e) as Setup;
    }
  }
  return events;
}

type Setup = InPhase<'setup'>;

function setupTurnProblem(s: State, seat: Seat) {
  if (s.phase !== 'setup') return s.phase === 'none' ? reject('game/not-created') : reject('rule/wrong-phase');
  const bad = seatProblem(s, seat);
  if (bad) return bad;
  if (s.setup.order[s.setup.step] !== seat) return reject('rule/not-your-turn');
  return null;
}

export function placeSettlement(c: CommandOf<'PlaceSettlement'>, s: State): Decision {
  const bad = setupTurnProblem(s, c.seat);
  if (bad) return refuse(bad);
  const setup = s as Setup;
  if (setup.setup.awaiting !== 'settlement') return refuse(reject('rule/place-road-first'));
  const v = indexOf(setup).topology.vertexIndex.get(c.vertex);
  if (v === undefined) return refuse(reject('rule/unknown-vertex'));
  if (setup.buildings[v] !== null) return refuse(reject('rule/occupied'));
  if (setup.modules.length > 0 && !rulesOf(setup).settleable(setup, v)) return refuse(reject('rule/no-building-here'));
  if (!spacious(setup, v)) return refuse(reject('rule/distance'));
  const events: Event[] = [{ type: 'SettlementPlaced', seat: c.seat, vertex: c.vertex }];
  const second = setup.setup.step >= setup.players;
  if (second) {
    events.push({ type: 'StartingResourcesReceived', seat: c.seat, resources: startingResources(setup.board, setup.players, c.vertex) });
  }
  if (setup.modules.length > 0) {
    const rules = rulesOf(setup);
    events.push(...rules.afterBuilding(setup, c.seat, c.vertex, 'settlement'), ...rules.afterSetupSettlement(setup, c.seat, second, c.vertex));
  }
  return accept(...events);
}

export function placeSetupRoad(c: CommandOf<'PlaceRoad'>, s: Setup): Decision {
  const bad = setupTurnProblem(s, c.seat);
  if (bad) return refuse(bad);
  if (s.setup.awaiting !== 'road') return refuse(reject('rule/place-settlement-first'));
  const t = indexOf(s).topology;
  const e = t.edgeIndex.get(c.edge);
  if (e === undefined) return refuse(reject('rule/unknown-edge'));
  if (s.roads[e] !== -1) return refuse(reject('rule/occupied'));
  if (!t.edgeVertices[e].includes(s.setup.lastSettlement)) return refuse(reject('rule/road-must-touch-settlement'));
  if (s.modules.length > 0 && rulesOf(s).edgeHeld(s, e)) return refuse(reject('rule/occupied'));
  if (s.modules.length > 0 && !rulesOf(s).roadMay(s, e)) return refuse(reject('rule/no-road-here'));
  const events: Event[] = [{ type: 'RoadPlaced', seat: c.seat, edge: c.edge }];
  if (s.modules.length > 0) events.push(...rulesOf(s).afterSetupRoad(s, c.seat, c.edge));
  return accept(...events, ...setupStepDone(s));
}

/** What follows the last set-up piece (a road, or a module's piece in its place): the game's start. */
export function setupStepDone(s: Setup): Event[] {
  return s.setup.step === s.setup.order.length - 1 ? [{ type: 'SetupCompleted', firstSeat: s.setup.order[0] }] : [];
}

/** The server's: a human seat whose time ran out is played by a bot until its player returns. */
export function takeOverSeat(c: CommandOf<'TakeOverSeat'>, s: State): Decision {
  const bad = tableProblem(s, c.seat);
  if (bad) return refuse(bad);
  const t = s as InPhase<'setup' | 'playing'>;
  if (t.bots[c.seat]) return refuse(reject('seat/bot'));
  if (t.away[c.seat]) return refuse(reject('seat/away'));
  return accept({ type: 'SeatTakenOver', seat: c.seat });
}

/** The server's: the player of a seat a bot was playing is back. */
export function returnToSeat(c: CommandOf<'ReturnToSeat'>, s: State): Decision {
  const bad = tableProblem(s, c.seat);
  if (bad) return refuse(bad);
  if (!(s as InPhase<'setup' | 'playing'>).away[c.seat]) return refuse(reject('seat/present'));
  return accept({ type: 'SeatReturned', seat: c.seat });
}

/** A seat of a game under way (set-up or play). */
function tableProblem(s: State, seat: Seat) {
  if (s.phase === 'none') return reject('game/not-created');
  if (s.phase === 'finished') return reject('game/over');
  if (s.phase === 'lobby') return reject('game/not-started');
  return seatProblem(s, seat);
}
