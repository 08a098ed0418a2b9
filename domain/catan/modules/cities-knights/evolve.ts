// Cities & Knights' core events folded into its part of the state (and the base game's hands,
// buildings and pieces where they change), then the knights' and progress cards' events.
import { makePieces } from '../../base/created.ts';
import { NO_DEV_CARDS } from '../../base/cards.ts';
import { NONE, pay, replace, ROBBER, setPart, turnDraft, type Draft } from '../../base/draft.ts';
import { indexOf, sees } from '../../base/state.ts';
import type { Seat } from '../../base/types.ts';
import { isResource } from './cards.ts';
import { addCommodities, COMMODITIES, type CommodityBundle } from './commodities.ts';
import type { CitiesKnightsEvent, CoreEvent } from './events.ts';
import { evolveKnights, isKnightsEvent } from './knights/evolve.ts';
import { deactivateAll } from './knights/part.ts';
import { ckPart, CITIES_KNIGHTS, initialPart, type CitiesKnightsPart } from './part.ts';
import { defendersTied, evolveProgress, isProgressEvent } from './progress/evolve.ts';
import { TRACK_COMMODITY, TRACKS } from './tracks.ts';
import { WALL_COST } from './improvements.ts';

const update = (d: Draft, change: Partial<CitiesKnightsPart>): void => setPart(d, CITIES_KNIGHTS, { ...ckPart(d), ...change });

/** Commodities to (sign 1) or from (sign −1) a seat, from or to the supply. */
export function payCommodities(d: Draft, seat: Seat, b: CommodityBundle, sign: 1 | -1): void {
  const part = ckPart(d);
  const supply = { ...part.supply };
  for (const c of COMMODITIES) supply[c] -= sign * (b[c] ?? 0);
  update(d, { commodities: replace(part.commodities, seat, addCommodities(part.commodities[seat], b, sign, sees(d.viewer, seat))), supply });
}

const vertexOf = (d: Draft, vertex: string): number => indexOf(d).topology.vertexIndex.get(vertex)!;

function setKind(d: Draft, seat: Seat, v: number, kind: 'settlement' | 'city'): void {
  const p = d.pieces[seat];
  d.buildings = replace(d.buildings, v, { seat, kind });
  d.pieces = replace(d.pieces, seat, kind === 'city' ? makePieces(p.roads, p.settlements + 1, p.cities - 1) : makePieces(p.roads, p.settlements - 1, p.cities + 1));
}

/** A 7's pending discard: the seat has discarded; the robber moves once all have (if it is awake). */
function discarded(d: Draft, seat: Seat): void {
  const pending = d.turn.pending;
  if (pending.kind !== 'discard') return;
  const counts = replace(pending.counts, seat, 0);
  const turn = turnDraft(d.turn);
  turn.pending = counts.some((c) => c > 0) ? { kind: 'discard', counts } : ckPart(d).attacks > 0 ? ROBBER : NONE;
  d.turn = turn;
}

function evolveCore(d: Draft, e: CoreEvent): void {
  const part = ckPart(d);
  switch (e.type) {
    case 'CitiesKnightsBegun':
      // No development cards in Cities & Knights: the deck stays in the box.
      d.deck = NO_DEV_CARDS;
      return setPart(d, CITIES_KNIGHTS, initialPart(d.players, indexOf(d).topology.vertices.length));
    case 'SetupCityFounded':
      return setKind(d, e.seat, vertexOf(d, e.vertex), 'city');
    case 'CommoditiesProduced':
      e.gains.forEach((g, seat) => payCommodities(d, seat, g, 1));
      return;
    case 'BarbariansAdvanced':
      return update(d, { barbarians: e.position });
    case 'BarbariansAttacked': {
      update(d, { barbarians: 0, attacks: part.attacks + 1, knights: deactivateAll(part.knights) });
      // The robber wakes at the first attack: on this roll's 7 it moves (after any discards).
      const dice = d.turn?.dice;
      if (part.attacks === 0 && dice && dice[0] + dice[1] === 7 && d.turn.pending.kind === 'none') d.turn = { ...turnDraft(d.turn), pending: ROBBER };
      return;
    }
    case 'CitiesToLose':
      return update(d, { losing: e.seats, deferred: { dice: e.dice, extra: e.extra } });
    case 'CityPillaged': {
      const v = vertexOf(d, e.vertex);
      setKind(d, e.seat, v, 'settlement');
      return update(d, { walls: replace(part.walls, v, -1), losing: part.losing.filter((s) => s !== e.seat) });
    }
    case 'RollResumed':
      return update(d, { deferred: null });
    case 'DefenderAwarded':
      return update(d, { defenders: replace(part.defenders, e.seat, part.defenders[e.seat] + 1) });
    case 'DefendersTied':
      return defendersTied(d, e.seats);
    case 'ImprovementBought': {
      const t = TRACKS.indexOf(e.track);
      const levels = replace(part.levels, e.seat, replace(part.levels[e.seat], t, e.level));
      update(d, { levels });
      return payCommodities(d, e.seat, { [TRACK_COMMODITY[e.track]]: e.paid }, -1);
    }
    case 'MetropolisTaken': {
      const t = TRACKS.indexOf(e.track);
      const level = part.levels[e.seat][t];
      return update(d, {
        metropolis: replace(part.metropolis, t, { seat: e.seat, vertex: vertexOf(d, e.vertex) }),
        metropolisFinal: replace(part.metropolisFinal, t, level >= 5),
      });
    }
    case 'WallBuilt':
      update(d, { walls: replace(part.walls, vertexOf(d, e.vertex), e.seat) });
      return pay(d, e.seat, WALL_COST, -1);
    case 'CardsDiscarded':
      pay(d, e.seat, e.resources, -1);
      payCommodities(d, e.seat, e.commodities, -1);
      return discarded(d, e.seat);
    case 'CommodityStolen': {
      const one = e.commodity === null ? null : { [e.commodity]: 1 };
      const hands = part.commodities.slice();
      hands[e.victim] = addCommodities(hands[e.victim], one ?? { paper: 1 }, -1, one !== null && sees(d.viewer, e.victim));
      hands[e.thief] = addCommodities(hands[e.thief], one ?? { paper: 1 }, 1, one !== null && sees(d.viewer, e.thief));
      return update(d, { commodities: hands });
    }
    case 'CardsExchanged':
      if (isResource(e.give)) pay(d, e.seat, { [e.give]: e.count }, -1);
      else payCommodities(d, e.seat, { [e.give]: e.count }, -1);
      if (isResource(e.receive)) return pay(d, e.seat, { [e.receive]: 1 }, 1);
      return payCommodities(d, e.seat, { [e.receive]: 1 }, 1);
    case 'CommoditiesTraded': {
      const hands = part.commodities.slice();
      const move = (seat: Seat, out: CommodityBundle, back: CommodityBundle): void => {
        const open = sees(d.viewer, seat);
        hands[seat] = addCommodities(addCommodities(hands[seat], out, -1, open), back, 1, open);
      };
      move(e.seat, e.give, e.want);
      move(e.partner, e.want, e.give);
      return update(d, { commodities: hands });
    }
    case 'AqueductOwed':
      return update(d, { aqueduct: part.aqueduct.map((n, seat) => n + (e.seats.includes(seat) ? 1 : 0)) });
    case 'AqueductPicked':
      update(d, { aqueduct: replace(part.aqueduct, e.seat, part.aqueduct[e.seat] - 1) });
      return pay(d, e.seat, { [e.resource]: 1 }, 1);
    default: {
      const unknown: never = e;
      void unknown;
    }
  }
}

export function evolveCitiesKnights(d: Draft, e: CitiesKnightsEvent): void {
  if (isKnightsEvent(e)) return evolveKnights(d, e);
  if (isProgressEvent(e)) return evolveProgress(d, e);
  return evolveCore(d, e);
}
