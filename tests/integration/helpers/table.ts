// Setting up a game through the gateway and letting the domain's random bots play it.
import { nextActor, randomCommand, type Random } from '../../../domain/catan/index.ts';
import { TestClient } from '../../support/ws-client.ts';

export interface Table {
  readonly gameId: string;
  readonly seats: TestClient[];
  readonly tokens: string[];
  readonly spectator: TestClient | null;
}

export const everyone = (t: Table): TestClient[] => (t.spectator ? [...t.seats, t.spectator] : t.seats);

/** Waits until every client has applied the stream up to `version`. */
export async function sync(clients: readonly TestClient[], gameId: string, version: number): Promise<void> {
  await Promise.all(clients.map((c) => c.until(() => c.head(gameId) >= version, 10_000, `version ${version}`)));
}

export async function joinGame(client: TestClient, gameId: string, name: string, seat?: number, extra: Record<string, unknown> = {}) {
  const joined = await client.request({ type: 'joinGame', gameId, name, ...(seat === undefined ? {} : { seat }), ...extra });
  if (joined.type !== 'joined') return joined;
  const events = await client.until(() => client.messages.find((m) => m.type === 'events' && m.reqId === joined.reqId), 10_000, 'join catch-up');
  await client.until(() => client.head(gameId) >= events.head, 10_000, 'join catch-up');
  return joined;
}

export async function openTable(wsUrl: string, options: { players?: 3 | 4; spectator?: boolean } = {}): Promise<Table> {
  const players = options.players ?? 3;
  const seats = await Promise.all(Array.from({ length: players }, () => TestClient.connect(wsUrl)));
  const created = await seats[0].request({ type: 'createGame', players, board: 'beginner' });
  if (created.type !== 'created') throw new Error(`createGame failed: ${JSON.stringify(created)}`);
  const { gameId } = created;
  const tokens: string[] = [];
  for (let seat = 0; seat < players; seat++) {
    const joined = await joinGame(seats[seat], gameId, `Player ${seat + 1}`);
    if (joined.type !== 'joined') throw new Error(`joinGame failed: ${JSON.stringify(joined)}`);
    tokens.push(joined.seatToken);
  }
  const spectator = options.spectator === false ? null : await TestClient.connect(wsUrl);
  if (spectator) await spectator.follow({ type: 'spectate', gameId });
  const table = { gameId, seats, tokens, spectator };
  await sync(everyone(table), gameId, seats[players - 1].head(gameId));
  return table;
}

/**
 * One bot move: the awaited seat chooses among its legal commands on its own (redacted) view
 * and sends it; resolves with the reply once every client has the result. Null when the game is over.
 */
export async function botMove(table: Table, random: Random) {
  const { gameId } = table;
  const state = table.seats[0].view(gameId).state;
  if (state.phase === 'finished') return null;
  const seat = nextActor(state);
  if (seat === null) throw new Error(`nobody to act in phase ${state.phase}`);
  const own = table.seats[seat].view(gameId).state;
  const command = randomCommand(own, seat, random);
  if (!command) throw new Error(`seat ${seat} has no legal command`);
  const reply = await table.seats[seat].command(gameId, table.tokens[seat], command);
  if (reply.type !== 'accepted') throw new Error(`bot move ${JSON.stringify(command)} got ${JSON.stringify(reply)}`);
  await sync(everyone(table), gameId, reply.version);
  return reply;
}

export async function closeAll(table: Table): Promise<void> {
  await Promise.all(everyone(table).map((c) => c.close()));
}
