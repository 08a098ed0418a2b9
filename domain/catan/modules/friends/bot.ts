// Friends for the bots. Every level answers what Friends asks of it: a gift offered to it
// (accepted, unless a good bot sees the giver close to winning) and the token to return after an
// exchange (the least useful). In its turn an easy bot only takes Catan chips; a good bot also
// takes the scholars' card, a pavers' road toward its plan, the trader's or merchant's missing
// card for its next build, and gives away a card when its hand is over 7 (a 7 would take half).
import type { Command } from '../../base/commands.ts';
import { devTotal, handTotal } from '../../base/cards.ts';
import type { Random } from '../../../shared/random.ts';
import { visiblePoints } from '../../base/rules/points.ts';
import type { InPhase } from '../../base/state.ts';
import { RESOURCES, type BotLevel, type Resource, type Seat } from '../../base/types.ts';
import { roadToBuild } from '../../bots/cards.ts';
import { edgeKey, planFor } from '../../bots/plan.ts';
import { giftProblem } from './decide.ts';
import { FAVOR_COST, GUILDS, FRIENDS_VICTORY_POINTS, type Guild } from './guilds.ts';
import { chipsLeft, friendsPart, usableTokens, type FriendsPart } from './part.ts';

type Playing = InPhase<'playing'>;

/** How much a seat would miss a token of this guild, holding `n` of it. */
const keepValue = (guild: Guild, n: number): number =>
  FAVOR_COST[guild] === 2 ? (n >= 2 ? 4 : 1) + (guild === 'architects' ? 1 : 0) : guild === 'trader' ? 2 : 1.5;

export function friendsDuty(s: Playing, seat: Seat, level: BotLevel | 'random', random: Random): Command | null {
  const part = friendsPart(s);
  if (part.gift !== null && part.gift.to === seat) {
    const close = level !== 'easy' && level !== 'random' && visiblePoints(s, part.gift.from) >= FRIENDS_VICTORY_POINTS - 2;
    return close || (level === 'random' && random() < 0.3) ? { type: 'RefuseGift', seat } : { type: 'AcceptGift', seat };
  }
  if (part.exchanging === seat) {
    const held = GUILDS.filter((g) => part.tokens[seat][g] > 0);
    if (held.length === 0) return null;
    if (level === 'random') return { type: 'ReturnFavor', seat, guild: held[Math.floor(random() * held.length)] };
    const guild = held.reduce((a, b) => (keepValue(b, part.tokens[seat][b]) < keepValue(a, part.tokens[seat][a]) ? b : a));
    return { type: 'ReturnFavor', seat, guild };
  }
  return null;
}

const CITY = [0, 0, 0, 2, 3];
const SETTLEMENT = [1, 1, 1, 1, 0];

/** The one card missing for a city or settlement (one whose cost is otherwise covered), or null. */
function missingCard(s: Playing, seat: Seat): Resource | null {
  const h = s.hands[seat];
  const hand = [h.brick, h.lumber, h.wool, h.grain, h.ore];
  const pieces = s.pieces[seat];
  for (const [cost, left] of [[CITY, pieces.cities], [SETTLEMENT, pieces.settlements]] as const) {
    if (left === 0) continue;
    const short = cost.map((n, r) => Math.max(0, n - hand[r]));
    if (short.reduce((a, b) => a + b, 0) === 1) return RESOURCES[short.findIndex((n) => n > 0)];
  }
  return null;
}

/** A card it holds beyond a city's and a settlement's needs, to swap with the merchants. */
function spareCard(s: Playing, seat: Seat, not: Resource): Resource | null {
  const h = s.hands[seat];
  let best: Resource | null = null;
  for (const [i, r] of RESOURCES.entries()) {
    if (r !== not && h[r] > Math.max(CITY[i], SETTLEMENT[i]) && (best === null || h[r] > h[best])) best = r;
  }
  return best;
}

function use(s: Playing, part: FriendsPart, seat: Seat): Command | null {
  const can = (g: Guild) => usableTokens(part, seat, s.turn.number, g) >= FAVOR_COST[g];
  if (can('architects') && chipsLeft(part) > 0) return { type: 'UseFavor', seat, guild: 'architects' };
  if (can('scholars') && devTotal(s.deck) > 0) return { type: 'UseFavor', seat, guild: 'scholars' };
  const missing = missingCard(s, seat);
  if (missing !== null && s.bank[missing] > 0) {
    if (can('trader')) return { type: 'UseFavor', seat, guild: 'trader', resource: missing };
    const spare = spareCard(s, seat, missing);
    if (can('merchant') && spare !== null) return { type: 'UseFavor', seat, guild: 'merchant', swaps: [{ give: spare, receive: missing }] };
  }
  if (can('pavers') && s.pieces[seat].roads > 0) {
    const plan = planFor(s, seat);
    const e = roadToBuild(plan);
    if (e >= 0) return { type: 'UseFavor', seat, guild: 'pavers', edge: edgeKey(plan.o, e) };
  }
  return null;
}

/** A card given away from a hand over 7: its biggest pile, to the eligible seat with the fewest points. */
function gift(s: Playing, part: FriendsPart, seat: Seat): Command | null {
  if (handTotal(s.hands[seat]) <= 7 || part.giftTurn[seat] === s.turn.number) return null;
  const h = s.hands[seat];
  const resource = RESOURCES.reduce((a, b) => (h[b] > h[a] ? b : a));
  let to = -1;
  for (let other = 0; other < s.players; other++) {
    if (other === seat || giftProblem(s, part, seat, other, resource) !== null) continue;
    if (to < 0 || visiblePoints(s, other) < visiblePoints(s, to)) to = other;
  }
  return to < 0 ? null : { type: 'OfferGift', seat, to, resource };
}

/** A Friends move in the seat's main phase, or null. */
export function friendsMove(s: Playing, seat: Seat, level: BotLevel | 'random'): Command | null {
  const part = friendsPart(s);
  if (part.gift !== null || part.exchanging !== null) return null;
  const used = part.usedTurn[seat] === s.turn.number;
  if (level === 'easy' || level === 'random') {
    return !used && usableTokens(part, seat, s.turn.number, 'architects') >= 2 && chipsLeft(part) > 0 ? { type: 'UseFavor', seat, guild: 'architects' } : null;
  }
  return (used ? null : use(s, part, seat)) ?? gift(s, part, seat);
}
