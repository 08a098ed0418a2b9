// The Hexfold rules domain: a pure, event-sourced Decider for the Catan base game and its rule
// modules (domain/modules/: the 5–6 player turn rules, the Friends mini-expansion).
export * from './types.ts';
export type { Command, CommandType, CommandOf } from './commands.ts';
export { supplyInputs } from './commands.ts';
export type { Event, EventType, EventOf } from './events.ts';
export { REJECTIONS, reject, type Rejection, type RejectionCode } from './rejections.ts';
export * from './state.ts';
export { evolve, fold } from './evolve.ts';
export { decide, type Decision } from './decide/index.ts';
export { legalCommands, legalKinds, legalOf, randomOf, awaitedSeats } from './legal.ts';
export { redact, redactState } from './redact.ts';
export { longestRoad } from './rules/longestRoad.ts';
export { pointSources, totalPoints, visiblePoints } from './rules/points.ts';
export { maritimeRatio } from './decide/trade.ts';
export { robbable } from './decide/turn.ts';
export { handTotal, devTotal, bundleTotal, covers, COSTS, discardChoices } from './cards.ts';
export { seededRandom, type Random } from './random.ts';
export { randomCommand, nextActor, simulate, type Simulation } from './bot.ts';
export * from './board/geometry.ts';
export * from './board/layouts.ts';
export { format, parse } from './notation.ts';
export {
  rulesOf, turnPart, TURN_RULES, EXPANSIONS, BUILT_EXPANSIONS, type TurnPart, type TurnRule, type Expansion, type Rules,
} from './modules/index.ts';
export * as friends from './modules/friends/index.ts';
export * as helpers from './modules/helpers/index.ts';
export { botCommand } from './bots/index.ts';
export { playBots, moveOf, type Player, type BotGame, type BotGameOptions } from './bots/table.ts';
