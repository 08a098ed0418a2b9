// Module `seafarers` (seed 002; RULES.md §7.1, §7.4): ships, moving ships, the pirate, gold fields,
// fog and islands, played on a scenario's map (its board kinds: maps.ts, read by scenario.ts). The
// base game's boards stay as they are: a Seafarers game is always on one of its scenarios.
import type { Random } from '../../../shared/random.ts';
import { shuffled } from '../../../shared/random.ts';
import type { InPhase, Viewer } from '../../base/state.ts';
import type { Live } from '../../base/draft.ts';
import type { Seat } from '../../base/types.ts';
import type { RuleModule } from '../../base/module.ts';
import { seafarersDuty, seafarersMove } from './bot.ts';
import { SEAFARERS_REJECTIONS } from './codes.ts';
import { SEAFARERS_COMMANDS, type SeafarersCommand } from './commands.ts';
import { decideSeafarers } from './decide.ts';
import { SEAFARERS_EVENTS, type SeafarersEvent } from './events.ts';
import { evolveSeafarers } from './evolve.ts';
import { seafarers } from './hooks.ts';
import { seafarersLegal, seafarersSetupLegal } from './legal.ts';
import { SCENARIOS, type ScenarioId } from './maps.ts';
import { readSeafarers, seafarersToken } from './notation.ts';
import { owing, redactPart, scenarioIn, SEAFARERS, seafarersPart, type SeafarersPart } from './part.ts';
import { isScenario, scenarioBoard, scenarioOf } from './scenario.ts';

export { SEAFARERS, seafarersPart, hasSeafarers, scenarioIn, SHIPS_PER_SEAT, type SeafarersPart } from './part.ts';
export { SCENARIOS, MAPS, type ScenarioId, type MapData } from './maps.ts';
export { readScenario, scenarioOf, type Scenario, type Island } from './scenario.ts';
export { placesOf, type Places } from './places.ts';
export { islandPoints } from './hooks.ts';
export { tradeRoute } from './route.ts';
export { shipSpots, movableShips, pirateVictims, SHIP_COST } from './ships.ts';
export type { SeafarersCommand } from './commands.ts';
export type { SeafarersEvent } from './events.ts';

function redact(e: SeafarersEvent, viewer: Viewer): SeafarersEvent {
  // The fog's stacks are the server's alone; everything else happens in the open.
  if (e.type === 'FogStacked' && viewer !== 'all' && (e.hexes !== null || e.tokens !== null)) return { ...e, hexes: null, tokens: null };
  return e;
}

/** The stacks a seat cannot see, dealt at random from what is left of them (the expert's worlds). */
function samplePart(part: unknown, view: Live, _seat: Seat, random: Random): unknown {
  const p = part as SeafarersPart;
  if (p.fogHexes !== null) return p;
  const scenario = scenarioIn(view);
  const shown = view.board.tiles.filter((t, h) => scenario.board.tiles[h].terrain === 'fog' && t.terrain !== 'fog');
  const left = <T>(all: readonly T[], used: readonly T[]) => {
    const rest = [...all];
    for (const x of used) rest.splice(rest.indexOf(x), 1);
    return rest;
  };
  return {
    ...p,
    fogHexes: shuffled(left(scenario.fogHexes, shown.map((t) => t.terrain)), random),
    fogTokens: shuffled(left(scenario.fogTokens, shown.flatMap((t) => (t.token === null ? [] : [t.token]))), random),
  };
}

export const SEAFARERS_MODULE: RuleModule<SeafarersCommand, SeafarersEvent> = {
  id: SEAFARERS,
  role: 'expansion',
  rejections: SEAFARERS_REJECTIONS,
  extend: seafarers,
  commandTypes: SEAFARERS_COMMANDS,
  // Gold owed on a roll is picked by every seat owed it, in anyone's turn.
  answerCommands: ['PickGold'],
  eventTypes: SEAFARERS_EVENTS,
  decide: decideSeafarers,
  inputs: (c, random) => (c.type === 'MovePirate' && c.victim !== null ? { ...c, draw: random() } : c),
  boardKinds: SCENARIOS,
  ownBoardsOnly: true,
  // The 5–6 player maps have no second source yet (RULES.md §7.4.9).
  players: [3, 4],
  board(kind, c, seed) {
    if (!isScenario(kind)) return `${kind} is not a Seafarers scenario.`;
    // Cities & Knights plays on its maps (RULES.md §7.2.10); the mini-expansions and the Harbormaster not yet.
    const others = (c.modules ?? []).filter((m) => m !== SEAFARERS && m !== 'cities-knights');
    if (others.length > 0) return `Seafarers is not combined with ${others.join(' or ')} yet.`;
    return scenarioBoard(kind as ScenarioId, c.players, seed);
  },
  // The fog's stacks, shuffled from CreateGame's secret (empty on maps without fog).
  created(e, random) {
    const scenario = scenarioOf(e.boardKind as ScenarioId, e.players);
    if (typeof scenario === 'string') return [];
    return [{ type: 'FogStacked', hexes: shuffled(scenario.fogHexes, random), tokens: shuffled(scenario.fogTokens, random) }];
  },
  evolve: evolveSeafarers,
  redact,
  redactPart,
  samplePart,
  token: seafarersToken,
  read: readSeafarers,
  legal: seafarersLegal,
  setupLegal: seafarersSetupLegal,
  awaited: (s: InPhase<'playing'>) => owing(seafarersPart(s), s.turn.seat),
  botDuty: seafarersDuty,
  botMove: seafarersMove,
};
