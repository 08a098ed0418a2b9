// Handing a seat to a bot on purpose (docs/protocol.md, "Leaving, and votes"): a player leaves a
// game under way, or the other players of a game without a turn timer vote to hand a stalled
// person's seat to a bot. Either way a bot plays the seat (SeatTakenOver) until its player comes
// back. The server's answers and pushes, and the refusals, are here; the requests' schemas are in
// messages.ts with the others.

/** How long the game must have waited for a person (no turn timer) before the others may vote (ms); the site shows the vote then. */
export const STALL_MS = 120_000;

/** The tally of a vote on a seat: who voted (seats), and how many votes hand it over. */
export interface VoteTally {
  readonly gameId: string;
  readonly seat: number;
  readonly voters: readonly number[];
  readonly needed: number;
}

export type HandOverMessage =
  /** `leaveGame` was done: a bot plays `seat` from now on (also when it already did). */
  | { readonly type: 'left'; readonly reqId?: string; readonly gameId: string; readonly seat: number }
  /** `voteBot` was counted; `passed`: the seat went to a bot with it. */
  | ({ readonly type: 'voted'; readonly reqId?: string; readonly passed: boolean } & VoteTally)
  /** Pushed to the game's connections when a vote is counted. */
  | ({ readonly type: 'vote' } & VoteTally);

export const HAND_OVER_ERRORS = {
  'vote/own-seat': 'To hand your own seat to a bot, leave the game.',
  'vote/timer': 'This game has a turn timer: a bot takes a seat over by itself when the time runs out.',
  'vote/not-awaited': 'The game is not waiting for that player.',
  'vote/too-soon': 'That player has not had the move for long enough yet.',
  'vote/away': 'A bot plays your seat: come back to it before voting.',
  'game/not-started': 'The game has not started.',
} as const;
