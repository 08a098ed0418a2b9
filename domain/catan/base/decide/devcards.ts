// Development cards: buying, and playing one per turn (never in the turn it was bought).
import type { CommandOf } from '../commands.ts';
import { bundleTotal, COSTS, covers, devTotal, isBundle, normalized, pickDevCard } from '../cards.ts';
import { reject, type Rejection } from '../rejections.ts';
import type { State } from '../state.ts';
import { anyRoadSpot } from '../rules/placement.ts';
import { rulesOf } from '../registry.ts';
import { RESOURCES, type DevCard, type Seat } from '../types.ts';
import { accept, activeProblem, mainPhaseProblem, pendingProblem, refuse, type Decision, type Playing } from './common.ts';

export function buyDevelopmentCard(c: CommandOf<'BuyDevelopmentCard'>, s: State): Decision {
  const bad = mainPhaseProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  if (devTotal(p.deck) === 0) return refuse(reject('rule/no-development-cards'));
  if (!covers(p.hands[c.seat], COSTS.developmentCard)) {
    return refuse(reject('rule/insufficient-resources', 'A development card costs 1 ore, 1 wool and 1 grain.'));
  }
  if (typeof c.draw !== 'number' || !(c.draw >= 0 && c.draw < 1)) return refuse(reject('command/missing-input'));
  return accept({ type: 'DevelopmentCardBought', seat: c.seat, card: pickDevCard(p.deck, c.draw) });
}

/** May the seat play a card of this kind now? Any time in its turn, before the roll too. */
export function playProblem(s: State, seat: Seat, card: DevCard): Rejection | null {
  const bad = activeProblem(s, seat);
  if (bad) return bad;
  const p = s as Playing;
  const pending = pendingProblem(p);
  if (pending) return pending;
  if (p.turn.devCardPlayed) return reject('rule/one-card-per-turn');
  const held = p.devCards[seat][card];
  if (held === 0) return reject('rule/no-such-card');
  if (held - p.turn.bought[card] <= 0) return reject('rule/card-bought-this-turn');
  return null;
}

export function playKnight(c: CommandOf<'PlayKnight'>, s: State): Decision {
  const bad = playProblem(s, c.seat, 'knight');
  return bad ? refuse(bad) : accept({ type: 'KnightPlayed', seat: c.seat });
}

export function playRoadBuilding(c: CommandOf<'PlayRoadBuilding'>, s: State): Decision {
  const bad = playProblem(s, c.seat, 'roadBuilding');
  if (bad) return refuse(bad);
  const p = s as Playing;
  const rules = p.modules.length === 0 ? null : rulesOf(p);
  const roads = Math.min(2, rules === null ? p.pieces[c.seat].roads : rules.freePieces(p, c.seat));
  if (roads === 0) return refuse(reject('rule/no-pieces-left'));
  if (!(p.pieces[c.seat].roads > 0 && anyRoadSpot(p, c.seat)) && !(rules !== null && rules.otherSpot(p, c.seat))) {
    return refuse(reject('rule/not-connected', 'There is nowhere to build a road.'));
  }
  return accept({ type: 'RoadBuildingPlayed', seat: c.seat, roads });
}

export function playYearOfPlenty(c: CommandOf<'PlayYearOfPlenty'>, s: State): Decision {
  const bad = playProblem(s, c.seat, 'yearOfPlenty');
  if (bad) return refuse(bad);
  const p = s as Playing;
  if (!isBundle(c.resources)) return refuse(reject('command/invalid'));
  // Two cards of the player's choice, or as many as the bank still holds.
  const bankTotal = RESOURCES.reduce((n, r) => n + p.bank[r], 0);
  const want = Math.min(2, bankTotal);
  if (want === 0) return refuse(reject('rule/bank-empty'));
  if (bundleTotal(c.resources) !== want) return refuse(reject('command/invalid', `Choose ${want} resource cards.`));
  if (!covers(p.bank, c.resources)) return refuse(reject('rule/bank-empty'));
  return accept({ type: 'YearOfPlentyPlayed', seat: c.seat, resources: normalized(c.resources) });
}

export function playMonopoly(c: CommandOf<'PlayMonopoly'>, s: State): Decision {
  const bad = playProblem(s, c.seat, 'monopoly');
  if (bad) return refuse(bad);
  if (!RESOURCES.includes(c.resource)) return refuse(reject('command/invalid', 'Name a resource.'));
  const p = s as Playing;
  const taken = p.hands.map((h, seat) => (seat === c.seat ? 0 : h[c.resource]));
  return accept({ type: 'MonopolyPlayed', seat: c.seat, resource: c.resource, taken });
}
