// Cities & Knights' commands: the core's here (improvements, walls, discards and exchanges with
// commodities, the barbarians' choices); the knights' and progress cards' in their folders.
import type { Bundle, Resource, Seat, VertexKey } from '../../base/types.ts';
import type { Card } from './cards.ts';
import type { CommodityBundle } from './commodities.ts';
import { KNIGHTS_COMMANDS, type KnightsCommand } from './knights/commands.ts';
import { PROGRESS_ANSWERS, PROGRESS_COMMANDS, type ProgressCommand } from './progress/commands.ts';
import type { Track } from './tracks.ts';

export type CoreCommand =
  /** The next level of a track, for as many of its commodity; `vertex`: the city to carry a metropolis it takes (needed when several could). */
  | { readonly type: 'BuyImprovement'; readonly seat: Seat; readonly track: Track; readonly vertex?: VertexKey }
  /** A wall under one of one's cities, for 2 brick. */
  | { readonly type: 'BuildWall'; readonly seat: Seat; readonly vertex: VertexKey }
  /** A 7's discard with commodities in it (resources alone may go by DiscardResources). */
  | { readonly type: 'DiscardCards'; readonly seat: Seat; readonly resources: Bundle; readonly commodities: CommodityBundle }
  /** The city a seat loses to the barbarians, when it has several to choose from. */
  | { readonly type: 'LoseCity'; readonly seat: Seat; readonly vertex: VertexKey }
  /** The aqueduct's resource of choice, on a roll that gave the seat nothing. */
  | { readonly type: 'PickAqueduct'; readonly seat: Seat; readonly resource: Resource }
  /** A trade with the bank in which a commodity is given or received (4:1, a harbor's rate, the trading house's 2:1 for commodities). */
  | { readonly type: 'ExchangeCards'; readonly seat: Seat; readonly give: Card; readonly receive: Card };

export const CORE_COMMANDS = ['BuyImprovement', 'BuildWall', 'DiscardCards', 'LoseCity', 'PickAqueduct', 'ExchangeCards'] as const satisfies readonly CoreCommand['type'][];

export type CitiesKnightsCommand = CoreCommand | KnightsCommand | ProgressCommand;
export const CITIES_KNIGHTS_COMMANDS = [...CORE_COMMANDS, ...KNIGHTS_COMMANDS, ...PROGRESS_COMMANDS] as const;

/** The module's answers (RuleModule.answerCommands): a 7's discard, the barbarians' choice, the aqueduct's pick, a knight's retreat, the progress cards'. */
export const CITIES_KNIGHTS_ANSWERS = ['DiscardCards', 'LoseCity', 'PickAqueduct', 'RetreatKnight', ...PROGRESS_ANSWERS] as const satisfies readonly CitiesKnightsCommand['type'][];

declare module '../../base/commands.ts' {
  interface ModuleCommands { 'cities-knights': CitiesKnightsCommand }
}
