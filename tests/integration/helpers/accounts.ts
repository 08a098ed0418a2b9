// Signed-in players on a local stack: sign up with a software authenticator, sit at a game and
// hand the seat to the account (as the site does after a join), and play a two-seat dice game
// to its end with the dice bot's moves.
import { expect } from 'vitest';
import { seededRandom } from '../../../domain/catan/index.ts';
import { botCommand, type DiceState } from '../../../domain/dice/index.ts';
import { SoftAuthenticator } from '../../support/soft-authenticator.ts';
import { TestClient } from '../../support/ws-client.ts';
import { joinGame } from './table.ts';

export interface Account {
  readonly client: TestClient;
  readonly sessionToken: string;
  readonly accountId: string;
}

export async function signUp(wsUrl: string, siteUrl: string, name: string, clients: TestClient[]): Promise<Account> {
  const client = await TestClient.connect(wsUrl);
  clients.push(client);
  const auth = new SoftAuthenticator(siteUrl);
  const { challengeId, options } = await client.ask({ type: 'passkeyOptions', purpose: 'register', name }, 'passkeyOptions');
  const { sessionToken, account } = await client.ask({ type: 'passkeyRegister', challengeId, response: auth.register(options as never) }, 'signedIn');
  return { client, sessionToken, accountId: account.accountId };
}

export async function sit(p: Account, gameId: string, name: string): Promise<{ seat: number; seatToken: string }> {
  const joined = await joinGame(p.client, gameId, name);
  if (joined.type !== 'joined') throw new Error(JSON.stringify(joined));
  const seat = { seat: joined.seat as number, seatToken: joined.seatToken as string };
  await p.client.ask({ type: 'adoptSeats', sessionToken: p.sessionToken, seats: [{ gameId, seatToken: seat.seatToken }] }, 'adopted');
  return seat;
}

/** Plays the seat with the dice bot's moves until the game ends. */
export async function play(p: Account, gameId: string, seat: { seat: number; seatToken: string }): Promise<void> {
  const random = seededRandom(11 + seat.seat);
  const view = () => p.client.view(gameId).dice as DiceState;
  for (let n = 0; ; n++) {
    const s = await p.client.until(() => {
      const d = view();
      return d && (d.phase === 'finished' || (d.phase === 'playing' && d.turn.seat === seat.seat)) ? d : false;
    }, 20_000, `seat ${seat.seat}'s turn`);
    if (s.phase === 'finished') return;
    const held = p.client.head(gameId);
    const reply = await p.client.command(gameId, seat.seatToken, botCommand(s, seat.seat, 'good', random)!, { commandId: `r${seat.seat}-${gameId}-${n}` });
    expect(reply.type, JSON.stringify(reply)).toBe('accepted');
    await p.client.until(() => p.client.head(gameId) > held, 10_000, 'the move');
  }
}

/** Two signed-in players play a two-seat dice game, rated or not, to its end; returns its id. */
export async function duel(a: Account, b: Account, rated: boolean): Promise<string> {
  const { gameId } = await a.client.ask({ type: 'createGame', game: 'dice', side: 'standard', players: 2, ...(rated ? { rated } : {}) }, 'created');
  const seatA = await sit(a, gameId, 'Ana');
  const seatB = await sit(b, gameId, 'Bruno');
  await Promise.all([play(a, gameId, seatA), play(b, gameId, seatB)]);
  return gameId;
}
