import { describe, expect, it } from 'vitest';
import { parseMessage } from '../../functions/app/parse.ts';
import * as v from 'valibot';
import { decide, fold, initialState, nextActor, randomCommand, seededRandom, supplyInputs, type Command } from '../../domain/catan/index.ts';
import { ClientMessage, MAX_MESSAGE_BYTES } from '../../functions/protocol/messages.ts';

const codeOf = (body: string | undefined) => parseMessage(body).error?.code;

describe('parsing a client frame', () => {
  it('accepts every kind of valid message', () => {
    const token = 'T'.repeat(43);
    const valid = [
      { type: 'ping' },
      { type: 'listGames', reqId: 'r1' },
      { type: 'createGame', players: 3, board: 'beginner' },
      { type: 'joinGame', gameId: 'abcdef123', name: '  Ada  ' },
      { type: 'spectate', gameId: 'abcdef123', lastVersion: 7 },
      { type: 'resume', gameId: 'abcdef123', seatToken: token, lastVersion: 0 },
      { type: 'command', gameId: 'abcdef123', seatToken: token, commandId: 'cmd-0001', command: { type: 'MoveRobber', hex: '0,-1', victim: null } },
    ];
    for (const m of valid) expect(parseMessage(JSON.stringify(m)).message, JSON.stringify(m)).toBeDefined();
    expect(parseMessage(JSON.stringify(valid[3])).message).toMatchObject({ name: 'Ada' });
  });

  it('checks the size before anything else', () => {
    expect(codeOf('x'.repeat(MAX_MESSAGE_BYTES + 1))).toBe('protocol/too-large');
    // Bytes, not characters: 11,000 three-byte characters are over 32 KB.
    expect(codeOf(JSON.stringify({ type: 'ping', reqId: '€'.repeat(11_000) }))).toBe('protocol/too-large');
  });

  it('tells malformed JSON from an unknown type from a schema violation', () => {
    expect(codeOf('{"type":')).toBe('protocol/malformed-json');
    expect(codeOf(undefined)).toBe('protocol/malformed-json');
    expect(codeOf('42')).toBe('protocol/unknown-type');
    expect(codeOf('{"kind":"ping"}')).toBe('protocol/unknown-type');
    expect(codeOf('{"type":"Ping"}')).toBe('protocol/unknown-type');
    expect(codeOf('{"type":"createGame","players":7,"board":"beginner"}')).toBe('protocol/invalid-message');
  });

  it('names the first schema issue and keeps the ids for the reply', () => {
    const parsed = parseMessage(JSON.stringify({
      type: 'command', reqId: 'q9', gameId: 'abcdef123', seatToken: 'T'.repeat(43), commandId: 'cmd-0002',
      command: { type: 'RollDice', dice: [6, 6] },
    }));
    expect(parsed.error?.code).toBe('protocol/invalid-message');
    expect(parsed.error?.message).toMatch(/^The message does not match the protocol\. command.*dice/);
    expect(parsed.ids).toEqual({ reqId: 'q9', commandId: 'cmd-0002' });
  });

  it('refuses client-supplied seats, dice and draws (the server decides them)', () => {
    const base = { type: 'command', gameId: 'abcdef123', seatToken: 'T'.repeat(43), commandId: 'cmd-0003' };
    expect(codeOf(JSON.stringify({ ...base, command: { type: 'EndTurn', seat: 2 } }))).toBe('protocol/invalid-message');
    expect(codeOf(JSON.stringify({ ...base, command: { type: 'BuyDevelopmentCard', draw: 0.1 } }))).toBe('protocol/invalid-message');
  });
});

describe('parsing by the message type', () => {
  const token = 'T'.repeat(43);
  const whole = (m: object) => v.safeParse(ClientMessage, m);

  it('gives what the whole variant gives, for the commands of random games', () => {
    let sent = 0;
    let valid = 0;
    for (let game = 0; game < 3; game++) {
      const random = seededRandom(100 + game);
      let state = initialState();
      const apply = (command: Command) => {
        const decision = decide(supplyInputs(command, random, state), state);
        if (!decision.ok) throw new Error(decision.rejection.code);
        state = fold(decision.events, state);
      };
      apply({ type: 'CreateGame', players: 3, board: 'variable' });
      for (let seat = 0; seat < 3; seat++) apply({ type: 'ClaimSeat', seat, name: `Bot ${seat + 1}`, bot: true });
      for (let i = 0; i < 300 && state.phase !== 'finished'; i++) {
        const seat = nextActor(state)!;
        const command = randomCommand(state, seat, random)!;
        // As a client sends it: no seat, no dice or draws.
        const { seat: _, ...body } = command as Command & { seat?: number; dice?: unknown };
        delete body.dice;
        const message = { type: 'command', reqId: 'r1', gameId: 'abcdef123', seatToken: token, commandId: `cmd-${String(sent++).padStart(4, '0')}`, lastVersion: 3, ack: false, command: body };
        const expected = whole(message);
        const parsed = parseMessage(JSON.stringify(message));
        if (expected.success) expect(parsed.message).toStrictEqual(expected.output);
        else expect(parsed.error?.code).toBe('protocol/invalid-message');
        if (expected.success) valid++;
        apply(command);
      }
    }
    expect(valid).toBeGreaterThan(300);
  });

  it('answers an invalid message with the whole variant\'s detail', () => {
    const bad = { type: 'command', gameId: 'abcdef123', seatToken: token, commandId: 'cmd-0001', command: { type: 'BuildRoad', edge: 17 } };
    const expected = whole(bad);
    expect(expected.success).toBe(false);
    expect(parseMessage(JSON.stringify(bad)).error?.message).toContain(v.getDotPath(expected.issues![0]));
    expect(parseMessage(JSON.stringify({ ...bad, command: { type: 'NoSuchCommand' } })).error?.code).toBe('protocol/invalid-message');
    expect(parseMessage(JSON.stringify({ ...bad, command: { type: 'UseFavor', guild: 'nobody' } })).error?.code).toBe('protocol/invalid-message');
  });
});
