// decide(command, state) → events or a typed rejection, for the Catan Dice Game.
import { DICE_COMMAND_TYPES, type DiceCommand } from '../commands.ts';
import type { DiceState } from '../state.ts';
import { build } from './build.ts';
import { refuseWith, type DiceDecision } from './common.ts';
import { tradeGold, useDesertPair, useKnight } from './exchange.ts';
import { claimSeat, createDiceGame } from './lobby.ts';
import { returnToSeat, takeOverSeat } from './seats.ts';
import { endTurn, roll } from './turn.ts';

export type { DiceDecision } from './common.ts';

export function decide(command: DiceCommand, state: DiceState): DiceDecision {
  if (typeof command !== 'object' || command === null || !DICE_COMMAND_TYPES.has(command.type)) return refuseWith('command/invalid', 'Unknown command.');
  switch (command.type) {
    case 'CreateDiceGame': return createDiceGame(command, state);
    case 'ClaimSeat': return claimSeat(command, state);
    case 'Roll': return roll(command, state);
    case 'TradeGold': return tradeGold(command, state);
    case 'UseKnight': return useKnight(command, state);
    case 'UseDesertPair': return useDesertPair(command, state);
    case 'Build': return build(command, state);
    case 'EndTurn': return endTurn(command, state);
    case 'TakeOverSeat': return takeOverSeat(command, state);
    case 'ReturnToSeat': return returnToSeat(command, state);
    default: {
      const unknown: never = command;
      void unknown;
      return refuseWith('command/invalid', 'Unknown command.');
    }
  }
}
