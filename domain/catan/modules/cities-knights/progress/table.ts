// What the progress cards ask of the table (RULES.md §7.2.6–7.2.7): a seat owed a card of its
// choice after a defenders' tie chooses first; a seat past the hand limit outside its turn
// discards at once; the active seat may not end its turn past the limit. Read by the module's
// `allows` and `awaited`, and the trade rates a Merchant or a Merchant Fleet gives.
import { isAnswerKind } from '../../../base/registry.ts';
import { reject, type Rejection } from '../../../base/rejections.ts';
import { indexOf, type InPhase, type Table } from '../../../base/state.ts';
import { RESOURCES, type Resource, type Seat } from '../../../base/types.ts';
import type { Card } from '../cards.ts';
import { ckPart, hasCitiesKnights } from '../part.ts';
import { overLimit, type ProgressPart } from './part.ts';

type Playing = InPhase<'playing'>;

/** The base game's commands still sent while the progress cards await a seat: the table's, and a 7's discard. */
const BASE_ANSWERS: ReadonlySet<string> = new Set(['CreateGame', 'ClaimSeat', 'MarkReady', 'TakeOverSeat', 'ReturnToSeat', 'DiscardResources']);

/** May this be sent while the progress cards await a seat? The base's, and every installed module's answers (ours, Seafarers' gold picked on the same roll...). */
export const progressLetsThrough = (kind: string): boolean => BASE_ANSWERS.has(kind) || isAnswerKind(kind);

/** A seat other than the active one holding more progress cards than it may: the first from the active seat on. */
export function discarding(s: Playing): Seat | null {
  const p = ckPart(s).progress;
  for (let i = 1; i < s.players; i++) {
    const seat = (s.turn.seat + i) % s.players;
    if (overLimit(p, seat)) return seat;
  }
  return null;
}

/** The seat whose Deserter's step the table waits for: the victim's knight, then the player's replacement. */
const deserterAwaited = (p: ProgressPart): Seat | null => (p.deserting === null ? null : p.deserting.knight === null ? p.deserting.victim : p.deserting.seat);

/** The seat the progress cards wait for: a deck to choose, cards owed, a pick, a Deserter's step, a harbor's answer, then a discard over the limit. */
export function progressAwaited(s: Playing): Seat | null {
  const p = ckPart(s).progress;
  return p.choosing[0] ?? p.owing[0]?.seat ?? p.spying?.seat ?? p.looking?.seat ?? deserterAwaited(p) ?? p.harbor?.offer?.to ?? discarding(s);
}

/** Why a command of this kind may not be sent now as far as the progress cards go, or null. */
export function progressAllows(s: Playing, seat: Seat, kind: string): Rejection | null {
  const p = ckPart(s).progress;
  if (progressLetsThrough(kind)) return null;
  if (p.choosing.length > 0) return reject('cities-knights/progress-choice-pending');
  if (p.owing.length > 0) return reject('cities-knights/cards-owed-pending');
  if (p.spying !== null || p.looking !== null) return reject('cities-knights/spy-pending');
  if (p.deserting !== null) return reject('cities-knights/deserter-pending');
  if (p.harbor?.offer) return reject('cities-knights/harbor-pending');
  if (discarding(s) !== null) return reject('cities-knights/progress-discard-pending');
  if (kind === 'EndTurn' && seat === s.turn.seat && overLimit(p, seat)) return reject('cities-knights/progress-hand-full');
  return null;
}

/** The seat's rate for giving `card` to the bank by its progress cards (a Merchant's hex, this turn's Merchant Fleet), or Infinity. */
export function progressRate(s: Playing, seat: Seat, card: Card): number {
  if (!hasCitiesKnights(s)) return Infinity;
  const p = ckPart(s).progress;
  const fleet = p.fleet;
  if (fleet !== null && fleet.seat === seat && s.turn.number === fleet.turn && fleet.cards.includes(card)) return 2;
  if (p.merchant !== null && p.merchant.seat === seat && resourceAt(s, p.merchant.hex) === card) return 2;
  return Infinity;
}

/** The resource of a hex, or null (the desert, the sea). */
export function resourceAt(s: Table, hex: string): Resource | null {
  const { topology, resourceIndex } = indexOf(s);
  const h = topology.hexIndex.get(hex);
  return h === undefined || resourceIndex[h] < 0 ? null : RESOURCES[resourceIndex[h]];
}
