// Seafarers' commands judged: building, placing and moving ships, the pirate, and gold picks.
import type { Event } from '../../base/events.ts';
import { covers, isBundle, bundleTotal, normalized, pickResource } from '../../base/cards.ts';
import { accept, activeProblem, mainPhaseProblem, refuse, seatProblem, type Decision, type Playing } from '../../base/decide/common.ts';
import { setupStepDone } from '../../base/decide/setup.ts';
import { reject } from '../../base/rejections.ts';
import { indexOf, type InPhase, type State } from '../../base/state.ts';
import { rulesOf } from '../../base/registry.ts';
import { anyRoadSpot } from '../../base/rules/placement.ts';
import type { SeafarersCommand } from './commands.ts';
import { revealsAt } from './fog.ts';
import { goldDue } from './gold.ts';
import { placesOf } from './places.ts';
import { seafarersPart } from './part.ts';
import { moveProblem, pirateVictims, SHIP_COST, shipProblem } from './ships.ts';

type Setup = InPhase<'setup'>;
type Of<T extends SeafarersCommand['type']> = Extract<SeafarersCommand, { type: T }>;

export function decideSeafarers(c: SeafarersCommand, s: State): Decision {
  switch (c.type) {
    case 'BuildShip': return buildShip(c, s);
    case 'PlaceShip': return s.phase === 'setup' ? placeSetupShip(c, s) : placeFreeShip(c, s);
    case 'MoveShip': return moveShip(c, s);
    case 'MovePirate': return movePirate(c, s);
    case 'PickGold': return pickGold(c, s);
    default: {
      const unknown: never = c;
      void unknown;
      return refuse(reject('command/invalid', 'Unknown command.'));
    }
  }
}

const edgeOf = (s: Playing | Setup, edge: unknown) => (typeof edge === 'string' ? indexOf(s).topology.edgeIndex.get(edge) : undefined);

function buildShip(c: Of<'BuildShip'>, s: State): Decision {
  const bad = mainPhaseProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  const e = edgeOf(p, c.edge);
  if (e === undefined) return refuse(reject('rule/unknown-edge'));
  const where = shipProblem(p, c.seat, e);
  if (where) return refuse(reject(where));
  if (seafarersPart(p).shipsLeft[c.seat] === 0) return refuse(reject('seafarers/no-ships-left'));
  if (!covers(p.hands[c.seat], SHIP_COST)) return refuse(reject('rule/insufficient-resources', 'A ship costs 1 lumber and 1 wool.'));
  return accept({ type: 'ShipBuilt', seat: c.seat, edge: c.edge }, ...revealsAt(p, c.seat, c.edge));
}

/** The set-up ship: instead of the set-up road, from the settlement just placed, on a sea path. */
function placeSetupShip(c: Of<'PlaceShip'>, s: Setup): Decision {
  const bad = seatProblem(s, c.seat);
  if (bad) return refuse(bad);
  if (s.setup.order[s.setup.step] !== c.seat) return refuse(reject('rule/not-your-turn'));
  if (s.setup.awaiting !== 'road') return refuse(reject('rule/place-settlement-first'));
  const e = edgeOf(s, c.edge);
  if (e === undefined) return refuse(reject('rule/unknown-edge'));
  if (!indexOf(s).topology.edgeVertices[e].includes(s.setup.lastSettlement)) return refuse(reject('rule/road-must-touch-settlement'));
  const where = shipProblem(s, c.seat, e);
  if (where) return refuse(reject(where));
  return accept({ type: 'ShipPlaced', seat: c.seat, edge: c.edge }, ...revealsAt(s, c.seat, c.edge), ...setupStepDone(s));
}

/** One of Road Building's free pieces as a ship. */
function placeFreeShip(c: Of<'PlaceShip'>, s: State): Decision {
  const bad = activeProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  const pending = p.turn.pending;
  if (pending.kind !== 'roadBuilding') return refuse(reject('seafarers/no-free-ship'));
  const e = edgeOf(p, c.edge);
  if (e === undefined) return refuse(reject('rule/unknown-edge'));
  const where = shipProblem(p, c.seat, e);
  if (where) return refuse(reject(where));
  const part = seafarersPart(p);
  if (part.shipsLeft[c.seat] === 0) return refuse(reject('seafarers/no-ships-left'));
  const events: Event[] = [{ type: 'ShipPlaced', seat: c.seat, edge: c.edge }, ...revealsAt(p, c.seat, c.edge)];
  if (pending.remaining > 1) {
    // The second free piece needs a spot, as after a road.
    const ships = part.ships.slice();
    ships[e] = c.seat;
    const shipsLeft = part.shipsLeft.slice();
    shipsLeft[c.seat]--;
    const next = { ...p, parts: { ...p.parts, seafarers: { ...part, ships, shipsLeft } } };
    if (!(p.pieces[c.seat].roads > 0 && anyRoadSpot(next, c.seat)) && !rulesOf(p).otherSpot(next, c.seat)) events.push({ type: 'RoadBuildingEnded', seat: c.seat });
  }
  return accept(...events);
}

function moveShip(c: Of<'MoveShip'>, s: State): Decision {
  const bad = mainPhaseProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  const from = edgeOf(p, c.from);
  const to = edgeOf(p, c.to);
  if (from === undefined || to === undefined) return refuse(reject('rule/unknown-edge'));
  if (seafarersPart(p).movedTurn === p.turn.number) return refuse(reject('seafarers/one-move-per-turn'));
  const lift = moveProblem(p, c.seat, from);
  if (lift) return refuse(reject(lift));
  if (to === from) return refuse(reject('rule/occupied'));
  const where = shipProblem(p, c.seat, to, from);
  if (where) return refuse(reject(where));
  return accept({ type: 'ShipMoved', seat: c.seat, from: c.from, to: c.to }, ...revealsAt(p, c.seat, c.to));
}

function movePirate(c: Of<'MovePirate'>, s: State): Decision {
  const bad = activeProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  if (p.turn.pending.kind !== 'robber') return refuse(reject('rule/wrong-phase', 'The pirate moves after a 7 or a knight.'));
  const h = typeof c.hex === 'string' ? indexOf(p).topology.hexIndex.get(c.hex) : undefined;
  if (h === undefined) return refuse(reject('rule/unknown-hex'));
  if (placesOf(p).sea[h] !== 1 || c.hex === seafarersPart(p).pirate) return refuse(reject('seafarers/pirate-not-here'));
  const events: Event[] = [{ type: 'PirateMoved', seat: c.seat, hex: c.hex }];
  const victim = c.victim ?? null;
  if (victim !== null) {
    if (!pirateVictims(p, h, c.seat).includes(victim)) return refuse(reject('seafarers/invalid-victim'));
    if (typeof c.draw !== 'number' || !(c.draw >= 0 && c.draw < 1)) return refuse(reject('command/missing-input'));
    events.push({ type: 'ResourceStolen', thief: c.seat, victim, resource: pickResource(p.hands[victim], c.draw) });
  }
  return accept(...events);
}

function pickGold(c: Of<'PickGold'>, s: State): Decision {
  if (s.phase !== 'playing' && s.phase !== 'setup') return refuse(reject(s.phase === 'finished' ? 'game/over' : 'rule/wrong-phase'));
  const bad = seatProblem(s, c.seat);
  if (bad) return refuse(bad);
  const owed = seafarersPart(s).gold[c.seat];
  if (owed === 0) return refuse(reject('seafarers/no-gold-owed'));
  if (!isBundle(c.resources)) return refuse(reject('command/invalid'));
  const due = goldDue(s, owed);
  if (bundleTotal(c.resources) !== due) return refuse(reject('seafarers/wrong-gold-count', `Pick ${due}.`));
  if (!covers(s.bank, c.resources)) return refuse(reject('rule/bank-empty'));
  return accept({ type: 'GoldPicked', seat: c.seat, resources: normalized(c.resources) });
}

