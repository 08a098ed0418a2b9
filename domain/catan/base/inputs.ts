// The application's inputs of a command: dice, draws and seeds, supplied by the server from a
// random source and recorded in the command (and so in its events), never sent by a client.
import type { Random } from '../../shared/random.ts';
import type { Command } from './commands.ts';
import { isModuleCommand, moduleInputs, moduleRollInputs, needsSecret } from './registry.ts';
import type { State } from './state.ts';
import { ROLL_DICE } from './rules/first-player.ts';

/** The dice for the roll for the first player (a plain loop: Array.from's callback is slow at this size). */
function firstPlayerDice(random: Random): number[] {
  const dice = new Array<number>(ROLL_DICE);
  for (let i = 0; i < ROLL_DICE; i++) dice[i] = 1 + Math.floor(random() * 6);
  return dice;
}

/**
 * Fills in the application's inputs (overwriting anything a client sent) from a random source.
 * `state`, the game's, tells what its rule modules roll with the dice (none: the base game's inputs).
 */
export function supplyInputs(command: Command, random: Random, state?: State): Command {
  switch (command.type) {
    case 'CreateGame': {
      const modules = Array.isArray(command.modules) ? command.modules : undefined;
      const created: Command = {
        type: 'CreateGame', players: command.players, board: command.board,
        ...(command.timer !== undefined ? { timer: command.timer } : {}),
        ...(command.firstPlayer !== undefined ? { firstPlayer: command.firstPlayer } : {}),
        ...(command.turnRule !== undefined ? { turnRule: command.turnRule } : {}),
        ...(modules !== undefined ? { modules } : {}), ...(command.commitment !== undefined ? { commitment: command.commitment } : {}),
        ...(command.rated === true ? { rated: true } : {}),
        seed: Math.floor(random() * 2 ** 32),
      };
      // Drawn after the seed, and only for modules that draw: a base game's inputs stay as they were.
      return modules !== undefined && needsSecret(modules) ? { ...created, secret: Math.floor(random() * 2 ** 32) } : created;
    }
    // Either may start the game, and with it the roll for the first player.
    case 'ClaimSeat':
    case 'MarkReady':
      return { ...command, dice: firstPlayerDice(random) };
    case 'RollDice': {
      const roll: Command = { type: 'RollDice', seat: command.seat, dice: [1 + Math.floor(random() * 6), 1 + Math.floor(random() * 6)] };
      // The modules' own dice after the two (a game without such a module draws nothing more).
      const extra = state !== undefined && state.phase === 'playing' && state.modules.length > 0 ? moduleRollInputs(state, random) : null;
      return extra === null ? roll : { ...roll, extra };
    }
    case 'MoveRobber':
      return { type: 'MoveRobber', seat: command.seat, hex: command.hex, victim: command.victim, draw: random() };
    case 'BuyDevelopmentCard':
      return { type: 'BuyDevelopmentCard', seat: command.seat, draw: random() };
    // The base game's other commands take no inputs (named, so that they skip the registry).
    case 'PlaceSettlement': case 'PlaceRoad': case 'DiscardResources': case 'BuildRoad': case 'BuildSettlement':
    case 'BuildCity': case 'PlayKnight': case 'PlayRoadBuilding': case 'PlayYearOfPlenty': case 'PlayMonopoly':
    case 'OfferTrade': case 'AcceptTrade': case 'DeclineTrade': case 'CounterTrade': case 'CancelTrade':
    case 'ConfirmTrade': case 'TradeWithBank': case 'EndTurn': case 'TakeOverSeat': case 'ReturnToSeat':
      return command;
    default:
      return isModuleCommand(command) ? moduleInputs(command, random) : command;
  }
}
