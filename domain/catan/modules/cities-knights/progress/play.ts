// Progress cards played (RULES.md §7.2.7): the Alchemist before the roll (the production dice as
// chosen, the event die rolled by the server and resolved first), the others in the main phase,
// any number per turn, each under its deck once played; a card without effect is still used up.
import { accept, activeProblem, mainPhaseProblem, pendingProblem, refuse, type Decision, type Playing } from '../../../base/decide/common.ts';
import { rollDice } from '../../../base/decide/turn.ts';
import type { Event } from '../../../base/events.ts';
import { fold } from '../../../base/evolve.ts';
import { reject, type Rejection } from '../../../base/rejections.ts';
import { indexOf, type State } from '../../../base/state.ts';
import { RESOURCES, type Resource, type Seat } from '../../../base/types.ts';
import { isCard } from '../cards.ts';
import { COMMODITIES } from '../commodities.ts';
import { ckPart } from '../part.ts';
import type { PlayProgressCard } from './commands.ts';
import { isProgressCard, PROGRESS_CARDS, VICTORY_CARDS, type ProgressCard } from './deck.ts';
import { playCrane, playEngineer, playMedicine, playRoadBuilding } from './builds.ts';
import { bishop, playDiplomat } from './board.ts';
import { deserter, intrigue, playSmith } from './knightly.ts';
import { masterMerchant, saboteur, wedding } from './owed.ts';
import { holds } from './part.ts';
import { resourceAt } from './table.ts';

type Of<C extends PlayProgressCard['card']> = Extract<PlayProgressCard, { card: C }>;

/** The cards that are played (the victory point cards are laid out when drawn, never held). */
export const PLAYABLE: ReadonlySet<ProgressCard> = new Set<ProgressCard>(PROGRESS_CARDS.filter((c) => !VICTORY_CARDS.has(c)));

/** The cards whose play is a decision of its own (a build, a promotion, a road placed): the rest are effects. */
type Decided = 'engineer' | 'medicine' | 'roadBuilding' | 'smith' | 'crane' | 'diplomat';

/** The tokens the Inventor may not move. */
const FIXED_TOKENS: ReadonlySet<number | null> = new Set([2, 6, 8, 12, null]);

/** A token the Inventor may move: on a hex of the board, neither a 2, 6, 8 or 12. */
export function swappable(s: Playing, hex: unknown): boolean {
  const h = typeof hex === 'string' ? indexOf(s).topology.hexIndex.get(hex) : undefined;
  return h !== undefined && !FIXED_TOKENS.has(s.board.tiles[h].token);
}

/** May the Inventor swap these two hexes' tokens? */
export const inventorMay = (s: Playing, hexes: unknown): boolean =>
  Array.isArray(hexes) && hexes.length === 2 && hexes[0] !== hexes[1] && swappable(s, hexes[0]) && swappable(s, hexes[1]);

const isDie = (d: unknown): boolean => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 6;

/** The hexes of a terrain that touch one of the seat's buildings (each counted once). */
function touchedHexes(s: Playing, seat: Seat, terrain: string): number {
  const { topology } = indexOf(s);
  let n = 0;
  s.board.tiles.forEach((t, h) => {
    if (t.terrain === terrain && topology.hexVertices[h].some((v) => s.buildings[v]?.seat === seat)) n++;
  });
  return n;
}

/** Irrigation and Mining: 2 of the resource per hex of its terrain touched, as many as the bank has. */
export function harvest(s: Playing, seat: Seat, terrain: string, resource: Resource): Event[] {
  const count = Math.min(2 * touchedHexes(s, seat, terrain), s.bank[resource]);
  return count > 0 ? [{ type: 'HarvestTaken', seat, resource, count }] : [];
}

/** May the merchant go on this hex for the seat: a hex with a resource, beside one of its buildings? */
export function merchantMay(s: Playing, seat: Seat, hex: unknown): boolean {
  if (typeof hex !== 'string' || resourceAt(s, hex) === null) return false;
  const { topology } = indexOf(s);
  return topology.hexVertices[topology.hexIndex.get(hex)!].some((v) => s.buildings[v]?.seat === seat);
}

/** Each other seat, from the player's left, hands over what `take` asks of it (nothing: no event). */
function fromEachOther(s: Playing, seat: Seat, take: (other: Seat) => Event | null): Event[] {
  const out: Event[] = [];
  for (let i = 1; i < s.players; i++) {
    const e = take((seat + i) % s.players);
    if (e !== null) out.push(e);
  }
  return out;
}

function effect(c: Exclude<PlayProgressCard, Of<Decided>>, s: Playing): Event[] | Rejection {
  const seat = c.seat;
  switch (c.card) {
    case 'irrigation': return harvest(s, seat, 'fields', 'grain');
    case 'mining': return harvest(s, seat, 'mountains', 'ore');
    case 'warlord': return [{ type: 'KnightsEncouraged', seat }];
    case 'saboteur': return saboteur(s, seat);
    case 'masterMerchant': return masterMerchant(s, seat, c.victim) ?? reject('cities-knights/not-richer');
    case 'spy': {
      if (!Number.isInteger(c.victim) || c.victim < 0 || c.victim >= s.players || c.victim === seat) return reject('cities-knights/spy-victim');
      const cards = ckPart(s).progress.hands[c.victim].cards;
      return cards.length > 0 ? [{ type: 'ProgressHandShown', seat, victim: c.victim, cards: [...cards] }] : [];
    }
    case 'inventor': return inventorMay(s, c.hexes) ? [{ type: 'TokensSwapped', seat, hexes: [c.hexes[0], c.hexes[1]] }] : reject('cities-knights/inventor-tokens');
    case 'wedding': return wedding(s, seat);
    case 'merchant':
      return merchantMay(s, seat, c.hex) ? [{ type: 'MerchantPlaced', seat, hex: c.hex }] : reject('cities-knights/merchant-not-here');
    case 'merchantFleet':
      return isCard(c.give) ? [{ type: 'FleetNamed', seat, card: c.give }] : reject('cities-knights/name-a-card');
    case 'resourceMonopoly': {
      const r = c.resource;
      if (!RESOURCES.includes(r)) return reject('cities-knights/name-a-card');
      return fromEachOther(s, seat, (from) => {
        const n = Math.min(2, s.hands[from][r]);
        return n > 0 ? { type: 'CardsTaken', seat, from, resources: { [r]: n }, commodities: {} } : null;
      });
    }
    case 'tradeMonopoly': {
      const k = c.commodity;
      if (!COMMODITIES.includes(k)) return reject('cities-knights/name-a-card');
      const hands = ckPart(s).commodities;
      return fromEachOther(s, seat, (from) => (hands[from][k] > 0 ? { type: 'CardsTaken', seat, from, resources: {}, commodities: { [k]: 1 } } : null));
    }
    case 'deserter': return deserter(s, seat, c.victim);
    case 'intrigue': return intrigue(s, seat, c.vertex);
    case 'bishop': return bishop(c, s);
    case 'commercialHarbor': return [{ type: 'HarborOpened', seat }];
    case 'alchemist': return reject('cities-knights/alchemist-before-roll');
    default: {
      const unknown: never = c;
      void unknown;
      return reject('command/invalid', 'Name a progress card.');
    }
  }
}

function playAlchemist(c: Of<'alchemist'>, s: State): Decision {
  const bad = activeProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  if (p.turn.dice !== null) return refuse(reject('cities-knights/alchemist-before-roll'));
  const pending = pendingProblem(p);
  if (pending) return refuse(pending);
  if (!holds(ckPart(p).progress, c.seat, 'alchemist')) return refuse(reject('cities-knights/no-such-progress-card'));
  if (!Array.isArray(c.dice) || c.dice.length !== 2 || !isDie(c.dice[0]) || !isDie(c.dice[1])) {
    return refuse(reject('command/invalid', 'Choose the two production dice, 1 to 6 each.'));
  }
  const played: Event = { type: 'ProgressCardPlayed', seat: c.seat, card: 'alchemist' };
  // The roll as the base game makes it, with the chosen dice and the server's event die.
  const roll = rollDice({ type: 'RollDice', seat: c.seat, dice: [c.dice[0], c.dice[1]], extra: c.extra }, fold([played], p));
  return roll.ok ? accept(played, ...roll.events) : roll;
}

export function playProgressCard(c: PlayProgressCard, s: State): Decision {
  const card: unknown = c.card;
  if (!isProgressCard(card)) return refuse(reject('command/invalid', 'Name a progress card.'));
  if (c.card === 'alchemist') return playAlchemist(c, s);
  const bad = mainPhaseProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  if (!holds(ckPart(p).progress, c.seat, card)) return refuse(reject('cities-knights/no-such-progress-card'));
  if (!PLAYABLE.has(card)) return refuse(reject('cities-knights/no-such-progress-card'));
  const played: Event = { type: 'ProgressCardPlayed', seat: c.seat, card };
  if (c.card === 'engineer') return playEngineer(c, p, played);
  if (c.card === 'medicine') return playMedicine(c, p, played);
  if (c.card === 'roadBuilding') return playRoadBuilding(c, p, played);
  if (c.card === 'smith') return playSmith(c, p, played);
  if (c.card === 'crane') return playCrane(c, p, played);
  if (c.card === 'diplomat') return playDiplomat(c, p, played);
  const events = effect(c, p);
  if (!Array.isArray(events)) return refuse(events);
  return accept(played, ...events);
}
