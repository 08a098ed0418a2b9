// Situations of the Friends mini-expansion (seed 000, "Entre amigos"), made of real events: a
// 4-player beginner-board game with Friends whose face-down supply is laid in a known order, so
// that a test can say which token each draw takes.
import type { Command, Event } from '../../domain/catan/index.ts';
import { friendsPart, GUILDS, tokensInPlay, type FriendsPart, type Guild } from '../../domain/catan/modules/friends/index.ts';
import { BLUE, given, gives, hex, ORANGE, played, RED, type Given } from './given.ts';

export { BLUE, ORANGE, RED };

/** The supply with these tokens on top, drawn in this order; the rest below them. */
export function supplyWith(top: readonly Guild[], players = 4): Guild[] {
  const counts: Record<Guild, number> = { ...tokensInPlay(players) };
  for (const g of top) counts[g]--;
  const rest = GUILDS.flatMap((g) => Array.from({ length: counts[g] }, () => g));
  return [...rest, ...[...top].reverse()];
}

/** The default draws: ships first (traders'), then shovels, then books. */
export const SHIPS_FIRST = supplyWith(['trader', 'trader', 'trader', 'pavers', 'pavers', 'scholars', 'scholars', 'merchant', 'architects', 'architects']);

/** A 4-player beginner game with Friends (red, seat 0, to roll), its supply in this order (top last). */
export function friendsGame(order: readonly Guild[] = SHIPS_FIRST, players = 4, extra: Partial<Command> = {}): Given {
  const seats = Array.from({ length: players }, (_, seat): Command => ({ type: 'ClaimSeat', seat, name: `Player ${seat + 1}` }));
  const events = played([], { type: 'CreateGame', players, board: 'beginner', seed: 1, modules: ['friends'], secret: 9, ...extra } as Command, ...seats);
  return given(events.map((e): Event => (e.type === 'FavorTokensShuffled' ? { type: 'FavorTokensShuffled', order: [...order] } : e)));
}

export const part = (g: Given): FriendsPart => friendsPart(g.playing);

/** Tokens a seat drew earlier (facts), usable from its next turn on. */
export const holds = (seat: number, ...guilds: Guild[]): Event[] =>
  guilds.map((guild) => ({ type: 'FavorDrawn', seat, guild, reason: 'robber' }));

/** Red, in its second turn, has rolled, holding these tokens (drawn in the first round: usable now). */
export function redWithTokens(...guilds: Guild[]): Given {
  return friendsGame().and(holds(RED, ...guilds)).turnOf(RED).rolled([1, 1]).turnOf(RED, [2, 2]).rolled([1, 1]);
}

/** Red to move the robber after a 7, the robber moved off the desert (3.3) earlier. */
export const redMovesRobber = (): Given =>
  friendsGame().and({ type: 'RobberMoved', seat: BLUE, hex: hex('5.1') }).after({ type: 'RollDice', seat: RED, dice: [3, 4] });

/** Red has rolled and holds 2 ore to give. */
export const redToGive = (): Given => friendsGame().rolled([1, 1]).and(gives(RED, { ore: 2 }));
