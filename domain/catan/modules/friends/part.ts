// Friends' part of the state (state.parts.friends): the supply, each seat's tokens and Catan
// chips, the tokens paid to the guilds, and what this turn has seen (a gift, a use, an exchange).
import { sees, type Table, type Viewer } from '../../base/state.ts';
import type { Random } from '../../../shared/random.ts';
import { shuffled } from '../../../shared/random.ts';
import type { Resource, Seat } from '../../base/types.ts';
import {
  addToken, CATAN_CHIPS, closeTokens, GUILDS, NO_TOKENS, tokensInPlay, type Guild, type Tokens,
} from './guilds.ts';

export const FRIENDS = 'friends';

export interface Gift {
  readonly from: Seat;
  readonly to: Seat;
  readonly resource: Resource;
}

export interface FriendsPart {
  /** The face-down supply, top last: known to viewer 'all' only (null for the others, who count it). */
  readonly stack: readonly Guild[] | null;
  readonly supply: number;
  readonly tokens: readonly Tokens[];
  /** Tokens each seat drew in turn `freshTurn[seat]` (not usable in that turn); named for the owner only. */
  readonly fresh: readonly Tokens[];
  readonly freshTurn: readonly number[];
  /** Tokens paid for favors, face up by their guild, out of play. */
  readonly paid: Readonly<Record<Guild, number>>;
  readonly chips: readonly number[];
  /** The turn of each seat's last use or exchange (−1: none yet). */
  readonly usedTurn: readonly number[];
  /** The turn of each seat's last accepted gift (−1: none yet). */
  readonly giftTurn: readonly number[];
  /** The gift awaiting its answer. */
  readonly gift: Gift | null;
  /** Who refused a gift of `giver` in `turn` (they may not be offered it again that turn). */
  readonly refusals: { readonly turn: number; readonly giver: Seat; readonly seats: readonly Seat[] } | null;
  /** The seat that drew for an exchange and must now return a token. */
  readonly exchanging: Seat | null;
}

/** Friends' part of a game with Friends (a game without it has none: see `hasFriends`). */
export const friendsPart = (s: Pick<Table, 'parts'>): FriendsPart => s.parts[FRIENDS] as FriendsPart;
export const hasFriends = (s: Pick<Table, 'parts'>): boolean => s.parts[FRIENDS] !== undefined;

const NO_PAID: Readonly<Record<Guild, number>> = { merchant: 0, trader: 0, pavers: 0, scholars: 0, architects: 0 };

/** Every token in play, in GUILDS order: what the shuffle orders. */
export function composition(players: number): Guild[] {
  const counts = tokensInPlay(players);
  return GUILDS.flatMap((g) => Array.from({ length: counts[g] }, () => g));
}

export const shuffledSupply = (players: number, random: Random): Guild[] => shuffled(composition(players), random);

export function initialPart(players: number, order: readonly Guild[] | null): FriendsPart {
  const seats = Array.from({ length: players }, () => -1);
  return {
    stack: order, supply: order?.length ?? composition(players).length,
    tokens: seats.map(() => NO_TOKENS), fresh: seats.map(() => NO_TOKENS), freshTurn: seats,
    paid: NO_PAID, chips: seats.map(() => 0), usedTurn: seats, giftTurn: seats,
    gift: null, refusals: null, exchanging: null,
  };
}

/** The part as `viewer` may know it: the supply's order and other seats' guilds hidden. */
export function redactPart(part: FriendsPart, viewer: Viewer): FriendsPart {
  if (viewer === 'all') return part;
  return {
    ...part,
    stack: null,
    tokens: part.tokens.map((t, seat) => (sees(viewer, seat) ? t : closeTokens(t))),
    fresh: part.fresh.map((t, seat) => (sees(viewer, seat) ? t : NO_TOKENS)),
  };
}

/** A full part consistent with `seat`'s view: the tokens it cannot name dealt at random (for the expert's worlds). */
export function samplePart(part: FriendsPart, players: number, seat: Seat, random: Random): FriendsPart {
  const inPlay = tokensInPlay(players);
  const mine = part.tokens[seat];
  const pool = shuffled(GUILDS.flatMap((g) => Array.from({ length: inPlay[g] - part.paid[g] - mine[g] }, () => g)), random);
  let next = 0;
  const tokens = part.tokens.map((t, i) => {
    if (i === seat) return t;
    let out = NO_TOKENS;
    for (let k = 0; k < t.unknown && next < pool.length; k++) out = addToken(out, pool[next++], 1, true);
    return out;
  });
  return { ...part, tokens, stack: pool.slice(next, next + part.supply) };
}

export const usableTokens = (part: FriendsPart, seat: Seat, turn: number, guild: Guild): number =>
  part.tokens[seat][guild] - (part.freshTurn[seat] === turn ? part.fresh[seat][guild] : 0);

export const chipsLeft = (part: FriendsPart): number => part.chips.reduce((n, c) => n - c, CATAN_CHIPS);

