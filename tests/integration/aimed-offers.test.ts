// Offers aimed at one player, through the local stack: only the player an offer is made to may
// answer it (the others get a typed error and the stream does not move), every client and the
// spectator see whom it is made to, and a bot answers an offer only when it is made to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  handTotal, randomCommand, RESOURCES, seededRandom, type CommandOf, type Random, type Seat, type State,
} from '../../domain/catan/index.ts';
import type { LocalStack } from '../../functions/local/stack.ts';
import { TestClient } from '../support/ws-client.ts';
import { FAST, mustAct } from './helpers/people.ts';
import { memoryStack } from './helpers/stack.ts';
import { botMove, closeAll, everyone, joinGame, openTable, sync, type Table } from './helpers/table.ts';

let stack: LocalStack;

beforeAll(async () => {
  stack = await memoryStack({ random: seededRandom(77), limits: FAST });
});

afterAll(async () => {
  await stack.close();
});

/** The active player's main phase, with no offer open and a card to offer. */
const canOffer = (s: State): s is Extract<State, { phase: 'playing' }> => s.phase === 'playing' && s.turn.dice !== null
  && s.turn.pending.kind === 'none' && !s.turn.trade && handTotal(s.hands[s.turn.seat]) > 0;

/** One card the seat holds for one it does not offer. */
function oneForOne(s: Extract<State, { phase: 'playing' }>, seat: Seat, to: Seat): CommandOf<'OfferTrade'> {
  const give = RESOURCES.find((r) => s.hands[seat][r] > 0)!;
  return { type: 'OfferTrade', seat, give: { [give]: 1 }, want: { [give === 'ore' ? 'wool' : 'ore']: 1 }, to };
}

const codeOf = (reply: { type: string; code?: unknown }) => (reply.type === 'error' ? reply.code : reply.type);

describe('an offer aimed at one player, through the gateway', () => {
  let table: Table;

  afterAll(async () => {
    if (table) await closeAll(table);
  });

  it('is answered by that player only; the others are refused and nothing changes', async () => {
    // GIVEN three people and a spectator, played until someone may offer a trade
    table = await openTable(stack.wsUrl, { players: 3 });
    const { gameId, seats, tokens } = table;
    const random = seededRandom(5);
    while (!canOffer(seats[0].view(gameId).state)) await botMove(table, random);
    const s = seats[0].view(gameId).state as Extract<State, { phase: 'playing' }>;
    const active = s.turn.seat;
    const [to, other] = [(active + 1) % 3, (active + 2) % 3];
    // WHEN the active player offers a card to the next player alone
    const offered = await seats[active].command(gameId, tokens[active], oneForOne(s, active, to));
    expect(offered.type).toBe('accepted');
    await sync(everyone(table), gameId, offered.version as number);
    // THEN every seat and the spectator see whom it is made to
    for (const client of everyone(table)) {
      expect(client.view(gameId).items.at(-1)!.events).toEqual([expect.objectContaining({ type: 'TradeOffered', to })]);
    }
    // AND the third player may neither accept, decline nor counter it, nor be confirmed with
    const head = (await stack.stores.events.range(gameId, 0)).length;
    const refused = [
      await seats[other].command(gameId, tokens[other], { type: 'AcceptTrade', seat: other }),
      await seats[other].command(gameId, tokens[other], { type: 'DeclineTrade', seat: other }),
      await seats[other].command(gameId, tokens[other], { type: 'CounterTrade', seat: other, give: { brick: 1 }, want: { ore: 1 } }),
      await seats[active].command(gameId, tokens[active], { type: 'ConfirmTrade', seat: active, partner: other }),
    ];
    expect(refused.map(codeOf)).toEqual(['trade/not-for-you', 'trade/not-for-you', 'trade/not-for-you', 'trade/not-for-you']);
    expect(refused[0].message).toBe('That offer is made to another player.');
    expect((await stack.stores.events.range(gameId, 0)).length).toBe(head);
    // AND the player it is made to answers it
    const declined = await seats[to].command(gameId, tokens[to], { type: 'DeclineTrade', seat: to });
    expect(declined.type).toBe('accepted');
  });

  it('must name another seat of the game', async () => {
    const { gameId, seats, tokens } = table;
    const s = seats[0].view(gameId).state as Extract<State, { phase: 'playing' }>;
    const active = s.turn.seat;
    const offer = (to: number) => seats[active].command(gameId, tokens[active], { ...oneForOne(s, active, 0), to });
    expect(codeOf(await offer(3))).toBe('seat/unknown');
    expect(codeOf(await offer(active))).toBe('rule/cannot-trade-with-self');
    // Past any table's seats, the protocol's schema refuses it before the rules see it
    expect(codeOf(await offer(9))).toBe('protocol/invalid-message');
  });
});

/** Plays the person's seat until its main phase with a card in hand (ending its turns until then). */
async function untilOffering(client: TestClient, gameId: string, token: string, seat: Seat, random: Random): Promise<void> {
  for (;;) {
    const s = client.view(gameId).state;
    if (canOffer(s) && s.turn.seat === seat) return;
    const mainPhase = s.phase === 'playing' && s.turn.seat === seat && s.turn.dice !== null && s.turn.pending.kind === 'none';
    const command = !mustAct(s, seat) ? null : mainPhase ? { type: 'EndTurn' as const, seat } : randomCommand(s, seat, random);
    const head = client.head(gameId);
    if (command) await client.command(gameId, token, command);
    else await client.until(() => client.head(gameId) > head, 30_000, 'the bots');
  }
}

describe('bots and an aimed offer, through the gateway', () => {
  it('only the bot it is made to answers it', async () => {
    // GIVEN a person at a table with two server bots, in the person's main phase
    const client = await TestClient.connect(stack.wsUrl);
    const created = await client.ask({ type: 'createGame', players: 3, board: 'beginner', bots: [null, 'easy', 'good'], createId: 'aimed-offer-bots' }, 'created');
    const { gameId } = created;
    const joined = await joinGame(client, gameId, 'Ana');
    if (joined.type !== 'joined') throw new Error(JSON.stringify(joined));
    await untilOffering(client, gameId, joined.seatToken, 0, seededRandom(3));
    // WHEN the person offers a card to the good bot (seat 2) alone
    const s = client.view(gameId).state as Extract<State, { phase: 'playing' }>;
    const offered = await client.command(gameId, joined.seatToken, oneForOne(s, 0, 2));
    expect(offered.type).toBe('accepted');
    // THEN that bot answers it, and the easy bot does not
    const answers = (from: number) => client.view(gameId).items.filter((i) => i.version > (offered.version as number))
      .flatMap((i) => i.events).filter((e) => ['TradeAccepted', 'TradeDeclined', 'TradeCountered'].includes(e.type) && (e as { seat: number }).seat === from);
    await client.until(() => answers(2).length > 0, 10_000, 'the answer of seat 2');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answers(1)).toEqual([]);
    expect(client.view(gameId).state).toMatchObject({ phase: 'playing', turn: { seat: 0, trade: { to: 2 } } });
    await client.close();
  });
});
