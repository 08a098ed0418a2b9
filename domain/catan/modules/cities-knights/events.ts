// Cities & Knights' events: the core's here; the knights' and progress cards' in their folders.
import type { Bundle, Resource, Seat, VertexKey } from '../../base/types.ts';
import type { Card } from './cards.ts';
import type { Commodity, CommodityBundle } from './commodities.ts';
import { KNIGHTS_EVENTS, type KnightsEvent } from './knights/events.ts';
import { PROGRESS_EVENTS, type ProgressEvent } from './progress/events.ts';
import type { Track } from './tracks.ts';

export type CoreEvent =
  /** Right after GameCreated: the module's part of the state. */
  | { readonly type: 'CitiesKnightsBegun' }
  /** The second set-up settlement is a city (its start resources are the settlement's). */
  | { readonly type: 'SetupCityFounded'; readonly seat: Seat; readonly vertex: VertexKey }
  /** What a roll's cities made in commodities, by seat (the supply permitting). */
  | { readonly type: 'CommoditiesProduced'; readonly gains: readonly CommodityBundle[] }
  /** The event die's ship: the barbarians' new position (BARBARIAN_STEPS: they attack). */
  | { readonly type: 'BarbariansAdvanced'; readonly position: number }
  /** The attack: the barbarians' strength against each seat's active knights; who held. Knights lie down, the ship goes home. */
  | { readonly type: 'BarbariansAttacked'; readonly strength: number; readonly defence: readonly number[]; readonly won: boolean }
  /** Seats that lose a city and must choose which (one each). */
  | { readonly type: 'CitiesToLose'; readonly seats: readonly Seat[]; readonly dice: readonly [number, number]; readonly extra: Readonly<Record<string, number>> }
  /** A city pillaged: a settlement again, its wall gone. */
  | { readonly type: 'CityPillaged'; readonly seat: Seat; readonly vertex: VertexKey }
  /** The roll's payout, after the cities lost to the barbarians were chosen. */
  | { readonly type: 'RollResumed' }
  | { readonly type: 'DefenderAwarded'; readonly seat: Seat }
  /** A tie for the most knights against a beaten attack: each of these seats draws a progress card of its choice. */
  | { readonly type: 'DefendersTied'; readonly seats: readonly Seat[] }
  | { readonly type: 'ImprovementBought'; readonly seat: Seat; readonly track: Track; readonly level: number; readonly paid: number }
  | { readonly type: 'MetropolisTaken'; readonly seat: Seat; readonly track: Track; readonly vertex: VertexKey }
  | { readonly type: 'WallBuilt'; readonly seat: Seat; readonly vertex: VertexKey }
  | { readonly type: 'CardsDiscarded'; readonly seat: Seat; readonly resources: Bundle; readonly commodities: CommodityBundle }
  /** The robber's (or a card's) theft of a commodity; null for the viewers who may not see it. */
  | { readonly type: 'CommodityStolen'; readonly thief: Seat; readonly victim: Seat; readonly commodity: Commodity | null }
  | { readonly type: 'CardsExchanged'; readonly seat: Seat; readonly give: Card; readonly count: number; readonly receive: Card }
  /** A trade between players done (after its TradeCompleted): `give` from `seat` to `partner`, `want` back. */
  | { readonly type: 'CommoditiesTraded'; readonly seat: Seat; readonly partner: Seat; readonly give: CommodityBundle; readonly want: CommodityBundle }
  /** Seats owed a resource of their choice by the aqueduct. */
  | { readonly type: 'AqueductOwed'; readonly seats: readonly Seat[] }
  | { readonly type: 'AqueductPicked'; readonly seat: Seat; readonly resource: Resource };

export const CORE_EVENTS = [
  'CitiesKnightsBegun', 'SetupCityFounded', 'CommoditiesProduced', 'BarbariansAdvanced', 'BarbariansAttacked', 'CitiesToLose',
  'CityPillaged', 'RollResumed', 'DefenderAwarded', 'DefendersTied', 'ImprovementBought', 'MetropolisTaken', 'WallBuilt',
  'CardsDiscarded', 'CommodityStolen', 'CardsExchanged', 'CommoditiesTraded', 'AqueductOwed', 'AqueductPicked',
] as const satisfies readonly CoreEvent['type'][];

export type CitiesKnightsEvent = CoreEvent | KnightsEvent | ProgressEvent;
export const CITIES_KNIGHTS_EVENTS = [...CORE_EVENTS, ...KNIGHTS_EVENTS, ...PROGRESS_EVENTS] as const;

declare module '../../base/events.ts' {
  interface ModuleEvents { 'cities-knights': CitiesKnightsEvent }
}
