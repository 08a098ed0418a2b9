// Vocabulary of the game, in the rulebook's words. Plain data only.

export const RESOURCES = ['brick', 'lumber', 'wool', 'grain', 'ore'] as const;
export type Resource = (typeof RESOURCES)[number];

export const TERRAINS = ['hills', 'forest', 'pasture', 'fields', 'mountains', 'desert'] as const;
export type BaseTerrain = (typeof TERRAINS)[number];

/**
 * The hex kinds rule modules add (sea, gold fields, face-down fog hexes), by module id:
 * `declare module` in the module's own files adds one. Until one does, a terrain is the base
 * game's; once one does, the type checker names every place that must learn the new kind.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleTerrains {}
export type Terrain = BaseTerrain | ModuleTerrains[keyof ModuleTerrains];

/** What each of the base game's terrains produces; the desert produces nothing (a module's hex kind: nothing here). */
export const PRODUCES: Readonly<Record<BaseTerrain, Resource | null>> = {
  hills: 'brick',
  forest: 'lumber',
  pasture: 'wool',
  fields: 'grain',
  mountains: 'ore',
  desert: null,
};

export const DEV_CARDS = ['knight', 'roadBuilding', 'yearOfPlenty', 'monopoly', 'victoryPoint'] as const;
export type DevCard = (typeof DEV_CARDS)[number];

export { BOT_LEVELS, MAX_TURN_SECONDS, type BotLevel, type Seat } from '../../shared/table.ts';
import type { Seat } from '../../shared/table.ts';

/** Canonical keys (see board/geometry.ts): hex "q,r", vertex "q,r,N|S", edge "q,r,NE|NW|W". */
export type HexKey = string;
export type VertexKey = string;
export type EdgeKey = string;

export type HarborKind = Resource | 'generic';

/**
 * A pile of cards: named counts plus `unknown`, the cards a viewer may count but not name.
 * In the full (server) state `unknown` is always 0; in a viewer's state another seat's hand
 * holds everything in `unknown`.
 */
export type Cards<K extends string> = Readonly<Record<K, number>> & { readonly unknown: number };
export type Hand = Cards<Resource>;
export type DevHand = Cards<DevCard>;

/** A bundle of resources (a cost, a trade side, a gain); missing keys mean 0. */
export type Bundle = Readonly<Partial<Record<Resource, number>>>;

/** Cards of a rule module's kinds (Cities & Knights' commodities) by kind name; missing kinds mean 0. */
export type Goods = Readonly<Record<string, number>>;
/**
 * The goods a trade between players carries beside its resources, on the proposer's sides: the
 * base game knows no kinds and refuses them; a module's `tradeGoods` hook lets its own through.
 */
export interface TradeGoods {
  readonly give: Goods;
  readonly want: Goods;
}

export type BuildingKind = 'settlement' | 'city';
export interface Building {
  readonly seat: Seat;
  readonly kind: BuildingKind;
}

/** 'fixed': the 5–6 player map of RULES.md §2.4 (5–6 players only); 'beginner' is for 3–4 only. */
export type BaseBoardKind = 'beginner' | 'variable' | 'fixed';

/**
 * The boards rule modules make from their own data (a scenario's map), by module id: `declare
 * module` in the module's files adds its kinds, and its descriptor's `board` makes them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleBoardKinds {}
export type BoardKind = BaseBoardKind | ModuleBoardKinds[keyof ModuleBoardKinds];

export interface GameOptions {
  readonly players: number;
  readonly board: BoardKind;
}

