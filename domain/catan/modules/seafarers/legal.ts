// Seafarers' legal commands for a seat: ships to build, place or move, the pirate's moves
// (beside the robber's), and the gold picks it owes.
import type { Command } from '../../base/commands.ts';
import { covers, discardChoices } from '../../base/cards.ts';
import { indexOf, type InPhase } from '../../base/state.ts';
import type { Seat } from '../../base/types.ts';
import { goldDue } from './gold.ts';
import { placesOf } from './places.ts';
import { seafarersPart } from './part.ts';
import { movableShips, pirateVictims, SHIP_COST, shipProblem, shipSpots } from './ships.ts';

type Playing = InPhase<'playing'>;

export function pickChoices(s: Playing | InPhase<'setup'>, seat: Seat): Command[] {
  const owed = seafarersPart(s).gold[seat];
  if (owed === 0) return [];
  return discardChoices(s.bank, goldDue(s, owed)).map((resources) => ({ type: 'PickGold', seat, resources }));
}

export function pirateMoves(s: Playing, seat: Seat): Command[] {
  const { hexes } = indexOf(s).topology;
  const { sea } = placesOf(s);
  const { pirate } = seafarersPart(s);
  const out: Command[] = [];
  for (let h = 0; h < hexes.length; h++) {
    if (sea[h] !== 1 || hexes[h] === pirate) continue;
    out.push({ type: 'MovePirate', seat, hex: hexes[h], victim: null });
    for (const victim of pirateVictims(s, h, seat)) out.push({ type: 'MovePirate', seat, hex: hexes[h], victim });
  }
  return out;
}

export function shipMoves(s: Playing, seat: Seat): Command[] {
  const { edges } = indexOf(s).topology;
  return movableShips(s, seat).flatMap((from) => shipSpots(s, seat, from).map((to): Command => ({ type: 'MoveShip', seat, from: edges[from], to: edges[to] })));
}

export function seafarersLegal(s: Playing, seat: Seat): Command[] {
  const picks = pickChoices(s, seat);
  if (picks.length > 0) return picks;
  const { turn } = s;
  if (turn.seat !== seat) return [];
  const part = seafarersPart(s);
  const { edges } = indexOf(s).topology;
  if (turn.pending.kind === 'robber') return pirateMoves(s, seat);
  if (turn.pending.kind === 'roadBuilding') {
    return part.shipsLeft[seat] > 0 ? shipSpots(s, seat).map((e): Command => ({ type: 'PlaceShip', seat, edge: edges[e] })) : [];
  }
  if (turn.pending.kind !== 'none' || turn.dice === null) return [];
  const out: Command[] = [];
  if (part.shipsLeft[seat] > 0 && covers(s.hands[seat], SHIP_COST)) {
    for (const e of shipSpots(s, seat)) out.push({ type: 'BuildShip', seat, edge: edges[e] });
  }
  if (part.movedTurn !== turn.number) out.push(...shipMoves(s, seat));
  return out;
}

/** The set-up ship instead of the set-up road. */
export function seafarersSetupLegal(s: InPhase<'setup'>, seat: Seat): Command[] {
  if (s.setup.order[s.setup.step] !== seat || s.setup.awaiting !== 'road') return [];
  const t = indexOf(s).topology;
  return t.vertexEdges[s.setup.lastSettlement].flatMap((e) => (shipProblem(s, seat, e) === null ? [{ type: 'PlaceShip', seat, edge: t.edges[e] } as const] : []));
}
