// Cities & Knights: the progress area's bot hints. Every level chooses a deck after a defenders'
// tie (the fullest; random: any) and discards over the limit (the card it values least). In its
// main phase a good or expert bot plays the cards that pay now — Irrigation and Mining when they
// bring something, a Merchant for its point, a Resource Monopoly on what it lacks most, a Trade
// Monopoly on the commodity it lacks most, a Warlord with a knight lying down — and past the
// limit plays or discards down to it; an easy bot plays a playable card now and then. The other
// cards' hints, the answers to a Deserter and a Commercial Harbor, and the Alchemist's: bot-cards.ts.
import type { Command } from '../../../base/commands.ts';
import type { InPhase } from '../../../base/state.ts';
import { RESOURCES, type BotLevel, type Seat } from '../../../base/types.ts';
import type { Random } from '../../../../shared/random.ts';
import { COMMODITIES } from '../commodities.ts';
import { ckPart } from '../part.ts';
import { TRACKS } from '../tracks.ts';
import type { ProgressCard } from './deck.ts';
import { overLimit } from './part.ts';
import { biggestPiles, pickShown, saboteur, wedding } from './owed.ts';
import { harvest, PLAYABLE } from './play.ts';
import { playsOf } from './legal.ts';
import { discarding } from './table.ts';
import { alchemist, cardAnswer, cardWorthPlaying, harborOffer } from './bot-cards.ts';

type Playing = InPhase<'playing'>;

/** The order in which a bot gives cards up: the first here goes first. */
const LEAST_WANTED: readonly ProgressCard[] = [
  'intrigue', 'deserter', 'diplomat', 'inventor', 'spy', 'commercialHarbor', 'smith', 'crane', 'engineer', 'bishop', 'merchantFleet',
  'wedding', 'saboteur', 'masterMerchant', 'warlord', 'tradeMonopoly', 'roadBuilding', 'medicine', 'irrigation', 'mining',
  'resourceMonopoly', 'alchemist', 'merchant',
];

function discardOne(s: Playing, seat: Seat): Command | null {
  const held = ckPart(s).progress.hands[seat].cards;
  const card = LEAST_WANTED.find((c) => held.includes(c)) ?? held[0];
  return card === undefined ? null : { type: 'DiscardProgressCard', seat, card };
}

/** The answer the area requires of the seat now, or null. */
export function progressDuty(s: Playing, seat: Seat, level: BotLevel, random: Random): Command | null {
  const p = ckPart(s).progress;
  if (p.choosing[0] === seat) {
    const open = TRACKS.filter((_, t) => p.left[t] > 0);
    const track = level === 'easy' ? open[Math.floor(random() * open.length)] : open.reduce((a, b) => (p.left[TRACKS.indexOf(b)] > p.left[TRACKS.indexOf(a)] ? b : a));
    return track === undefined ? null : { type: 'ChooseProgressDeck', seat, track };
  }
  if (p.choosing.length > 0) return null;
  if (p.spying !== null) {
    const cards = p.spying.seat === seat ? p.spying.cards ?? [] : [];
    const card = [...LEAST_WANTED].reverse().find((c) => cards.includes(c)) ?? cards[0];
    return card === undefined ? null : { type: 'TakeProgressCard', seat, card };
  }
  if (p.looking !== null) return p.looking.seat === seat ? pickShown(seat, p.looking) : null;
  if (p.owing.length > 0) return p.owing[0].seat === seat ? biggestPiles(s, seat, p.owing[0].count) : null;
  if (p.deserting !== null || p.harbor?.offer) return cardAnswer(s, seat, level, random);
  if (discarding(s) === seat) return discardOne(s, seat);
  return alchemist(s, seat, level);
}

/** The play of a card worth playing now for a good bot, or null. */
function worthPlaying(s: Playing, seat: Seat, card: ProgressCard): Command | null {
  const hand = s.hands[seat];
  switch (card) {
    case 'irrigation': return harvest(s, seat, 'fields', 'grain').length > 0 ? { type: 'PlayProgressCard', seat, card } : null;
    case 'mining': return harvest(s, seat, 'mountains', 'ore').length > 0 ? { type: 'PlayProgressCard', seat, card } : null;
    case 'warlord': return ckPart(s).knights.at.some((k) => k !== null && k.seat === seat && !k.active) ? { type: 'PlayProgressCard', seat, card } : null;
    case 'engineer': case 'medicine': return playsOf(s, seat, card)[0] ?? null;
    case 'roadBuilding': return s.pieces[seat].roads >= 2 ? playsOf(s, seat, card)[0] ?? null : null;
    case 'merchant': return ckPart(s).progress.merchant?.seat === seat ? null : playsOf(s, seat, card)[0] ?? null;
    case 'spy': {
      const hands = ckPart(s).progress.hands;
      const victim = hands.reduce((best, h, i) => (i !== seat && h.cards.length + h.unknown > (best < 0 ? 0 : hands[best].cards.length + hands[best].unknown) ? i : best), -1);
      return victim < 0 ? null : { type: 'PlayProgressCard', seat, card, victim };
    }
    case 'masterMerchant': return playsOf(s, seat, card)[0] ?? null;
    case 'saboteur': return saboteur(s, seat).length > 0 ? { type: 'PlayProgressCard', seat, card } : null;
    case 'wedding': return wedding(s, seat).length > 0 ? { type: 'PlayProgressCard', seat, card } : null;
    case 'resourceMonopoly': {
      const resource = RESOURCES.reduce((a, b) => (hand[b] < hand[a] ? b : a));
      return { type: 'PlayProgressCard', seat, card, resource };
    }
    case 'tradeMonopoly': {
      const mine = ckPart(s).commodities[seat];
      return { type: 'PlayProgressCard', seat, card, commodity: COMMODITIES.reduce((a, b) => (mine[b] < mine[a] ? b : a)) };
    }
    default: return cardWorthPlaying(s, seat, card);
  }
}

/** A move worth making in the seat's main phase, or null. */
export function progressMove(s: Playing, seat: Seat, level: BotLevel | 'random', random: Random): Command | null {
  const { turn } = s;
  if (level === 'random' || turn.seat !== seat || turn.dice === null || turn.pending.kind !== 'none') return null;
  const p = ckPart(s).progress;
  if (p.choosing.length > 0 || p.owing.length > 0 || p.spying !== null || p.looking !== null || p.deserting !== null || p.harbor?.offer || discarding(s) !== null) return null;
  const offer = harborOffer(s, seat);
  if (offer !== null) return offer;
  const held = [...new Set(p.hands[seat].cards)].filter((c) => PLAYABLE.has(c));
  if (level === 'easy') {
    const plays = held.flatMap((card) => playsOf(s, seat, card));
    if (plays.length > 0 && (overLimit(p, seat) || random() < 0.3)) return plays[Math.floor(random() * plays.length)];
  } else {
    for (const card of held) {
      const play = worthPlaying(s, seat, card);
      if (play !== null) return play;
    }
  }
  return overLimit(p, seat) ? discardOne(s, seat) : null;
}
