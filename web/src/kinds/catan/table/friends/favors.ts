// Friends at the table, read from the folded state and the domain's legal commands: the player's
// tokens by guild (which are usable now, which were drawn this turn), and the favors, gifts and
// exchange the domain allows now. Pure: testable without a DOM.
import { friends, type Command, type Seat, type State } from '../../../../lib/domain.ts';

export type Guild = friends.Guild;
export const GUILDS = friends.GUILDS;
export const FAVOR_COST = friends.FAVOR_COST;

export interface GuildHolding {
  readonly guild: Guild;
  readonly held: number;
  /** Drawn this turn: not usable before the next (an exchange may return them). */
  readonly fresh: number;
}

export interface Favors {
  readonly part: friends.FriendsPart;
  readonly holdings: readonly GuildHolding[];
  readonly total: number;
  /** The guilds whose favor the domain lets the player use now. */
  readonly usable: ReadonlySet<Guild>;
  readonly gifts: readonly Extract<Command, { type: 'OfferGift' }>[];
  readonly exchange: Extract<Command, { type: 'ExchangeFavor' }> | null;
  /** A use or exchange made this turn already. */
  readonly spent: boolean;
}

/** Friends' part of a game with Friends, else null. */
export const friendsOf = (s: State): friends.FriendsPart | null => (s.phase !== 'none' && friends.hasFriends(s) ? friends.friendsPart(s) : null);

export function favorsOf(s: State, me: Seat, legal: readonly Command[]): Favors | null {
  const part = friendsOf(s);
  if (!part) return null;
  const turn = s.phase === 'playing' ? s.turn.number : -1;
  const tokens = part.tokens[me];
  const fresh = part.freshTurn[me] === turn ? part.fresh[me] : null;
  const holdings = GUILDS.map((guild) => ({ guild, held: tokens[guild], fresh: fresh?.[guild] ?? 0 }));
  const usable = new Set<Guild>();
  const gifts: Extract<Command, { type: 'OfferGift' }>[] = [];
  let exchange: Favors['exchange'] = null;
  for (const c of legal) {
    if (c.type === 'UseFavor') usable.add(c.guild);
    else if (c.type === 'OfferGift') gifts.push(c);
    else if (c.type === 'ExchangeFavor') exchange = c;
  }
  return {
    part, holdings, total: friends.tokenTotal(tokens), usable, gifts, exchange,
    spent: s.phase === 'playing' && s.turn.seat === me && part.usedTurn[me] === turn,
  };
}

/** The Catan chips a seat holds (0 without Friends). */
export const chipsOf = (s: State, seat: Seat): number => friendsOf(s)?.chips[seat] ?? 0;

/** How many favor tokens a seat holds (counted, whoever may name them). */
export const tokensOf = (s: State, seat: Seat): number => {
  const part = friendsOf(s);
  return part ? friends.tokenTotal(part.tokens[seat]) : 0;
};
