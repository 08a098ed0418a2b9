// Module `paired` (RULES.md §2.5 b and the project's decision; an option for 5–6 players): Player
// 1 takes a normal turn; then Player 2, the seat 3 to Player 1's left, has a part of the same
// turn: no roll, trades with the bank and harbors only, builds, may play one development card
// (not a knight: there is no roll in their part) and may win in it (the base `mayWin`: Player 2
// is the seat whose part it is). Next turn both markers move one seat left.
import type { CommandType } from '../../base/commands.ts';
import { reject, type Rejection } from '../../base/rejections.ts';
import type { Extend } from '../../base/hooks.ts';
import type { RuleModule } from '../../base/module.ts';
import { isModuleKind } from '../../base/registry.ts';
import { PAIRED_REJECTIONS } from './codes.ts';
import type { PairedEvent } from './events.ts';
import { evolvePaired } from './evolve.ts';
import { pairedToken, readPaired } from './notation.ts';
import { PAIRED, pairedPart, partnerOf } from './part.ts';

export { PAIRED, pairedPart, partnerOf, type PairedPart } from './part.ts';
export type { PairedEvent } from './events.ts';

/** What Player 2's part refuses, by kind (no module's command: favors and helpers may be used there). */
function refusal(kind: CommandType): Rejection | null {
  if (isModuleKind(kind)) return null;
  switch (kind) {
    case 'RollDice': return reject('paired/no-roll');
    case 'PlayKnight': return reject('paired/no-knight');
    case 'OfferTrade': case 'AcceptTrade': case 'DeclineTrade': case 'CounterTrade': case 'CancelTrade': case 'ConfirmTrade':
      return reject('paired/no-domestic-trade');
    case 'BuildRoad': case 'BuildSettlement': case 'BuildCity': case 'BuyDevelopmentCard': case 'EndTurn': case 'TradeWithBank':
    case 'PlayRoadBuilding': case 'PlayYearOfPlenty': case 'PlayMonopoly': case 'PlaceRoad': case 'PlaceSettlement':
    case 'DiscardResources': case 'MoveRobber':
    case 'CreateGame': case 'ClaimSeat': case 'MarkReady': case 'TakeOverSeat': case 'ReturnToSeat':
      return null;
    default: {
      const unknown: never = kind;
      void unknown;
      return null;
    }
  }
}

export const paired: Extend = (inner) => ({
  ...inner,
  afterTurnEnds(s, seat) {
    const part = pairedPart(s);
    if (part === null) return [{ type: 'PairedPartStarted', player1: seat, player2: partnerOf(s.players, seat) }];
    return [{ type: 'PairedPartEnded', seat }, ...inner.afterTurnEnds(s, part.player1)];
  },
  allows(s, seat, kind) {
    return (pairedPart(s) === null ? null : refusal(kind)) ?? inner.allows(s, seat, kind);
  },
});

export const PAIRED_MODULE: RuleModule<never, PairedEvent> = {
  id: PAIRED, role: 'turn-rule', rejections: PAIRED_REJECTIONS, extend: paired, commandTypes: [],
  eventTypes: ['PairedPartStarted', 'PairedPartEnded'], evolve: evolvePaired, redact: (e) => e, token: pairedToken, read: readPaired,
};
