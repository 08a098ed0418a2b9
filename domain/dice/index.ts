// The Catan Dice Game (RULES.md §3, seed 000's "O jogo de dados"): a pure, event-sourced Decider
// for both sides of the sheet, with what the game-kind adapter needs: legal moves, bots,
// redaction (the identity: nothing is hidden) and notation.
//
// Where the rules are silent, this module decides:
// - Rolling stops implicitly: the first gold trade, joker, desert swap or build of a turn ends
//   it ('dice/stopped-rolling'), so gold and jokers are always used after the last roll.
// - The first roll rolls every die; after it any dice may be kept (after the second roll dice
//   kept before may be rolled again, so no die is ever locked), but at least one is rolled.
// - A turn needs at least one roll before it ends. Seat 0 is the starting player.
// - The game starts when the last seat is claimed (no readiness step). Bot seats play at the
//   board game's levels; with a turn timer the server may let a bot play an absent person's seat
//   (TakeOverSeat, ReturnToSeat: the server's commands, never among a seat's legal moves).
// - A joker or the desert swap may turn any unused die (gold too), never to the face it shows.
// - Desert knights have no joker of their own; each complete pair gives one swap.
// - The Plus side ends at the build that brings its builder to 10 VP, in that turn.
// - Longest Road: the roads the sheet marks as branches (to a city) never count; a holder who
//   lengthens its line has the new length recorded, which another line must then beat.
export * from './types.ts';
export * from './sheets.ts';
export type { DiceCommand, DiceCommandType, DiceCommandOf } from './commands.ts';
export { supplyInputs, supplyDiceInputs, DICE_COMMAND_TYPES } from './commands.ts';
export type { DiceEvent, DiceEventType, DiceEventOf } from './events.ts';
export { DICE_REJECTIONS, reject, type DiceRejection, type DiceRejectionCode } from './rejections.ts';
export {
  initialState, serverPlays, humanPresent, poolOf, isBuilt, knightsBuilt, lineOf, builtPoints, totalOf, totals, summary,
  type DiceState, type DicePhase, type DiceInPhase, type DiceSummary, type SeatSheet, type Turn,
} from './state.ts';
export { evolve, fold } from './evolve.ts';
export { decide, type DiceDecision } from './decide/index.ts';
export { diceForTurn } from './decide/turn.ts';
export { legalCommands, awaitedSeats, placeable, keepMasks } from './legal.ts';
export { botCommand, evCommand, randomCommand } from './bot.ts';
export { simulate, type DiceSimulation, type DiceSimulationOptions } from './simulate.ts';
export { redact, redactState, type DiceViewer } from './redact.ts';
export { format, parse } from './notation.ts';
