// A roll's production with Cities & Knights (RULES.md §7.2.2): a city on forest, pasture or
// mountains takes one resource (cityYield) and one commodity (paid here, after the resources, from
// the supply as the base game pays from the bank); the aqueduct's resource of choice to a seat
// with science level 3 that a roll other than 7 gave nothing at all.
import type { Playing } from '../../base/decide/common.ts';
import type { Event } from '../../base/events.ts';
import { indexOf, type Table } from '../../base/state.ts';
import type { Bundle, Seat } from '../../base/types.ts';
import { COMMODITIES, COMMODITY_OF, isEmpty, type Commodity, type CommodityBundle } from './commodities.ts';
import { ckPart } from './part.ts';
import { ABILITY_LEVEL, TRACKS } from './tracks.ts';

const SCIENCE = TRACKS.indexOf('science');

/** The resources a city takes from hex h: one where it also takes a commodity, else two. */
export const cityYield = (s: Table, h: number): number => (COMMODITY_OF[s.board.tiles[h].terrain] === undefined ? 2 : 1);

/** The commodities a roll of `total` makes, by seat (null: none), the supply permitting as for resources. */
export function commoditiesOf(s: Table, total: number): CommodityBundle[] | null {
  const { topology, hexesByToken } = indexOf(s);
  const hexes = hexesByToken[total] ?? [];
  const robber = topology.hexIndex.get(s.robber);
  const owed = Array.from({ length: s.players }, () => ({ paper: 0, cloth: 0, coin: 0 }));
  let any = false;
  for (const h of hexes) {
    const commodity = COMMODITY_OF[s.board.tiles[h].terrain];
    if (h === robber || commodity === undefined) continue;
    for (const v of topology.hexVertices[h]) {
      const b = s.buildings[v];
      if (b === null || b.kind !== 'city') continue;
      owed[b.seat][commodity] += 1;
      any = true;
    }
  }
  if (!any) return null;
  const { supply } = ckPart(s);
  for (const c of COMMODITIES) shortage(owed, c, supply[c]);
  const gains = owed.map((o) => Object.fromEntries(COMMODITIES.filter((c) => o[c] > 0).map((c) => [c, o[c]])) as CommodityBundle);
  return gains.some((g) => !isEmpty(g)) ? gains : null;
}

/** The base game's shortage rule: if the supply cannot pay everyone, nobody is paid, unless one seat alone is owed. */
function shortage(owed: Record<Commodity, number>[], c: Commodity, left: number): void {
  const claimants = owed.filter((o) => o[c] > 0);
  const demand = claimants.reduce((n, o) => n + o[c], 0);
  if (demand <= left) return;
  for (const o of claimants) o[c] = claimants.length === 1 ? left : 0;
}

/**
 * The events after a roll's resources: its commodities, and the aqueduct's picks owed to seats it
 * gave nothing (`gains`: the resources paid; `others`: the events the other modules added, whose
 * gold owed counts as something).
 */
export function afterProduction(s: Playing, total: number, gains: readonly Bundle[] | null, others: readonly Event[]): Event[] {
  if (total === 7) return [];
  const commodities = commoditiesOf(s, total);
  const events: Event[] = commodities === null ? [] : [{ type: 'CommoditiesProduced', gains: commodities }];
  const gold = others.find((e) => e.type === 'GoldOwed') as { counts: readonly number[] } | undefined;
  const part = ckPart(s);
  const owed: Seat[] = [];
  for (let seat = 0; seat < s.players; seat++) {
    if (part.levels[seat][SCIENCE] < ABILITY_LEVEL) continue;
    const got = (gains !== null && Object.values(gains[seat]).some((n) => (n ?? 0) > 0))
      || (commodities !== null && !isEmpty(commodities[seat])) || (gold?.counts[seat] ?? 0) > 0;
    if (!got) owed.push(seat);
  }
  if (owed.length > 0) events.push({ type: 'AqueductOwed', seats: owed });
  return events;
}
