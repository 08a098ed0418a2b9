// The protocol's rated tables and leaderboard requests (functions/protocol/players.ts): what a
// `createGame` may say of rating, and what `getLeaderboard` accepts and refuses.
import { describe, expect, it } from 'vitest';
import { parseMessage } from '../../functions/app/parse.ts';

const codeOf = (m: object) => parseMessage(JSON.stringify(m)).error?.code;
const SESSION = 'S'.repeat(43);

describe('rated tables in the protocol', () => {
  it('lets both kinds of createGame say rated, as a boolean only', () => {
    expect(parseMessage(JSON.stringify({ type: 'createGame', players: 4, board: 'beginner', rated: true })).message).toMatchObject({ rated: true });
    expect(parseMessage(JSON.stringify({ type: 'createGame', game: 'dice', side: 'plus', players: 3, rated: false })).message).toMatchObject({ rated: false });
    expect(codeOf({ type: 'createGame', players: 4, board: 'beginner', rated: 'yes' })).toBe('protocol/invalid-message');
  });
});

describe('getLeaderboard', () => {
  it('accepts a family, the provisional list, a cursor it made and a session', () => {
    for (const m of [
      { type: 'getLeaderboard', family: 'catan' },
      { type: 'getLeaderboard', reqId: 'r1', family: 'dice', provisional: true, sessionToken: SESSION },
      { type: 'getLeaderboard', family: 'dice', cursor: '50:12.345678:acc_123456' },
      { type: 'getLeaderboard', family: 'catan', cursor: '100:-3.5e-7:acc_123456' },
    ]) expect(parseMessage(JSON.stringify(m)).message, JSON.stringify(m)).toBeDefined();
  });

  it('refuses an unknown family, a cursor of another shape, and unknown fields', () => {
    for (const m of [
      { type: 'getLeaderboard' },
      { type: 'getLeaderboard', family: 'seafarers' },
      { type: 'getLeaderboard', family: 'dice', cursor: 'abc' },
      { type: 'getLeaderboard', family: 'dice', cursor: '50:12:acc 1234' },
      { type: 'getLeaderboard', family: 'dice', cursor: `50:1:${'a'.repeat(80)}` },
      { type: 'getLeaderboard', family: 'dice', limit: 1000 },
      { type: 'getLeaderboard', family: 'dice', provisional: 'yes' },
    ]) expect(codeOf(m), JSON.stringify(m)).toBe('protocol/invalid-message');
  });
});
