// Cities & Knights' commands judged: the core's here, the knights' and progress cards' in their folders.
import { refuse, type Decision } from '../../base/decide/common.ts';
import { reject } from '../../base/rejections.ts';
import type { State } from '../../base/state.ts';
import { loseCity } from './barbarians.ts';
import type { CitiesKnightsCommand, CoreCommand } from './commands.ts';
import { discardCards, exchangeCards, pickAqueduct } from './hand.ts';
import { buildWall, buyImprovement } from './improvements.ts';
import { decideKnights, isKnightsCommand } from './knights/decide.ts';
import { decideProgress, isProgressCommand } from './progress/decide.ts';

function decideCore(c: CoreCommand, s: State): Decision {
  switch (c.type) {
    case 'BuyImprovement': return buyImprovement(c, s);
    case 'BuildWall': return buildWall(c, s);
    case 'DiscardCards': return discardCards(c, s);
    case 'LoseCity': return loseCity(c, s);
    case 'PickAqueduct': return pickAqueduct(c, s);
    case 'ExchangeCards': return exchangeCards(c, s);
    default: {
      const unknown: never = c;
      void unknown;
      return refuse(reject('command/invalid', 'Unknown command.'));
    }
  }
}

export function decideCitiesKnights(c: CitiesKnightsCommand, s: State): Decision {
  if (isKnightsCommand(c)) return decideKnights(c, s);
  if (isProgressCommand(c)) return decideProgress(c, s);
  return decideCore(c, s);
}
