// Friends' legal moves for a seat: an answer to a gift offered to it, the token to return after an
// exchange, or in its turn (after the roll, nothing pending) its gifts, favors and exchange.
// Enumerated like offers: the merchants' favor as single swaps only.
import type { Command } from '../../base/commands.ts';
import { devTotal } from '../../base/cards.ts';
import type { InPhase } from '../../base/state.ts';
import { roadSpotEdges } from '../../base/rules/placement.ts';
import { indexOf } from '../../base/state.ts';
import { RESOURCES, type Seat } from '../../base/types.ts';
import { giftProblem } from './decide.ts';
import { FAVOR_COST, GUILDS, tokenTotal, type Guild } from './guilds.ts';
import { chipsLeft, friendsPart, usableTokens, type FriendsPart } from './part.ts';

type Playing = InPhase<'playing'>;

function gifts(s: Playing, part: FriendsPart, seat: Seat): Command[] {
  const out: Command[] = [];
  for (let to = 0; to < s.players; to++) {
    if (to === seat) continue;
    for (const resource of RESOURCES) if (giftProblem(s, part, seat, to, resource) === null) out.push({ type: 'OfferGift', seat, to, resource });
  }
  return out;
}

function uses(s: Playing, part: FriendsPart, seat: Seat, guild: Guild): Command[] {
  switch (guild) {
    case 'merchant':
      return RESOURCES.flatMap((give) => (s.hands[seat][give] < 1 ? [] : RESOURCES.flatMap((receive): Command[] =>
        (receive === give || s.bank[receive] < 1 ? [] : [{ type: 'UseFavor', seat, guild, swaps: [{ give, receive }] }]))));
    case 'trader': return RESOURCES.flatMap((resource): Command[] => (s.bank[resource] < 1 ? [] : [{ type: 'UseFavor', seat, guild, resource }]));
    case 'pavers': {
      if (s.pieces[seat].roads === 0) return [];
      const { edges } = indexOf(s).topology;
      return roadSpotEdges(s, seat).map((e): Command => ({ type: 'UseFavor', seat, guild, edge: edges[e] }));
    }
    case 'scholars': return devTotal(s.deck) > 0 ? [{ type: 'UseFavor', seat, guild }] : [];
    case 'architects': return chipsLeft(part) > 0 ? [{ type: 'UseFavor', seat, guild }] : [];
    default: {
      const unknown: never = guild;
      return unknown;
    }
  }
}

export function friendsLegal(s: Playing, seat: Seat): Command[] {
  const part = friendsPart(s);
  if (part.gift !== null) return part.gift.to === seat ? [{ type: 'AcceptGift', seat }, { type: 'RefuseGift', seat }] : [];
  if (part.exchanging !== null) {
    return part.exchanging === seat ? GUILDS.flatMap((guild): Command[] => (part.tokens[seat][guild] > 0 ? [{ type: 'ReturnFavor', seat, guild }] : [])) : [];
  }
  const { turn } = s;
  if (turn.seat !== seat || turn.dice === null || turn.pending.kind !== 'none') return [];
  const out = part.giftTurn[seat] === turn.number ? [] : gifts(s, part, seat);
  if (part.usedTurn[seat] === turn.number) return out;
  for (const guild of GUILDS) if (usableTokens(part, seat, turn.number, guild) >= FAVOR_COST[guild]) out.push(...uses(s, part, seat, guild));
  if (tokenTotal(part.tokens[seat]) > 0 && part.supply > 0) out.push({ type: 'ExchangeFavor', seat });
  return out;
}
