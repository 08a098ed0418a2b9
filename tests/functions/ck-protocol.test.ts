// The protocol takes Cities & Knights' commands (the core's, the knights', the progress cards' by card) and refuses a play missing its fields.
import { it, expect } from 'vitest';
import * as v from 'valibot';
import { ClientCommand } from '../../functions/protocol/messages.ts';
it('takes the Cities & Knights commands, each card with its fields', () => {
  for (const c of [{ type: 'PlayProgressCard', card: 'irrigation' }, { type: 'PlayProgressCard', card: 'alchemist', dice: [3, 4] }, { type: 'PlayProgressCard', card: 'spy', victim: 2 }, { type: 'ChooseProgressDeck', track: 'trade' }, { type: 'RecruitKnight', vertex: '0,1,N' }, { type: 'BuyImprovement', track: 'science' }]) {
    expect(v.safeParse(ClientCommand, c).success, JSON.stringify(c)).toBe(true);
  }
  expect(v.safeParse(ClientCommand, { type: 'PlayProgressCard', card: 'alchemist' }).success).toBe(false);
});
