// Module `friends` (seed 000, "Entre amigos"; RULES.md §5): favor tokens earned by harming
// nobody with the robber, by gifts and by joining districts, spent at five guilds; Catan chips
// are visible points; the game is played to 11. Nothing of Friends is done in the special
// building phase (its `allows` refuses every module's command there); Player 2 of
// paired players may use favors in their part.
import { reject } from '../../base/rejections.ts';
import type { Viewer } from '../../base/state.ts';
import type { Live } from '../../base/draft.ts';
import type { Random } from '../../../shared/random.ts';
import type { Seat } from '../../base/types.ts';
import type { RuleModule } from '../../base/module.ts';
import type { Extend } from '../../base/hooks.ts';
import { friendsDuty, friendsMove } from './bot.ts';
import { FRIENDS_REJECTIONS } from './codes.ts';
import { FRIENDS_COMMANDS, type FriendsCommand } from './commands.ts';
import { decideFriends } from './decide.ts';
import { afterRoad, afterRobber } from './earn.ts';
import type { FriendsEvent } from './events.ts';
import { evolveFriends } from './evolve.ts';
import { FRIENDS_VICTORY_POINTS } from './guilds.ts';
import { friendsLegal } from './legal.ts';
import { readFriends, friendsToken } from './notation.ts';
import { FRIENDS, friendsPart, hasFriends, redactPart, samplePart, shuffledSupply, type FriendsPart } from './part.ts';

export { FRIENDS, friendsPart, hasFriends, usableTokens, chipsLeft, type FriendsPart, type Gift } from './part.ts';
export * from './guilds.ts';
export type { FriendsCommand, Favor, Swap } from './commands.ts';
export type { FriendsEvent, FavorReason } from './events.ts';

const TABLE_KINDS: ReadonlySet<string> = new Set(['CreateGame', 'ClaimSeat', 'MarkReady', 'TakeOverSeat', 'ReturnToSeat']);

export const friends: Extend = (inner) => ({
  ...inner,
  victoryPoints: () => FRIENDS_VICTORY_POINTS,
  extraPoints: (s, seat) => inner.extraPoints(s, seat) + (hasFriends(s) ? friendsPart(s).chips[seat] : 0),
  afterRobber: (s, seat, hex, victim) => [...inner.afterRobber(s, seat, hex, victim), ...afterRobber(s, seat, hex, victim)],
  afterRoad: (s, seat, edge) => [...inner.afterRoad(s, seat, edge), ...afterRoad(s, seat, edge)],
  allows(s, seat, kind) {
    // A gift's answer and an exchange's return come before anything else at the table.
    const part = friendsPart(s);
    if (!TABLE_KINDS.has(kind)) {
      if (part.gift !== null && kind !== 'AcceptGift' && kind !== 'RefuseGift') return reject('friends/gift-pending');
      if (part.exchanging !== null && kind !== 'ReturnFavor') return reject('friends/return-pending');
    }
    return inner.allows(s, seat, kind);
  },
});

function redact(e: FriendsEvent, viewer: Viewer): FriendsEvent {
  switch (e.type) {
    case 'FavorTokensShuffled': return viewer === 'all' || e.order === null ? e : { ...e, order: null };
    case 'FavorDrawn': return viewer === 'all' || viewer === e.seat || e.guild === null ? e : { ...e, guild: null };
    case 'ScholarsCardTaken': return viewer === 'all' || viewer === e.seat || e.card === null ? e : { ...e, card: null };
    // Where a token goes back into the face-down supply nobody knows; which one, its owner.
    case 'FavorReturned': return viewer === 'all' ? e : { ...e, guild: viewer === e.seat ? e.guild : null, at: null };
    case 'FavorLost': case 'GiftOffered': case 'GiftAccepted': case 'GiftRefused': case 'FavorUsed': case 'MerchantSwapped':
    case 'TraderResourceTaken': case 'CatanChipTaken':
      return e;
    default: {
      const unknown: never = e;
      throw new Error(`unknown event ${(unknown as FriendsEvent).type}`);
    }
  }
}

function inputs(c: FriendsCommand, random: Random): FriendsCommand {
  if (c.type === 'UseFavor' && c.guild === 'scholars') return { type: 'UseFavor', seat: c.seat, guild: 'scholars', draw: random() };
  if (c.type === 'ReturnFavor') return { type: 'ReturnFavor', seat: c.seat, guild: c.guild, draw: random() };
  return c;
}

export const FRIENDS_MODULE: RuleModule<FriendsCommand, FriendsEvent> = {
  id: FRIENDS,
  role: 'expansion',
  rejections: FRIENDS_REJECTIONS,
  extend: friends,
  commandTypes: FRIENDS_COMMANDS,
  // A gift's answer, from the seat offered it.
  answerCommands: ['AcceptGift', 'RefuseGift'],
  eventTypes: [
    'FavorTokensShuffled', 'FavorDrawn', 'FavorLost', 'GiftOffered', 'GiftAccepted', 'GiftRefused', 'FavorUsed', 'MerchantSwapped',
    'TraderResourceTaken', 'ScholarsCardTaken', 'CatanChipTaken', 'FavorReturned',
  ],
  decide: decideFriends,
  inputs,
  created: (e, random) => [{ type: 'FavorTokensShuffled', order: shuffledSupply(e.players, random) }],
  evolve: evolveFriends,
  redact,
  redactPart: (part, viewer) => redactPart(part as FriendsPart, viewer),
  samplePart: (part, view: Live, seat: Seat, random) => samplePart(part as FriendsPart, view.players, seat, random),
  token: friendsToken,
  read: readFriends,
  legal: friendsLegal,
  awaited(s) {
    const part = friendsPart(s);
    return part.gift?.to ?? part.exchanging;
  },
  botDuty: friendsDuty,
  botMove: friendsMove,
};
