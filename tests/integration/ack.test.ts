// A command sent with `ack: false` (as the site sends them): a connection that follows the game
// learns of its move from the broadcast alone — one message fewer a move, and every message is
// billed — while one that does not follow it is still answered `accepted`; a refusal is always
// answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awaitedSeats, legalCommands, seededRandom } from '../../domain/catan/index.ts';
import type { LocalStack } from '../../functions/local/stack.ts';
import { TestClient } from '../support/ws-client.ts';
import { FAST } from './helpers/people.ts';
import { memoryStack } from './helpers/stack.ts';
import { closeAll, openTable, type Table } from './helpers/table.ts';

let stack: LocalStack;
let table: Table;

beforeAll(async () => {
  stack = await memoryStack({ random: seededRandom(3), limits: FAST });
  table = await openTable(stack.wsUrl, { players: 3, spectator: false });
});

afterAll(async () => {
  await closeAll(table);
  await stack.close();
});

/** The awaited seat's first legal move on its own view. */
function nextMove() {
  const { gameId, seats } = table;
  const s = seats[0].view(gameId).state;
  const seat = awaitedSeats(s)[0];
  const command = legalCommands(seats[seat].view(gameId).state, seat)[0];
  return { seat, command };
}

describe('a command without acknowledgement', () => {
  it('is answered by its record in the broadcast alone on a connection that follows the game', async () => {
    const { gameId, seats, tokens } = table;
    const { seat, command } = nextMove();
    const client = seats[seat];
    const before = client.messages.length;
    const head = client.head(gameId);
    const { seat: _, ...body } = command as typeof command & { seat?: number };
    client.send({ type: 'command', reqId: 'quiet1', gameId, seatToken: tokens[seat], commandId: 'quiet-command-1', lastVersion: head, ack: false, command: body });
    await client.until(() => client.head(gameId) > head, 10_000, 'the broadcast');
    expect(client.view(gameId).items.at(-1)!.commandId).toBe('quiet-command-1');
    // Give a stray answer time to arrive: there is none.
    await new Promise((r) => setTimeout(r, 300));
    expect(client.messages.slice(before).filter((m) => m.type !== 'events')).toEqual([]);
  });

  it('is still answered `accepted` on a connection that does not follow the game, and a refusal always is', async () => {
    const { gameId, seats, tokens } = table;
    const { seat, command } = nextMove();
    const stranger = await TestClient.connect(stack.wsUrl);
    try {
      const head = seats[seat].head(gameId);
      const { seat: _, ...body } = command as typeof command & { seat?: number };
      const reply = await stranger.request({ type: 'command', gameId, seatToken: tokens[seat], commandId: 'quiet-command-2', lastVersion: head, ack: false, command: body });
      expect(reply).toMatchObject({ type: 'accepted', commandId: 'quiet-command-2', version: head + 1 });
      // A command the rules refuse (a seat ending another's turn): its error comes back, whatever `ack` says.
      const other = (seat + 1) % 3;
      const refused = await seats[other].request({ type: 'command', gameId, seatToken: tokens[other], commandId: 'quiet-command-3', ack: false, command: { type: 'EndTurn' } });
      expect(refused).toMatchObject({ type: 'error', code: 'rule/not-your-turn' });
    } finally {
      await stranger.close();
    }
  });
});
