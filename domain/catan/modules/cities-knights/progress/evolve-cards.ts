// Cities & Knights: the events of the progress cards that move knights, roads and trades folded
// into the state — a Deserter's knight removed and its replacement placed, Intrigue's displaced
// knight awaiting its retreat, the Diplomat's road (or ship) back in its owner's supply, a Commercial
// Harbor's offers and trades (a commodity a viewer may not name is only counted).
import { makePieces } from '../../../base/created.ts';
import { moveCards, replace, setPart, type Draft } from '../../../base/draft.ts';
import { indexOf, sees } from '../../../base/state.ts';
import { addCommodities } from '../commodities.ts';
import { putKnight, updateKnights } from '../knights/evolve.ts';
import { liftShip } from '../knights/sea.ts';
import { ckPart, CITIES_KNIGHTS } from '../part.ts';
import type { ProgressEvent } from './events.ts';
import type { ProgressPart } from './part.ts';

export type CardEvent = Extract<ProgressEvent, {
  type: 'DesertionAsked' | 'KnightDeserted' | 'DeserterPlaced' | 'KnightIntrigued' | 'RoadRemoved' | 'HarborOpened' | 'HarborOffered' | 'HarborTraded';
}>;

const update = (d: Draft, change: Partial<ProgressPart>): void => {
  const part = ckPart(d);
  setPart(d, CITIES_KNIGHTS, { ...part, progress: { ...part.progress, ...change } });
};
const vertexOf = (d: Draft, key: string): number => indexOf(d).topology.vertexIndex.get(key)!;

function harborTraded(d: Draft, e: Extract<CardEvent, { type: 'HarborTraded' }>): void {
  moveCards(d, e.to, e.seat, { [e.resource]: 1 });
  const part = ckPart(d);
  const one = e.commodity === null ? { paper: 1 } : { [e.commodity]: 1 };
  const hands = part.commodities.slice();
  hands[e.seat] = addCommodities(hands[e.seat], one, -1, e.commodity !== null && sees(d.viewer, e.seat));
  hands[e.to] = addCommodities(hands[e.to], one, 1, e.commodity !== null && sees(d.viewer, e.to));
  const harbor = part.progress.harbor!;
  setPart(d, CITIES_KNIGHTS, { ...part, commodities: hands, progress: { ...part.progress, harbor: { ...harbor, offered: [...harbor.offered, e.seat], offer: null } } });
}

export function evolveCard(d: Draft, e: CardEvent): void {
  const p = ckPart(d).progress;
  switch (e.type) {
    case 'DesertionAsked':
      return update(d, { deserting: { seat: e.seat, victim: e.victim, knight: null } });
    case 'KnightDeserted': {
      const gone = ckPart(d).knights.at[vertexOf(d, e.vertex)]!;
      putKnight(d, e.vertex, null);
      return update(d, { deserting: e.place ? { seat: e.by, victim: e.seat, knight: { strength: gone.strength, active: gone.active } } : null });
    }
    case 'DeserterPlaced': {
      const k = p.deserting?.knight;
      // Placed this turn: an active deserter defends, but acts from a later turn on.
      if (e.vertex !== null && k) {
        putKnight(d, e.vertex, { seat: e.seat, strength: e.strength, active: k.active, activatedTurn: k.active ? d.turn.number : -1, promotedTurn: -1 });
      }
      return update(d, { deserting: null });
    }
    case 'KnightIntrigued': {
      const v = vertexOf(d, e.vertex);
      const at = ckPart(d).knights.at.slice();
      const knight = at[v]!;
      at[v] = null;
      return updateKnights(d, { at, retreat: e.retreat ? { knight, from: v } : null });
    }
    case 'RoadRemoved': {
      const edge = indexOf(d).topology.edgeIndex.get(e.edge)!;
      if (e.piece === 'ship') return liftShip(d, edge);
      const pieces = d.pieces[e.owner];
      d.roads = replace(d.roads, edge, -1);
      d.pieces = replace(d.pieces, e.owner, makePieces(pieces.roads + 1, pieces.settlements, pieces.cities));
      return;
    }
    case 'HarborOpened':
      return update(d, { harbor: { turn: d.turn.number, seat: e.seat, offered: [], offer: null } });
    case 'HarborOffered':
      return update(d, { harbor: p.harbor === null ? null : { ...p.harbor, offer: { to: e.to, resource: e.resource } } });
    case 'HarborTraded':
      return harborTraded(d, e);
    default: {
      const unknown: never = e;
      void unknown;
    }
  }
}
