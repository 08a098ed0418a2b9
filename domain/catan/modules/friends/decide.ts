// Deciding Friends' commands: gifts, the use of a guild's favor, and the exchange of a token.
import { devTotal, pickDevCard } from '../../base/cards.ts';
import { accept, mainPhaseProblem, refuse, seatProblem, type Decision, type Playing } from '../../base/decide/common.ts';
import type { Event } from '../../base/events.ts';
import { reject } from '../../base/rejections.ts';
import { anyRoadSpot, roadProblem } from '../../base/rules/placement.ts';
import { visiblePoints } from '../../base/rules/points.ts';
import { indexOf, type State } from '../../base/state.ts';
import { RESOURCES, type Resource, type Seat } from '../../base/types.ts';
import type { FriendsCommand } from './commands.ts';
import { afterRoad, drawFavors } from './earn.ts';
import { FAVOR_COST, isGuild, tokenTotal } from './guilds.ts';
import { chipsLeft, friendsPart, usableTokens, type FriendsPart } from './part.ts';

type Of<T extends FriendsCommand['type']> = Extract<FriendsCommand, { type: T }>;

const isResource = (r: unknown): r is Resource => typeof r === 'string' && (RESOURCES as readonly string[]).includes(r);
const isDraw = (x: unknown): x is number => typeof x === 'number' && x >= 0 && x < 1;

/** Who may offer a gift to `to` now, and why not. */
export function giftProblem(s: Playing, part: FriendsPart, seat: Seat, to: Seat, resource: Resource) {
  if (part.giftTurn[seat] === s.turn.number) return reject('friends/one-gift-per-turn');
  if (seatProblem(s, to) || to === seat) return reject('command/invalid', 'A gift goes to another player.');
  if (!isResource(resource)) return reject('command/invalid');
  if (s.hands[seat][resource] < 1) return reject('rule/insufficient-resources');
  if (visiblePoints(s, to) > visiblePoints(s, seat)) return reject('friends/too-many-points');
  const r = part.refusals;
  if (r !== null && r.turn === s.turn.number && r.giver === seat && r.seats.includes(to)) return reject('friends/already-refused');
  return null;
}

function offerGift(c: Of<'OfferGift'>, s: Playing): Decision {
  const part = friendsPart(s);
  if (part.gift !== null) return refuse(reject('friends/gift-pending'));
  const bad = giftProblem(s, part, c.seat, c.to, c.resource);
  return bad ? refuse(bad) : accept({ type: 'GiftOffered', seat: c.seat, to: c.to, resource: c.resource });
}

function answerGift(c: Of<'AcceptGift' | 'RefuseGift'>, s: State): Decision {
  if (s.phase !== 'playing') return refuse(reject('rule/wrong-phase'));
  const { gift } = friendsPart(s);
  if (gift === null || gift.to !== c.seat) return refuse(reject('friends/no-gift'));
  if (c.type === 'RefuseGift') return accept({ type: 'GiftRefused', seat: c.seat });
  return accept({ type: 'GiftAccepted', seat: c.seat, from: gift.from, resource: gift.resource }, ...drawFavors(s, [[gift.from, 1]], 'gift'));
}

/** The merchants' swaps, each 1 card for 1 of the bank's, in order; null if one cannot be made. */
function swaps(c: Of<'UseFavor'> & { guild: 'merchant' }, s: Playing): Event[] | null {
  if (!Array.isArray(c.swaps) || c.swaps.length < 1 || c.swaps.length > 2) return null;
  const hand: Record<Resource, number> = { ...s.hands[c.seat] };
  const bank: Record<Resource, number> = { ...s.bank };
  const out: Event[] = [];
  for (const swap of c.swaps as readonly unknown[]) {
    if (typeof swap !== 'object' || swap === null) return null;
    const { give, receive } = swap as Partial<Record<string, unknown>>;
    if (!isResource(give) || !isResource(receive) || give === receive || hand[give] < 1 || bank[receive] < 1) return null;
    hand[give]--;
    bank[give]++;
    bank[receive]--;
    hand[receive]++;
    out.push({ type: 'MerchantSwapped', seat: c.seat, give, receive });
  }
  return out;
}

/** The favor itself, after FavorUsed: its events, or why it cannot be had. */
function favor(c: Of<'UseFavor'>, s: Playing): Decision {
  const used: Event = { type: 'FavorUsed', seat: c.seat, guild: c.guild };
  switch (c.guild) {
    case 'merchant': {
      const done = swaps(c, s);
      return done ? accept(used, ...done) : refuse(reject('command/invalid', 'One or two swaps of 1 card for 1 other the bank holds.'));
    }
    case 'trader':
      if (!isResource(c.resource)) return refuse(reject('command/invalid'));
      if (s.bank[c.resource] < 1) return refuse(reject('rule/bank-empty'));
      return accept(used, { type: 'TraderResourceTaken', seat: c.seat, resource: c.resource });
    case 'pavers': {
      const e = indexOf(s).topology.edgeIndex.get(c.edge);
      if (e === undefined) return refuse(reject('rule/unknown-edge'));
      const where = roadProblem(s, c.seat, e);
      if (where) return refuse(reject(where));
      if (s.pieces[c.seat].roads === 0) return refuse(reject('rule/no-pieces-left'));
      return accept(used, { type: 'RoadPlaced', seat: c.seat, edge: c.edge }, ...afterRoad(s, c.seat, c.edge));
    }
    case 'scholars':
      if (devTotal(s.deck) === 0) return refuse(reject('rule/no-development-cards'));
      if (!isDraw(c.draw)) return refuse(reject('command/missing-input'));
      return accept(used, { type: 'ScholarsCardTaken', seat: c.seat, card: pickDevCard(s.deck, c.draw) });
    case 'architects':
      if (chipsLeft(friendsPart(s)) < 1) return refuse(reject('friends/no-chips'));
      return accept(used, { type: 'CatanChipTaken', seat: c.seat });
    default: {
      const unknown: never = c;
      void unknown;
      return refuse(reject('command/invalid', 'Unknown guild.'));
    }
  }
}

function useFavor(c: Of<'UseFavor'>, s: Playing): Decision {
  const part = friendsPart(s);
  if (part.usedTurn[c.seat] === s.turn.number) return refuse(reject('friends/one-favor-per-turn'));
  if (!isGuild(c.guild)) return refuse(reject('command/invalid', 'Unknown guild.'));
  if (usableTokens(part, c.seat, s.turn.number, c.guild) < FAVOR_COST[c.guild]) return refuse(reject('friends/not-enough-tokens'));
  return favor(c, s);
}

function exchangeFavor(c: Of<'ExchangeFavor'>, s: Playing): Decision {
  const part = friendsPart(s);
  if (part.usedTurn[c.seat] === s.turn.number) return refuse(reject('friends/one-favor-per-turn'));
  if (tokenTotal(part.tokens[c.seat]) === 0) return refuse(reject('friends/no-such-token'));
  if (part.supply === 0) return refuse(reject('friends/supply-empty'));
  return accept(...drawFavors(s, [[c.seat, 1]], 'exchange'));
}

function returnFavor(c: Of<'ReturnFavor'>, s: State): Decision {
  if (s.phase !== 'playing') return refuse(reject('rule/wrong-phase'));
  const part = friendsPart(s);
  if (part.exchanging !== c.seat) return refuse(reject('rule/wrong-phase', 'A token is returned after drawing one for an exchange.'));
  if (!isGuild(c.guild)) return refuse(reject('command/invalid', 'Unknown guild.'));
  if (part.tokens[c.seat][c.guild] < 1) return refuse(reject('friends/no-such-token'));
  if (!isDraw(c.draw)) return refuse(reject('command/missing-input'));
  return accept({ type: 'FavorReturned', seat: c.seat, guild: c.guild, at: Math.floor(c.draw * (part.supply + 1)) });
}

export function decideFriends(c: FriendsCommand, s: State): Decision {
  switch (c.type) {
    case 'AcceptGift': case 'RefuseGift': return answerGift(c, s);
    case 'ReturnFavor': return returnFavor(c, s);
    default:
  }
  const bad = mainPhaseProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  switch (c.type) {
    case 'OfferGift': return offerGift(c, p);
    case 'UseFavor': return useFavor(c, p);
    case 'ExchangeFavor': return exchangeFavor(c, p);
    default: {
      const unknown: never = c;
      void unknown;
      return refuse(reject('command/invalid', 'Unknown command.'));
    }
  }
}

/** May the seat pay for the pavers' road (a piece and a spot)? For legal moves. */
export const paversCan = (s: Playing, seat: Seat): boolean => s.pieces[seat].roads > 0 && anyRoadSpot(s, seat);
