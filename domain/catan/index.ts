// The board game's composition root: a pure, event-sourced Decider for the Catan base game
// (base/) with its rule modules (modules/: the 5–6 player turn rules, special building and paired
// players; Seafarers and Cities & Knights; the Friends and Helpers mini-expansions; the Harbormaster), installed here in their one order, and its
// bots and analysis. Everything outside the game imports it from here.
import { installModules } from './base/registry.ts';
import { SPECIAL_BUILDING_MODULE } from './modules/special-building/index.ts';
import { PAIRED_MODULE } from './modules/paired/index.ts';
import { FRIENDS_MODULE } from './modules/friends/index.ts';
import { HELPERS_MODULE } from './modules/helpers/index.ts';
import { SEAFARERS_MODULE } from './modules/seafarers/index.ts';
import { HARBORMASTER_MODULE } from './modules/harbormaster/index.ts';
import { CITIES_KNIGHTS_MODULE } from './modules/cities-knights/index.ts';

// The turn rules first, then the expansions, in the order GameCreated.modules lists them (and
// options.ts names them for the protocol). Friends comes before Helpers: a pending gift or return
// refuses a helper's use before Helpers judges it (docs/architecture.md, "Rule modules").
installModules([SPECIAL_BUILDING_MODULE, PAIRED_MODULE, SEAFARERS_MODULE, CITIES_KNIGHTS_MODULE, FRIENDS_MODULE, HELPERS_MODULE, HARBORMASTER_MODULE]);

export * from './base/types.ts';
export type { Command, CommandType, CommandOf, ModuleCommand } from './base/commands.ts';
export { supplyInputs } from './base/inputs.ts';
export type { Event, EventType, EventOf, ModuleEvent } from './base/events.ts';
export { REJECTIONS, reject, type Rejection, type RejectionCode } from './base/rejections.ts';
export * from './base/state.ts';
export { evolve, fold } from './base/evolve.ts';
export { decide, type Decision } from './base/decide/index.ts';
export { legalCommands, legalKinds, legalOf, awaitedSeats } from './base/legal.ts';
export { randomOf } from './base/legal-random.ts';
export { redact, redactState } from './base/redact.ts';
export { longestRoad } from './base/rules/longestRoad.ts';
export { pointSources, totalPoints, visiblePoints } from './base/rules/points.ts';
export { maritimeRatio } from './base/decide/trade.ts';
export { robbable } from './base/decide/turn.ts';
export { handTotal, devTotal, bundleTotal, covers, COSTS, discardChoices } from './base/cards.ts';
export { seededRandom, type Random } from '../shared/random.ts';
export { randomCommand, nextActor, simulate, type Simulation } from './bots/random.ts';
export * from './base/board/geometry.ts';
export * from './base/board/layouts.ts';
export { format, parse } from './base/notation.ts';
export { rulesOf, isModuleEvent } from './base/registry.ts';
export type { Rules } from './base/hooks.ts';
export { turnPart, type TurnPart } from './turn-part.ts';
export { TURN_RULES, EXPANSIONS, BUILT_EXPANSIONS, SCENARIOS, expansionsFor, type TurnRule, type Expansion, type ScenarioId } from './options.ts';
export * as friends from './modules/friends/index.ts';
export * as helpers from './modules/helpers/index.ts';
export * as seafarers from './modules/seafarers/index.ts';
export * as harbormaster from './modules/harbormaster/index.ts';
export * as citiesKnights from './modules/cities-knights/index.ts';
export { botCommand } from './bots/index.ts';
export { playBots, moveOf, type Player, type BotGame, type BotGameOptions } from './bots/table.ts';
