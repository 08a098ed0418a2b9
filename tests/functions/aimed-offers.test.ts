// Offers aimed at one player, on the server's side: the protocol carries `to`, and an open offer
// made to one seat awaits that seat's answer only (functions/app/due.ts).
import { describe, expect, it } from 'vitest';
import { decide, fold, initialState, type Bundle, type Command, type Event, type State } from '../../domain/catan/index.ts';
import { ANSWER_MS, due } from '../../functions/app/due.ts';
import { parseMessage } from '../../functions/app/parse.ts';

const HOUR = 60 * 60_000;
const T = Date.UTC(2026, 0, 1, 12, 0, 0);

function play(...steps: (Command | readonly Event[])[]): State {
  return steps.reduce<State>((state, step) => {
    if (Array.isArray(step)) return fold(step, state);
    const decision = decide(step as Command, state);
    if (!decision.ok) throw new Error(`${(step as Command).type} refused: ${decision.rejection.code}`);
    return fold(decision.events, state);
  }, initialState());
}

const hands = (...gains: Bundle[]): Event[] => [{ type: 'ResourcesProduced', gains }];
/** Ana (seat 0) and Ben (seat 1) against two bots; the beginner board starts with Ana's turn. */
const table: Command[] = [
  { type: 'CreateGame', players: 4, board: 'beginner', seed: 1, timer: 60 },
  { type: 'ClaimSeat', seat: 0, name: 'Ana' },
  { type: 'ClaimSeat', seat: 1, name: 'Ben' },
  { type: 'ClaimSeat', seat: 2, name: 'Bot Chiara', bot: true, level: 'good' },
  { type: 'ClaimSeat', seat: 3, name: 'Bot Dora', bot: true, level: 'easy' },
];
const at = (state: State, lastAt = T, offerAt: number | null = T) => ({ state, lastAt, offerAt });

describe('an offer aimed at one player, on the server', () => {
  it('travels in the protocol as `to`, a seat number', () => {
    const command = (extra: object) => JSON.stringify({
      type: 'command', gameId: 'abcdef123', seatToken: 'T'.repeat(43), commandId: 'cmd-0001',
      command: { type: 'OfferTrade', give: { brick: 1 }, want: { ore: 1 }, ...extra },
    });
    expect(parseMessage(command({ to: 2 })).message).toMatchObject({ command: { to: 2 } });
    expect(parseMessage(command({})).message).toBeDefined();
    for (const to of [-1, 1.5, '2', null, 9]) expect(parseMessage(command({ to })).error?.code, String(to)).toBeDefined();
  });

  it('a person\'s offer to a bot: that bot answers, the other bot does not', () => {
    // Given Ana's offer to Bot Dora alone
    const offered = play(...table, hands({ brick: 2 }, {}, {}, { ore: 1 }), { type: 'RollDice', seat: 0, dice: [1, 1] },
      { type: 'OfferTrade', seat: 0, give: { brick: 1 }, want: { ore: 1 }, to: 3 });
    // Then only seat 3 is played at once; Ana's own deadline runs on
    expect(due(at(offered), T, HOUR)).toEqual({ takeOver: [], play: [3], abandon: false, next: T + 60_000 });
  });

  it('a person\'s offer to another person: no bot answers it', () => {
    const offered = play(...table, hands({ brick: 2 }, { ore: 1 }, {}, {}), { type: 'RollDice', seat: 0, dice: [1, 1] },
      { type: 'OfferTrade', seat: 0, give: { brick: 1 }, want: { ore: 1 }, to: 1 });
    expect(due(at(offered), T, HOUR)).toEqual({ takeOver: [], play: [], abandon: false, next: T + 60_000 });
  });

  describe('a bot\'s own offer', () => {
    // Ana ends her turn; Ben rolls and ends his; it is Bot Chiara's turn, after her roll.
    const botsTurn: (Command | readonly Event[])[] = [
      ...table, hands({ ore: 1 }, { ore: 1 }, { brick: 2 }, { ore: 1 }),
      { type: 'RollDice', seat: 0, dice: [1, 1] }, { type: 'EndTurn', seat: 0 },
      { type: 'RollDice', seat: 1, dice: [1, 1] }, { type: 'EndTurn', seat: 1 },
      { type: 'RollDice', seat: 2, dice: [1, 1] },
    ];

    it('to one person waits for that person only, at most 15 s', () => {
      const open = play(...botsTurn, { type: 'OfferTrade', seat: 2, give: { brick: 1 }, want: { ore: 1 }, to: 1 });
      // Neither Ana nor Bot Dora is asked; the bot waits for Ben
      expect(due(at(open), T + 1000, HOUR)).toEqual({ takeOver: [], play: [], abandon: false, next: T + ANSWER_MS });
      expect(due(at(open), T + ANSWER_MS, HOUR)).toMatchObject({ play: [2] });
      // Once Ben answered, it goes on at once, without Ana's answer
      const answered = play(...botsTurn, { type: 'OfferTrade', seat: 2, give: { brick: 1 }, want: { ore: 1 }, to: 1 },
        { type: 'DeclineTrade', seat: 1 });
      expect(due(at(answered, T + 10), T + 1000, HOUR)).toMatchObject({ play: [2], next: null });
    });

    it('to a bot: that bot answers, nobody else is waited for', () => {
      const open = play(...botsTurn, { type: 'OfferTrade', seat: 2, give: { brick: 1 }, want: { ore: 1 }, to: 3 });
      expect(due(at(open), T + 1000, HOUR)).toEqual({ takeOver: [], play: [3, 2], abandon: false, next: null });
    });
  });
});
