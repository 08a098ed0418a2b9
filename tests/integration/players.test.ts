// Players' pages and ratings on the real local stack (dynalite behind the ws gateway, real
// WebSocket clients, passkeys signed by a software authenticator): two signed-in players play two
// dice games; each one's page lists both with their results, the ratings move once per game (a
// replayed winning command rates nothing again); two more games, one left for good and one left
// and come back to, give the pages' results, finished shares and dice (a game's end missing from
// its item is worked out from its stream); and a deleted account's seats read as a former
// player's everywhere a name is shown.
import { UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../domain/catan/index.ts';
import { botCommand, type DiceState } from '../../domain/dice/index.ts';
import { DICE_VERIFY } from '../../domain/dice/verify.ts';
import { gameEndOf } from '../../functions/app/players/game-end.ts';
import { nextRatings, placesOf, scores } from '../../functions/app/players/standings.ts';
import type { LocalStack } from '../../functions/local/stack.ts';
import type { RatingRecord } from '../../functions/store/players.ts';
import { createDynamoClient } from '../../functions/store/dynamo/index.ts';
import { LOCAL_TABLES } from '../../functions/local/dynalite.ts';
import { loadStream } from '../../functions/store/stream.ts';
import type { PlayerView } from '../../functions/protocol/players.ts';
import { TestClient } from '../support/ws-client.ts';
import { signUp as signUpAccount, sit, type Account } from './helpers/accounts.ts';
import { FAST } from './helpers/fast.ts';
import { memoryStack, type Captured } from './helpers/stack.ts';

let stack: LocalStack & { log: Captured };
const clients: TestClient[] = [];

beforeAll(async () => {
  stack = await memoryStack({ limits: FAST });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await stack?.close();
});

type Player = Account;
const signUp = (name: string) => signUpAccount(stack.wsUrl, stack.siteUrl, name, clients);

interface Sent { readonly client: TestClient; readonly seatToken: string; readonly body: Record<string, unknown> }

/** Plays the seat with the dice bot until the game ends; every command sent is kept by its id. */
async function play(p: Player, gameId: string, seat: { seat: number; seatToken: string }, sent: Map<string, Sent>): Promise<void> {
  const random = seededRandom(7 + seat.seat);
  const view = () => p.client.view(gameId).dice as DiceState;
  for (let n = 0; ; n++) {
    const s = await p.client.until(() => {
      const d = view();
      return d && (d.phase === 'finished' || (d.phase === 'playing' && d.turn.seat === seat.seat)) ? d : false;
    }, 20_000, `seat ${seat.seat}'s turn`);
    if (s.phase === 'finished') return;
    const command = botCommand(s, seat.seat, 'good', random)!;
    const held = p.client.head(gameId);
    const commandId = `p${seat.seat}-${gameId}-${n}`;
    const reply = await p.client.command(gameId, seat.seatToken, command, { commandId });
    expect(reply.type, JSON.stringify(reply)).toBe('accepted');
    const { seat: _, ...body } = command as typeof command & { seat?: number };
    sent.set(commandId, { client: p.client, seatToken: seat.seatToken, body: { ...body, lastVersion: held } });
    await p.client.until(() => p.client.head(gameId) > held, 10_000, 'the move');
  }
}

/** A two-seat dice game the two signed-in players sit at. */
async function table(a: Player, b: Player) {
  const { gameId } = await a.client.ask({ type: 'createGame', game: 'dice', side: 'standard', players: 2, rated: true }, 'created');
  return { gameId, a: await sit(a, gameId, 'Ana'), b: await sit(b, gameId, 'Bruno') };
}

/** Two signed-in players play a two-seat dice game to its end; returns its id and the commands sent. */
async function duel(a: Player, b: Player): Promise<{ gameId: string; sent: Map<string, Sent> }> {
  const { gameId, a: seatA, b: seatB } = await table(a, b);
  const sent = new Map<string, Sent>();
  await Promise.all([play(a, gameId, seatA, sent), play(b, gameId, seatB, sent)]);
  return { gameId, sent };
}

/** The record that ends the game (the seeds' reveal may follow it). */
const ended = <R extends { readonly events: readonly { readonly type: string }[] }>(records: readonly R[]): R =>
  records.findLast((r) => r.events.some((e) => e.type === 'GameEnded' || e.type === 'GameWon'))!;

const page = async (client: TestClient, playerId: string, sessionToken?: string): Promise<PlayerView> =>
  (await client.ask({ type: 'getPlayer', playerId, ...(sessionToken ? { sessionToken } : {}) }, 'player')).player;

/** The page once the ratings of `games` games are written (they follow the winning command's answer). */
async function ratedPage(p: Player, games: number): Promise<PlayerView> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const view = await page(p.client, p.accountId, p.sessionToken);
    if (view.ratings.find((r) => r.family === 'dice')?.games === games) return view;
    if (Date.now() > deadline) throw new Error(`not rated ${games}: ${JSON.stringify(view.ratings)}; ${JSON.stringify(stack.log.lines.find((l) => l.level !== 'info'))}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('players', () => {
  let ana: Player;
  let bruno: Player;
  const games: string[] = [];

  it('lists a player’s two finished games with their seats and results, and rates each once', async () => {
    [ana, bruno] = await Promise.all([signUp('Ana'), signUp('Bruno')]);
    const first = await duel(ana, bruno);
    games.push(first.gameId);
    const once = await ratedPage(ana, 1);
    const second = await duel(ana, bruno);
    games.push(second.gameId);
    const view = await ratedPage(ana, 2);
    expect(view).toMatchObject({ playerId: ana.accountId, name: 'Ana', own: true });
    expect(view.games.map((g) => g.gameId).sort()).toEqual([...games].sort());
    for (const g of view.games) expect(g).toMatchObject({ kind: 'dice', status: 'finished', players: 2, seats: ['Ana', 'Bruno'], seat: 0, board: 'standard' });
    const dice = view.ratings.find((r) => r.family === 'dice')!;
    expect(dice.history.map((h) => h.gameId)).toEqual(games);
    expect(dice).toMatchObject({ games: 2, provisional: true });
    expect(dice.history[0]).toEqual(once.ratings[0]!.history[0]);
    // A win raises a rating from the start (25), a last place lowers it, a draw leaves it.
    const brunoView = await page(ana.client, bruno.accountId);
    expect(brunoView).toMatchObject({ name: 'Bruno', own: false });
    expect(brunoView.games).toHaveLength(2);
    const brunoDice = brunoView.ratings.find((r) => r.family === 'dice')!;
    for (const point of [dice.history[0]!, brunoDice.history[0]!]) {
      const other = point === dice.history[0] ? brunoDice.history[0]! : dice.history[0]!;
      if (point.place < other.place) expect(point.mu).toBeGreaterThan(25);
      else if (point.place > other.place) expect(point.mu).toBeLessThan(25);
      else expect(point.mu).toBeCloseTo(25, 6);
    }

    // AND the ratings, recomputed from the two games' streams alone, are the stored ones
    let recomputed: [RatingRecord | null, RatingRecord | null] = [null, null];
    for (const gameId of games) {
      const { state, tail } = await loadStream(stack.stores.events, gameId);
      const places = placesOf(scores(state)!, [0, 1]);
      const next = nextRatings('dice', [0, 1].map((seat) => ({ before: recomputed[seat]!, place: places[seat]! })), gameId, ended(tail).at);
      recomputed = [next[0]!, next[1]!];
    }
    expect({ mu: dice.mu, sigma: dice.sigma, history: dice.history }).toEqual({ mu: recomputed[0]!.mu, sigma: recomputed[0]!.sigma, history: recomputed[0]!.history });
    expect({ mu: brunoDice.mu, sigma: brunoDice.sigma }).toEqual({ mu: recomputed[1]!.mu, sigma: recomputed[1]!.sigma });

    // WHEN the winning command is sent again (its answer lost, say): a duplicate, answered as accepted
    const records = await stack.stores.events.range(second.gameId, 0);
    const last = ended(records);
    const original = second.sent.get(last.commandId);
    expect(original, 'the game ends in a command of the players').toBeDefined();
    const { lastVersion, ...command } = original!.body;
    const again = await original!.client.request({ type: 'command', gameId: second.gameId, seatToken: original!.seatToken, commandId: last.commandId, lastVersion, command });
    expect(again).toMatchObject({ type: 'accepted', version: last.version });
    // THEN nothing is rated again
    await new Promise((r) => setTimeout(r, 300));
    const after = await page(ana.client, ana.accountId, ana.sessionToken);
    expect(after.ratings).toEqual(view.ratings);
    expect((await page(bruno.client, bruno.accountId)).ratings).toEqual(brunoView.ratings);
  });

  it('counts each one’s results, finished share and dice from the games’ ends: a leaver who never came back did not finish', async () => {
    // GIVEN a third game Bruno leaves for good (a bot plays his seat to the end)
    const left = await table(ana, bruno);
    await bruno.client.ask({ type: 'leaveGame', gameId: left.gameId, seatToken: left.b.seatToken }, 'left');
    await play(ana, left.gameId, left.a, new Map());
    // AND a fourth he leaves and comes back to (his resume gives the seat back), then both finish
    const back = await table(ana, bruno);
    await bruno.client.ask({ type: 'leaveGame', gameId: back.gameId, seatToken: back.b.seatToken }, 'left');
    await bruno.client.follow({ type: 'resume', gameId: back.gameId, seatToken: back.b.seatToken, lastVersion: bruno.client.head(back.gameId) });
    await bruno.client.until(() => bruno.client.view(back.gameId).items.some((i) => i.commandId?.startsWith('back:1:')), 5000, 'the return');
    await Promise.all([play(ana, back.gameId, back.a, new Map()), play(bruno, back.gameId, back.b, new Map())]);
    games.push(left.gameId, back.gameId);
    // WHEN the first game's end is missing from its item (it ended before ends were kept)
    expect((await stack.stores.games.get(games[0]!))?.end).toBeDefined();
    const db = createDynamoClient({ endpoint: stack.dynamoEndpoint });
    await db.send(new UpdateItemCommand({ TableName: LOCAL_TABLES.games, Key: { gameId: { S: games[0]! } }, UpdateExpression: 'REMOVE #end', ExpressionAttributeNames: { '#end': 'end' } }));
    db.destroy();
    expect((await stack.stores.games.get(games[0]!))?.end).toBeUndefined();
    // THEN Ana's page works it out from the stream, writes it back, and counts all four: she finished every one
    const view = await ratedPage(ana, 4);
    expect((await stack.stores.games.get(games[0]!))?.end).toEqual(gameEndOf(await stack.stores.events.range(games[0]!, 0)));
    const endsOf = await Promise.all(games.map(async (g) => gameEndOf(await stack.stores.events.range(g, 0))!));
    const won = (seat: number) => endsOf.filter((e) => e.seated[seat] && e.winners.includes(seat)).length;
    expect(view.stats).toMatchObject({ share: { finished: 4, of: 4 }, uncounted: 0, results: [{ kind: 'dice', played: 4, finished: 4, won: won(0) }] });
    // AND Bruno's says he finished three of four
    const brunoView = await page(ana.client, bruno.accountId);
    expect(brunoView.stats.share).toEqual({ finished: 3, of: 4 });
    expect(brunoView.stats.results).toEqual([{ kind: 'dice', played: 4, finished: 3, won: won(1) }]);
    expect(endsOf.map((e) => e.seated)).toEqual([[true, true], [true, true], [true, false], [true, true]]);
    // AND the dice are the four review rooms' counts summed: every roll, and each one's own
    const events = await Promise.all(games.map(async (g) => (await stack.stores.events.range(g, 0)).flatMap((r) => r.events)));
    const sum = (tallies: readonly (readonly number[])[]) => tallies.reduce((a, b) => a.map((n, i) => n + b[i]!));
    const ofSeat = (seat: number) => sum(events.map((e) => DICE_VERIFY.tally(e.filter((x) => (x as { seat?: number }).seat === seat) as never).observed));
    expect(view.stats.dice).toEqual([{ family: 'dice', games: 4, rolls: { own: ofSeat(0), all: sum(events.map((e) => DICE_VERIFY.tally(e as never).observed)) } }]);
    expect(brunoView.stats.dice[0]!.rolls.own).toEqual(ofSeat(1));
  });

  it('shows one’s own game under way, to its player only', async () => {
    const { gameId } = await ana.client.ask({ type: 'createGame', game: 'dice', side: 'standard', players: 2 }, 'created');
    await sit(ana, gameId, 'Ana');
    await sit(bruno, gameId, 'Bruno');
    const own = await page(ana.client, ana.accountId, ana.sessionToken);
    expect(own.games.find((g) => g.gameId === gameId)).toMatchObject({ status: 'playing', seat: 0 });
    const other = await page(bruno.client, ana.accountId);
    expect(other.games.map((g) => g.gameId)).not.toContain(gameId);
    expect(other.own).toBe(false);
  });

  it('names a deleted account’s seats neutrally, in the pages, the lists and a replay’s catch-up', async () => {
    await bruno.client.ask({ type: 'deleteAccount', sessionToken: bruno.sessionToken }, 'accountDeleted');
    const view = await page(ana.client, ana.accountId);
    for (const g of view.games.filter((x) => games.includes(x.gameId))) expect(g.seats).toEqual(['Ana', '']);
    // Ana's ratings stay as they were.
    expect(view.ratings.find((r) => r.family === 'dice')?.games).toBe(games.length);
    const finished = await ana.client.ask({ type: 'listGames', status: 'finished' }, 'games');
    expect(finished.games.find((g) => g.gameId === games[0])?.seats).toEqual(['Ana', '']);
    const watcher = await TestClient.connect(stack.wsUrl);
    clients.push(watcher);
    await watcher.follow({ type: 'spectate', gameId: games[0] });
    const claims = watcher.view(games[0]!).items.flatMap((i) => i.events).filter((e) => e.type === 'SeatClaimed');
    expect(claims.map((e) => (e as { name: string }).name)).toEqual(['Ana', '']);
    // The stream itself keeps its events.
    const stored = (await stack.stores.events.range(games[0]!, 0)).flatMap((r) => r.events).filter((e) => e.type === 'SeatClaimed');
    expect(stored.map((e) => (e as { name: string }).name)).toEqual(['Ana', 'Bruno']);
  });

  it('refuses a page request with a typed error', async () => {
    const bad = await ana.client.request({ type: 'getPlayer', playerId: 'no spaces!' });
    expect(bad).toMatchObject({ type: 'error', code: 'protocol/invalid-message' });
    const gone = await ana.client.request({ type: 'getPlayer', playerId: bruno.accountId });
    expect(gone).toMatchObject({ type: 'error', code: 'player/not-found' });
    const ended = await ana.client.request({ type: 'getPlayer', playerId: ana.accountId, sessionToken: bruno.sessionToken });
    expect(ended).toMatchObject({ type: 'error', code: 'auth/no-session' });
  });
});
