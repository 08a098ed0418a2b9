// A player's page: their games (newest first), their ratings, and counts over their ended games.
// Anyone reads a player's finished public games; with the player's own session, the games under
// way, private and abandoned too. A finished game whose end was not rated here (a wake ended it,
// or a seat was adopted after the end) is rated now, once: rating is idempotent (rating.ts); one
// whose end is not on its games item (it ended before that was kept, or the write failed) has it
// worked out from its stream now, once, and written back (game-end.ts).
import { MAX_PLAYED, PROVISIONAL_GAMES, type PlayedGame, type PlayerRating } from '../../protocol/players.ts';
import { COUNTED_GAMES } from '../../protocol/player-stats.ts';
import type { ClientMessage } from '../../protocol/messages.ts';
import type { GameRecord } from '../../store/types.ts';
import type { PlayedSeat, RatingRecord } from '../../store/players.ts';
import type { Context } from '../context.ts';
import { replyTo, ServiceError } from '../errors.ts';
import { identityStore, sessionAccount } from '../identity/session.ts';
import { describeError } from '../log.ts';
import { send } from '../send.ts';
import { recordEnd } from './game-end.ts';
import { rateGame } from './rating.ts';
import { shownRating } from './standings.ts';
import { playerStats } from './stats.ts';

type GetPlayer = Extract<ClientMessage, { type: 'getPlayer' }>;

/** Late ratings one page view may make at most (the rest on the next view). */
const LATE_RATINGS = 10;
/** Ends one page view may work out from streams at most, newest first (the rest on the next views). */
const LATE_ENDS = 10;

const playedGame = (seat: PlayedSeat, g: GameRecord): PlayedGame => ({
  gameId: g.gameId, seat: seat.seat, ...(g.kind === 'dice' ? { kind: 'dice' as const } : {}), status: g.status, createdAt: g.createdAt,
  players: g.players, board: g.board, ...(g.modules?.length ? { modules: g.modules } : {}), seats: g.seats,
  ...(g.winner !== undefined ? { winner: g.winner } : {}), ...(g.score !== undefined ? { score: g.score } : {}),
});

const ratingView = (r: RatingRecord): PlayerRating => ({
  family: r.family, rating: shownRating(r), mu: r.mu, sigma: r.sigma, games: r.games, provisional: r.games < PROVISIONAL_GAMES, history: r.history,
});

interface Found {
  readonly seat: PlayedSeat;
  game: GameRecord | null;
}

/** Works out the missing ends of the newest finished games, in place; a failure is logged and tried again on a later view. */
async function lateEnds(ctx: Context, found: readonly Found[]): Promise<void> {
  const missing = found.filter((f) => f.game?.status === 'finished' && !f.game.end)
    .sort((a, b) => b.game!.createdAt.localeCompare(a.game!.createdAt)).slice(0, LATE_ENDS);
  await Promise.all(missing.map(async (f) => {
    try {
      const end = await recordEnd(ctx, f.seat.gameId);
      if (end) f.game = { ...f.game!, end };
    } catch (error) {
      ctx.log.warn('end not recorded', { gameId: f.seat.gameId, ...describeError(error) });
    }
  }));
}

export async function getPlayer(ctx: Context, connectionId: string, msg: GetPlayer): Promise<void> {
  const store = identityStore(ctx);
  const own = msg.sessionToken !== undefined && (await sessionAccount(ctx, msg.sessionToken)) === msg.playerId;
  const account = await store.getAccount(msg.playerId);
  if (!account) throw new ServiceError('player/not-found');
  const seats = (await store.playedSeats(msg.playerId)).sort((a, b) => (b.at ?? '').localeCompare(a.at ?? '')).slice(0, COUNTED_GAMES);
  const read = await ctx.stores.games.getMany(seats.map((s) => s.gameId));
  const found: Found[] = seats.map((seat) => ({ seat, game: read.get(seat.gameId) ?? null }));
  const late = found.filter(({ seat, game }) => game?.status === 'finished' && !seat.rated).slice(0, LATE_RATINGS);
  const rated = (async () => {
    for (const { seat } of late) {
      await rateGame(ctx, store, seat.gameId).catch((error: unknown) => ctx.log.warn('rating failed', { gameId: seat.gameId, ...describeError(error) }));
    }
  })();
  await Promise.all([rated, lateEnds(ctx, found)]);
  const games = found.slice(0, MAX_PLAYED)
    .flatMap(({ seat, game }) => (game && (own || (game.status === 'finished' && !game.private)) ? [playedGame(seat, game)] : []))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const stats = playerStats(found.flatMap(({ seat, game }) => (game ? [{ seat: seat.seat, game }] : [])));
  const ratings = (await store.ratings(msg.playerId)).map(ratingView);
  await send(ctx, connectionId, { type: 'player', ...replyTo(msg), player: { playerId: msg.playerId, name: account.name, own, ratings, games, stats } });
}
