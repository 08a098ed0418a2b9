// City improvements and walls (RULES.md §7.2.3–7.2.4): a track's next level for as many of its
// commodity, with at least one city on the board; the metropolis of a track to the first seat at
// level 4 and to the first at level 5, on a city of the buyer's without one; a wall under a city.
import { covers } from '../../base/cards.ts';
import { accept, mainPhaseProblem, refuse, type Decision, type Playing } from '../../base/decide/common.ts';
import type { Event } from '../../base/events.ts';
import { reject } from '../../base/rejections.ts';
import { indexOf, type State, type Table } from '../../base/state.ts';
import type { Seat, VertexKey } from '../../base/types.ts';
import type { CoreCommand } from './commands.ts';
import { affordsKnight } from './knights/costs.ts';
import { ckPart, WALLS_PER_SEAT, wallsOf, type CitiesKnightsPart } from './part.ts';
import { MAX_LEVEL, METROPOLIS_LEVEL, TRACK_COMMODITY, TRACKS, type Track } from './tracks.ts';

type Of<T extends CoreCommand['type']> = Extract<CoreCommand, { type: T }>;

export const WALL_COST = { brick: 2 } as const;

/** The seat's cities, by vertex index. */
export function citiesOf(s: Table, seat: Seat): number[] {
  const out: number[] = [];
  for (let v = 0; v < s.buildings.length; v++) {
    const b = s.buildings[v];
    if (b !== null && b.seat === seat && b.kind === 'city') out.push(v);
  }
  return out;
}

/** Does a metropolis stand on vertex v? */
export const metropolisAt = (p: CitiesKnightsPart, v: number): boolean => p.metropolis.some((m) => m !== null && m.vertex === v);

/** The seat's cities that carry no metropolis. */
export const plainCities = (s: Table, seat: Seat): number[] => {
  const p = ckPart(s);
  return citiesOf(s, seat).filter((v) => !metropolisAt(p, v));
};

/** Does buying `level` on track `t` take the track's metropolis for the seat? */
export function takesMetropolis(p: CitiesKnightsPart, seat: Seat, t: number, level: number): boolean {
  const m = p.metropolis[t];
  if (level === METROPOLIS_LEVEL) return m === null;
  return level === MAX_LEVEL && !p.metropolisFinal[t] && (m === null || m.seat !== seat);
}

/** The commodities the next level of the track costs the seat now (its level + 1), or null at the top. */
export function improvementCost(s: Table, seat: Seat, track: Track): number | null {
  const level = ckPart(s).levels[seat][TRACKS.indexOf(track)];
  return level >= MAX_LEVEL ? null : level + 1;
}

/** The next level of a track, for its price less `discount` commodities (a Crane's: 1). */
export function buyImprovement(c: Of<'BuyImprovement'>, s: State, discount = 0): Decision {
  const bad = mainPhaseProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  const t = TRACKS.indexOf(c.track);
  if (t < 0) return refuse(reject('cities-knights/unknown-track'));
  const part = ckPart(p);
  const level = part.levels[c.seat][t] + 1;
  if (level > MAX_LEVEL) return refuse(reject('cities-knights/top-level'));
  if (citiesOf(p, c.seat).length === 0) return refuse(reject('cities-knights/needs-city'));
  const free = plainCities(p, c.seat);
  if (level >= METROPOLIS_LEVEL && free.length === 0) return refuse(reject('cities-knights/no-city-for-metropolis'));
  const commodity = TRACK_COMMODITY[c.track];
  const paid = Math.max(0, level - discount);
  if (part.commodities[c.seat][commodity] < paid) {
    return refuse(reject('cities-knights/insufficient-commodities', `Level ${level} costs you ${paid} ${commodity}.`));
  }
  const events: Event[] = [{ type: 'ImprovementBought', seat: c.seat, track: c.track, level, paid }];
  if (takesMetropolis(part, c.seat, t, level)) {
    const vertex = metropolisCity(p, c.seat, free, c.vertex);
    if (vertex === null) return refuse(reject('cities-knights/metropolis-city'));
    events.push({ type: 'MetropolisTaken', seat: c.seat, track: c.track, vertex });
  }
  return accept(...events);
}

/** The city to carry the metropolis: the one named, or the only one possible. */
function metropolisCity(p: Playing, seat: Seat, free: readonly number[], named: VertexKey | undefined): VertexKey | null {
  const { topology } = indexOf(p);
  if (named === undefined) return free.length === 1 ? topology.vertices[free[0]] : null;
  const v = typeof named === 'string' ? topology.vertexIndex.get(named) : undefined;
  return v !== undefined && free.includes(v) ? named : null;
}

export function buildWall(c: Of<'BuildWall'>, s: State): Decision {
  const bad = mainPhaseProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  const v = typeof c.vertex === 'string' ? indexOf(p).topology.vertexIndex.get(c.vertex) : undefined;
  if (v === undefined) return refuse(reject('rule/unknown-vertex'));
  const part = ckPart(p);
  const b = p.buildings[v];
  if (b === null || b.seat !== c.seat || b.kind !== 'city' || part.walls[v] !== -1) return refuse(reject('cities-knights/no-wall-here'));
  if (wallsOf(part, c.seat) >= WALLS_PER_SEAT) return refuse(reject('cities-knights/no-walls-left'));
  if (!covers(p.hands[c.seat], WALL_COST)) return refuse(reject('rule/insufficient-resources', 'A wall costs 2 brick.'));
  return accept({ type: 'WallBuilt', seat: c.seat, vertex: c.vertex });
}

/** Can the seat pay for a knight, an improvement or a wall now (the special building phase asks)? */
export function canBuy(s: Playing, seat: Seat): boolean {
  const part = ckPart(s);
  if (affordsKnight(s.hands[seat], part.knights.at, seat)) return true;
  const cities = citiesOf(s, seat);
  if (cities.length === 0) return false;
  if (covers(s.hands[seat], WALL_COST) && wallsOf(part, seat) < WALLS_PER_SEAT && cities.some((v) => part.walls[v] === -1)) return true;
  return TRACKS.some((track, t) => {
    const level = part.levels[seat][t] + 1;
    return level <= MAX_LEVEL && part.commodities[seat][TRACK_COMMODITY[track]] >= level && (level < METROPOLIS_LEVEL || plainCities(s, seat).length > 0);
  });
}
