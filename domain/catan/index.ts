// The Hexfold rules domain: a pure, event-sourced Decider for the Catan base game and its rule
// modules (domain/modules/: the 5–6 player turn rules, the Friends mini-expansion).
export * from './base/types.ts';
export type { Command, CommandType, CommandOf } from './base/commands.ts';
export { supplyInputs } from './base/commands.ts';
export type { Event, EventType, EventOf } from './base/events.ts';
export { REJECTIONS, reject, type Rejection, type RejectionCode } from './base/rejections.ts';
export * from './base/state.ts';
export { evolve, fold } from './base/evolve.ts';
export { decide, type Decision } from './base/decide/index.ts';
export { legalCommands, legalKinds, legalOf, randomOf, awaitedSeats } from './base/legal.ts';
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
export {
  rulesOf, turnPart, TURN_RULES, EXPANSIONS, BUILT_EXPANSIONS, type TurnPart, type TurnRule, type Expansion, type Rules,
} from './base/registry.ts';
export * as friends from './modules/friends/index.ts';
export * as helpers from './modules/helpers/index.ts';
export { botCommand } from './bots/index.ts';
export { playBots, moveOf, type Player, type BotGame, type BotGameOptions } from './bots/table.ts';
