// Cities & Knights' part of the state (state.parts['cities-knights']): the seats' commodities and
// the supply, the improvement levels and metropolises, city walls, the barbarians' ship, Defenders
// of Catan, the choices the table awaits (cities to lose, aqueduct picks), and the knights' and
// progress cards' parts (knights/part.ts, progress/part.ts).
import type { Table, Viewer } from '../../base/state.ts';
import type { Seat } from '../../base/types.ts';
import { closedHand, COMMODITIES, commoditySupply, NO_COMMODITIES, perSeat, type Commodity, type CommodityHand } from './commodities.ts';
import { initialKnights, type KnightsPart } from './knights/part.ts';
import { initialProgress, type ProgressPart } from './progress/part.ts';
import { TRACKS } from './tracks.ts';

export const CITIES_KNIGHTS = 'cities-knights';
/** The steps of the barbarians' track: the attack comes on the 7th advance (RULES.md §7.2.2). */
export const BARBARIAN_STEPS = 7;
export const WALLS_PER_SEAT = 3;
export const KNIGHTS_VICTORY_POINTS = 13;

export interface Metropolis {
  readonly seat: Seat;
  /** The vertex index of the city carrying it. */
  readonly vertex: number;
}

export interface CitiesKnightsPart {
  readonly commodities: readonly CommodityHand[];
  readonly supply: Readonly<Record<Commodity, number>>;
  /** By seat, by track (TRACKS order): the level reached, 0–5. */
  readonly levels: readonly (readonly number[])[];
  /** By track (TRACKS order): the metropolis, once someone reached level 4. */
  readonly metropolis: readonly (Metropolis | null)[];
  /** By track: was its metropolis taken at level 5 (then it never moves again)? */
  readonly metropolisFinal: readonly boolean[];
  /** By vertex index: the seat whose wall stands under the city there, or -1. */
  readonly walls: readonly number[];
  /** The barbarians' position, 0 (start) to BARBARIAN_STEPS − 1; they attack on reaching BARBARIAN_STEPS. */
  readonly barbarians: number;
  readonly attacks: number;
  /** By seat: Defender of Catan cards (1 VP each). */
  readonly defenders: readonly number[];
  /** The seats that must each choose one of their cities to lose to the barbarians. */
  readonly losing: readonly Seat[];
  /** The roll whose payout waits for those choices (the attack comes before production). */
  readonly deferred: { readonly dice: readonly [number, number]; readonly extra: Readonly<Record<string, number>> } | null;
  /** By seat: a resource of their choice owed by the aqueduct (a roll that gave them nothing). */
  readonly aqueduct: readonly number[];
  readonly knights: KnightsPart;
  readonly progress: ProgressPart;
}

export const ckPart = (s: Pick<Table, 'parts'>): CitiesKnightsPart => s.parts[CITIES_KNIGHTS] as CitiesKnightsPart;
export const hasCitiesKnights = (s: Pick<Table, 'parts'>): boolean => s.parts[CITIES_KNIGHTS] !== undefined;

export function initialPart(players: number, vertices: number): CitiesKnightsPart {
  const supply = commoditySupply(players);
  return {
    commodities: perSeat(players, () => NO_COMMODITIES),
    supply: { paper: supply, cloth: supply, coin: supply },
    levels: perSeat(players, () => TRACKS.map(() => 0)),
    metropolis: TRACKS.map(() => null),
    metropolisFinal: TRACKS.map(() => false),
    walls: Array.from({ length: vertices }, () => -1),
    barbarians: 0,
    attacks: 0,
    defenders: perSeat(players, () => 0),
    losing: [],
    deferred: null,
    aqueduct: perSeat(players, () => 0),
    knights: initialKnights(vertices),
    progress: initialProgress(players),
  };
}

/** The part as a viewer may know it: other seats' commodities counted, not named. */
export function redactPart(part: unknown, viewer: Viewer): unknown {
  const p = part as CitiesKnightsPart;
  if (viewer === 'all') return p;
  return { ...p, commodities: p.commodities.map((h, seat) => (seat === viewer ? h : closedHand(h))) };
}

export const wallsOf = (p: CitiesKnightsPart, seat: Seat): number => p.walls.reduce((n, w) => n + (w === seat ? 1 : 0), 0);
export const levelOf = (p: CitiesKnightsPart, seat: Seat, track: number): number => p.levels[seat][track];
export const supplyLeft = (p: CitiesKnightsPart, c: Commodity): number => p.supply[c];
export { COMMODITIES };
