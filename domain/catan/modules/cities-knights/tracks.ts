// City improvements (RULES.md §7.2.4): three tracks of five levels, each bought with its own
// commodity, each drawing its colour's progress cards on the event die's gate.
import type { Commodity } from './commodities.ts';

export const TRACKS = ['trade', 'politics', 'science'] as const;
export type Track = (typeof TRACKS)[number];

/** The commodity a track's levels are bought with (level n costs n of it). */
export const TRACK_COMMODITY: Readonly<Record<Track, Commodity>> = { trade: 'cloth', politics: 'coin', science: 'paper' };

export const MAX_LEVEL = 5;
/** The level whose first holder takes the track's metropolis; the first to reach MAX_LEVEL takes it over. */
export const METROPOLIS_LEVEL = 4;
/** The level of a track's ability (trading house, fortress, aqueduct). */
export const ABILITY_LEVEL = 3;

/**
 * The event die: three ship faces (the barbarians advance) and a city gate of each track's
 * colour. Faces 1–3 are ships; 4 trade (yellow), 5 politics (blue), 6 science (green).
 */
export type EventFace = 'ship' | Track;
export const EVENT_FACES: readonly EventFace[] = ['ship', 'ship', 'ship', 'trade', 'politics', 'science'];
export const faceOf = (die: number): EventFace => EVENT_FACES[die - 1];

/** Does a seat at `level` on a track draw on a gate with the red die showing `red`? (level ≥ 1 and red ≤ level + 1) */
export const drawsOnGate = (level: number, red: number): boolean => level >= 1 && red <= level + 1;
