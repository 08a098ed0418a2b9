// Friends' events on the state: only sets, appends and counts.
import { addBundle, addCard } from '../../base/cards.ts';
import { pay, replace, setPart, turnDraft, type Draft } from '../../base/draft.ts';
import { sees } from '../../base/state.ts';
import type { FriendsEvent } from './events.ts';
import { addToken, FAVOR_COST, NO_TOKENS } from './guilds.ts';
import { FRIENDS, friendsPart, initialPart, type FriendsPart } from './part.ts';

const set = (d: Draft, part: FriendsPart) => setPart(d, FRIENDS, part);

export function evolveFriends(d: Draft, e: FriendsEvent): void {
  if (e.type === 'FavorTokensShuffled') return set(d, initialPart(d.players, e.order));
  const part = friendsPart(d);
  const turn = d.turn?.number ?? 0;
  switch (e.type) {
    case 'FavorDrawn': {
      const open = sees(d.viewer, e.seat);
      const current = part.freshTurn[e.seat] === turn ? part.fresh[e.seat] : NO_TOKENS;
      return set(d, {
        ...part,
        stack: part.stack === null ? null : part.stack.slice(0, -1),
        supply: part.supply - 1,
        tokens: replace(part.tokens, e.seat, addToken(part.tokens[e.seat], e.guild, 1, open)),
        // Only the owner's fresh tokens are named; the others' are not kept (nobody needs them).
        fresh: replace(part.fresh, e.seat, open ? addToken(current, e.guild, 1, true) : NO_TOKENS),
        freshTurn: replace(part.freshTurn, e.seat, turn),
        exchanging: e.reason === 'exchange' ? e.seat : part.exchanging,
        usedTurn: e.reason === 'exchange' ? replace(part.usedTurn, e.seat, turn) : part.usedTurn,
      });
    }
    case 'FavorLost':
      return;
    case 'GiftOffered':
      return set(d, { ...part, gift: { from: e.seat, to: e.to, resource: e.resource } });
    case 'GiftAccepted': {
      const hands = d.hands.slice();
      hands[e.from] = addBundle(hands[e.from], { [e.resource]: 1 }, -1, sees(d.viewer, e.from));
      hands[e.seat] = addBundle(hands[e.seat], { [e.resource]: 1 }, 1, sees(d.viewer, e.seat));
      d.hands = hands;
      return set(d, { ...part, gift: null, giftTurn: replace(part.giftTurn, e.from, turn) });
    }
    case 'GiftRefused': {
      const giver = part.gift?.from ?? -1;
      const earlier = part.refusals !== null && part.refusals.turn === turn && part.refusals.giver === giver ? part.refusals.seats : [];
      return set(d, { ...part, gift: null, refusals: { turn, giver, seats: [...earlier, e.seat] } });
    }
    case 'FavorUsed': {
      const cost = FAVOR_COST[e.guild];
      return set(d, {
        ...part,
        tokens: replace(part.tokens, e.seat, addToken(part.tokens[e.seat], e.guild, -1, sees(d.viewer, e.seat), cost)),
        paid: { ...part.paid, [e.guild]: part.paid[e.guild] + cost },
        usedTurn: replace(part.usedTurn, e.seat, turn),
      });
    }
    case 'MerchantSwapped':
      pay(d, e.seat, { [e.give]: 1 }, -1);
      return pay(d, e.seat, { [e.receive]: 1 }, 1);
    case 'TraderResourceTaken':
      return pay(d, e.seat, { [e.resource]: 1 }, 1);
    case 'ScholarsCardTaken': {
      // Like a card bought, without the price: it may not be played this turn either.
      const open = sees(d.viewer, e.seat);
      d.deck = addCard(d.deck, d.viewer === 'all' ? e.card : null, -1, true);
      d.devCards = replace(d.devCards, e.seat, addCard(d.devCards[e.seat], e.card, 1, open));
      if (d.turn) {
        const t = turnDraft(d.turn);
        t.bought = addCard(t.bought, e.card, 1, open);
        d.turn = t;
      }
      return;
    }
    case 'CatanChipTaken':
      return set(d, { ...part, chips: replace(part.chips, e.seat, part.chips[e.seat] + 1) });
    case 'FavorReturned': {
      const open = sees(d.viewer, e.seat);
      const tokens = addToken(part.tokens[e.seat], e.guild, -1, open);
      const fresh = part.fresh[e.seat];
      // A returned token is taken from the fresh ones last (it does not matter this turn: the exchange was its favor).
      const keep = e.guild !== null && open && fresh[e.guild] > tokens[e.guild] ? addToken(fresh, e.guild, -1, true) : fresh;
      const stack = part.stack === null || e.guild === null || e.at === null ? null
        : [...part.stack.slice(0, e.at), e.guild, ...part.stack.slice(e.at)];
      return set(d, { ...part, stack, supply: part.supply + 1, tokens: replace(part.tokens, e.seat, tokens), fresh: replace(part.fresh, e.seat, keep), exchanging: null });
    }
    default: {
      const unknown: never = e;
      throw new Error(`unknown event ${(unknown as FriendsEvent).type}`);
    }
  }
}
