// Seafarers' events folded into its part of the state (and the board, where the fog lifts).
import { NONE, pay, replace, setPart, turnDraft, type Draft } from '../../base/draft.ts';
import { indexOf } from '../../base/state.ts';
import type { Resource } from '../../base/types.ts';
import type { SeafarersEvent } from './events.ts';
import { initialPart, SEAFARERS, seafarersPart, type SeafarersPart } from './part.ts';
import { SHIP_COST } from './ships.ts';

function update(d: Draft, change: Partial<SeafarersPart>): void {
  setPart(d, SEAFARERS, { ...seafarersPart(d), ...change });
}

/** A ship on edge `edge` (built or free), which may not move in this turn. */
function launch(d: Draft, seat: number, edge: string): void {
  const e = indexOf(d).topology.edgeIndex.get(edge)!;
  const part = seafarersPart(d);
  const turn = d.turn?.number ?? 0;
  const fresh = part.fresh.turn === turn ? { turn, edges: [...part.fresh.edges, e] } : { turn, edges: [e] };
  update(d, { ships: replace(part.ships, e, seat), shipsLeft: replace(part.shipsLeft, seat, part.shipsLeft[seat] - 1), fresh });
}

export function evolveSeafarers(d: Draft, e: SeafarersEvent): void {
  switch (e.type) {
    case 'FogStacked':
      return setPart(d, SEAFARERS, initialPart(d, e.hexes, e.tokens));
    case 'ShipBuilt':
      launch(d, e.seat, e.edge);
      return pay(d, e.seat, SHIP_COST, -1);
    case 'ShipPlaced':
      launch(d, e.seat, e.edge);
      // In set-up, instead of the road; in play, one of Road Building's free pieces.
      if (d.setup) {
        d.setup = { ...d.setup, awaiting: 'settlement', step: d.setup.step + 1 };
      } else if (d.turn?.pending.kind === 'roadBuilding') {
        const remaining = d.turn.pending.remaining - 1;
        const turn = turnDraft(d.turn);
        turn.pending = remaining > 0 ? { kind: 'roadBuilding', remaining } : NONE;
        d.turn = turn;
      }
      return;
    case 'ShipMoved': {
      const t = indexOf(d).topology;
      const part = seafarersPart(d);
      const ships = replace(part.ships, t.edgeIndex.get(e.from)!, -1);
      ships[t.edgeIndex.get(e.to)!] = e.seat;
      return update(d, { ships, movedTurn: d.turn.number });
    }
    case 'PirateMoved': {
      update(d, { pirate: e.hex });
      const turn = turnDraft(d.turn);
      turn.pending = NONE;
      d.turn = turn;
      return;
    }
    case 'FogRevealed': {
      const h = indexOf(d).topology.hexIndex.get(e.hex)!;
      d.board = { ...d.board, tiles: replace(d.board.tiles, h, { hex: e.hex, terrain: e.terrain, token: e.token }) };
      const part = seafarersPart(d);
      const took = e.token !== null;
      update(d, {
        fogHexes: part.fogHexes === null ? null : part.fogHexes.slice(0, -1),
        fogTokens: part.fogTokens === null || !took ? part.fogTokens : part.fogTokens.slice(0, -1),
        fogHexesLeft: part.fogHexesLeft - 1, fogTokensLeft: part.fogTokensLeft - (took ? 1 : 0),
      });
      if (e.resource !== null) pay(d, e.seat, { [e.resource]: 1 } as Partial<Record<Resource, number>>, 1);
      return;
    }
    case 'GoldOwed': {
      const part = seafarersPart(d);
      return update(d, { gold: part.gold.map((n, seat) => n + (e.counts[seat] ?? 0)) });
    }
    case 'GoldPicked':
      update(d, { gold: replace(seafarersPart(d).gold, e.seat, 0) });
      return pay(d, e.seat, e.resources, 1);
    case 'HomeIslandSettled': {
      const part = seafarersPart(d);
      return update(d, { home: replace(part.home, e.seat, [...part.home[e.seat], e.island]) });
    }
    case 'IslandBonusTaken': {
      const part = seafarersPart(d);
      return update(d, { bonus: replace(part.bonus, e.seat, [...part.bonus[e.seat], e.island]) });
    }
    default: {
      const unknown: never = e;
      throw new Error(`unknown event ${(unknown as SeafarersEvent).type}`);
    }
  }
}
