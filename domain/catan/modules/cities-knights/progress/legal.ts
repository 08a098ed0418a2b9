// Cities & Knights: the progress area's legal commands for a seat: a deck to choose after a
// defenders' tie, a discard over the hand limit, and the cards it may play now.
import type { Command } from '../../../base/commands.ts';
import { indexOf, type InPhase } from '../../../base/state.ts';
import { RESOURCES, type Seat } from '../../../base/types.ts';
import { CARDS } from '../cards.ts';
import { COMMODITIES } from '../commodities.ts';
import { ckPart } from '../part.ts';
import { TRACKS } from '../tracks.ts';
import { engineerSpots, freeRoads, medicineSpots } from './builds.ts';
import type { ProgressCard } from './deck.ts';
import { biggestPiles, masterMerchant, pickShown } from './owed.ts';
import { overLimit } from './part.ts';
import { merchantMay, PLAYABLE, swappable } from './play.ts';
import { discarding } from './table.ts';

type Playing = InPhase<'playing'>;

const DIE = [1, 2, 3, 4, 5, 6];

/** The ways to play one card now (none for a card not yet playable, or the Alchemist after the roll). */
export function playsOf(s: Playing, seat: Seat, card: ProgressCard): Command[] {
  const { turn } = s;
  if (!PLAYABLE.has(card) || turn.seat !== seat || turn.pending.kind !== 'none') return [];
  if (card === 'alchemist') return turn.dice !== null ? [] : DIE.flatMap((red) => DIE.map((yellow) => ({ type: 'PlayProgressCard', seat, card, dice: [red, yellow] } as const)));
  if (turn.dice === null) return [];
  switch (card) {
    case 'merchant': return indexOf(s).topology.hexes.filter((hex) => merchantMay(s, seat, hex)).map((hex) => ({ type: 'PlayProgressCard', seat, card, hex }));
    case 'merchantFleet': return CARDS.map((give) => ({ type: 'PlayProgressCard', seat, card, give }));
    case 'resourceMonopoly': return RESOURCES.map((resource) => ({ type: 'PlayProgressCard', seat, card, resource }));
    case 'tradeMonopoly': return COMMODITIES.map((commodity) => ({ type: 'PlayProgressCard', seat, card, commodity }));
    case 'irrigation': case 'mining': case 'warlord': case 'saboteur': case 'wedding': return [{ type: 'PlayProgressCard', seat, card }];
    case 'inventor': {
      const hexes = indexOf(s).topology.hexes.filter((h) => swappable(s, h));
      return hexes.flatMap((a, i) => hexes.slice(i + 1).map((b) => ({ type: 'PlayProgressCard', seat, card, hexes: [a, b] } as const)));
    }
    case 'spy': return Array.from({ length: s.players }, (_, victim) => victim).filter((v) => v !== seat).map((victim) => ({ type: 'PlayProgressCard', seat, card, victim }));
    case 'masterMerchant': return Array.from({ length: s.players }, (_, victim) => victim)
      .filter((v) => masterMerchant(s, seat, v) !== null).map((victim) => ({ type: 'PlayProgressCard', seat, card, victim }));
    case 'roadBuilding': return freeRoads(s, seat) > 0 ? [{ type: 'PlayProgressCard', seat, card }] : [];
    case 'engineer': return engineerSpots(s, seat).map((vertex) => ({ type: 'PlayProgressCard', seat, card, vertex }));
    case 'medicine': return medicineSpots(s, seat).map((vertex) => ({ type: 'PlayProgressCard', seat, card, vertex }));
    default: return [];
  }
}

export function progressLegal(s: Playing, seat: Seat): Command[] {
  const p = ckPart(s).progress;
  if (p.choosing.length > 0) {
    return p.choosing[0] === seat ? TRACKS.filter((_, t) => p.left[t] > 0).map((track) => ({ type: 'ChooseProgressDeck', seat, track })) : [];
  }
  if (p.spying !== null) return p.spying.seat === seat ? [...new Set(p.spying.cards ?? [])].map((card) => ({ type: 'TakeProgressCard', seat, card })) : [];
  if (p.looking !== null) return p.looking.seat === seat ? [pickShown(seat, p.looking)] : [];
  if (p.owing.length > 0) return p.owing[0].seat === seat ? [biggestPiles(s, seat, p.owing[0].count)] : [];
  const held = [...new Set(p.hands[seat].cards)];
  const discards: Command[] = overLimit(p, seat) ? held.map((card) => ({ type: 'DiscardProgressCard', seat, card })) : [];
  if (seat !== s.turn.seat || discarding(s) !== null) return discards;
  return [...discards, ...held.flatMap((card) => playsOf(s, seat, card))];
}
