// What the bots choose in the situations the rulebook talks about: which cards they give up on
// a 7, where the robber goes, and how they answer a trade offer.
import { describe, expect, it } from 'vitest';
import {
  COSTS, covers, decide, handTotal, indexOf, playBots, redactState, seededRandom, supplyInputs,
  type BotLevel, type Command, type Event, type InPhase, type Seat, type State,
} from '../../domain/catan/index.ts';
import { levelCommand } from '../../domain/catan/bots/index.ts';
import { beginnerGame, BLUE, given, gives, ORANGE, RED, vertex, WHITE } from './given.ts';

const moveOf = (s: State, seat: Seat, level: BotLevel, seed = 1): Command | null =>
  levelCommand(redactState(s, seat), seat, level, seededRandom(seed));

/** Red shows 8 points: four settlements, Longest Road and Largest Army. */
const redAtEight: Event[] = [
  { type: 'SettlementPlaced', seat: RED, vertex: vertex('5.3 S') },
  { type: 'SettlementPlaced', seat: RED, vertex: vertex('1.3 NE') },
  { type: 'LongestRoadChanged', holder: RED, length: 5 },
  { type: 'LargestArmyChanged', holder: RED },
];

describe('a bot discarding on a 7', () => {
  // Blue holds brick, lumber, ore (its start), 5 wool and a grain: 9 cards, so it gives up 4.
  const sevenWithBlueAtNine = () => given(beginnerGame(), gives(BLUE, { wool: 5, grain: 1 }))
    .after({ type: 'RollDice', seat: RED, dice: [3, 4] });

  it('keeps the cards of its next build (good): it gives up the spare wool', () => {
    const s = sevenWithBlueAtNine().state;
    const command = moveOf(s, BLUE, 'good');
    expect(command?.type).toBe('DiscardResources');
    if (command?.type !== 'DiscardResources') return;
    const after = decide(command, s);
    expect(after.ok).toBe(true);
    const left = (given(sevenWithBlueAtNine().events).after(command).state as InPhase<'playing'>).hands[BLUE];
    expect(handTotal(left)).toBe(5);
    expect(covers(left, COSTS.settlement)).toBe(true);
    expect(command.resources.wool).toBeGreaterThanOrEqual(3);
  });

  it('discards exactly half, rounded down, of cards it holds, at every level', () => {
    const s = sevenWithBlueAtNine().state;
    for (const level of ['easy', 'good', 'expert'] as const) {
      for (let seed = 0; seed < 20; seed++) {
        const command = moveOf(s, BLUE, level, seed)!;
        expect(command.type).toBe('DiscardResources');
        expect(decide(command, s).ok, `${level} ${JSON.stringify(command)}`).toBe(true);
      }
    }
  });
});

describe('a bot moving the robber', () => {
  it('never puts it on a hex of its own while another hex has none of its buildings, over many games', () => {
    let checked = 0;
    for (const level of ['easy', 'good'] as const) {
      for (let seed = 0; seed < 12; seed++) {
        playBots(seed, [level, level, level, level], {
          choose: (player, state, seat, random) => {
            const command = levelCommand(redactState(state, seat), seat, player as BotLevel, random)!;
            if (command.type === 'MoveRobber' && state.phase === 'playing') {
              const t = indexOf(state).topology;
              const own = (h: number) => t.hexVertices[h].some((v) => state.buildings[v]?.seat === seat);
              const elsewhere = t.hexes.some((key, h) => key !== state.robber && !own(h));
              if (elsewhere) expect(own(t.hexIndex.get(command.hex)!), `${level}, seed ${seed}`).toBe(false);
              checked++;
            }
            return command;
          },
        });
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('puts it on the leader and robs the leader (good)', () => {
    // Red shows 8 points and holds cards; blue rolls a 7.
    const s = given(beginnerGame(), redAtEight).turnOf(BLUE).after({ type: 'RollDice', seat: BLUE, dice: [3, 4] }).state;
    const command = moveOf(s, BLUE, 'good');
    expect(command?.type).toBe('MoveRobber');
    if (command?.type !== 'MoveRobber') return;
    const t = indexOf(s as InPhase<'playing'>).topology;
    const seats = t.hexVertices[t.hexIndex.get(command.hex)!].map((v) => (s as InPhase<'playing'>).buildings[v]?.seat);
    expect(seats).toContain(RED);
    expect(seats).not.toContain(BLUE);
    expect(command.victim).toBe(RED);
    expect(decide(supplyInputs(command, seededRandom(1)), s).ok).toBe(true);
  });
});

describe('a bot answering a trade offer', () => {
  // Blue holds brick, lumber, ore and 2 wool; red offers a grain for a wool, which completes
  // blue's settlement without costing it a card it needs.
  const offer: Command = { type: 'OfferTrade', seat: RED, give: { grain: 1 }, want: { wool: 1 } };
  const offered = (...facts: Event[]) => given(beginnerGame(), gives(BLUE, { wool: 2 }), ...facts).rolled([6, 6]).after(offer);

  it('accepts an offer that gets it a card it needs for its next build, for a spare one', () => {
    const s = offered().state;
    expect(moveOf(s, BLUE, 'good')).toEqual({ type: 'AcceptTrade', seat: BLUE });
    expect(moveOf(s, BLUE, 'easy')).toEqual({ type: 'AcceptTrade', seat: BLUE });
  });

  it('declines the same offer from a player showing 8 points, at every level', () => {
    const s = offered(...redAtEight).state;
    for (const level of ['easy', 'good', 'expert'] as const) expect(moveOf(s, BLUE, level)).toEqual({ type: 'DeclineTrade', seat: BLUE });
  });

  it('declines an offer that takes a card its next build needs for one it has no use for (good)', () => {
    // Orange (ore, 2 grain) is asked for its grain, which its city needs, against a lumber.
    const s = given(beginnerGame(), gives(ORANGE, { ore: 2 })).rolled([6, 6])
      .after({ type: 'OfferTrade', seat: RED, give: { lumber: 1 }, want: { grain: 1 } }).state;
    const command = moveOf(s, ORANGE, 'good');
    expect(command?.type === 'DeclineTrade' || command?.type === 'CounterTrade').toBe(true);
  });

  it('has nothing more to say once it has answered', () => {
    const g = offered().after({ type: 'DeclineTrade', seat: BLUE });
    expect(moveOf(g.state, BLUE, 'good')).toBeNull();
    expect(moveOf(g.state, WHITE, 'good')?.type).toMatch(/Trade$/);
  });

  it('confirms its own offer with a seat that accepted it, and withdraws one nobody took', () => {
    // Red (grain, 2 lumber) offers a lumber for an ore toward its city.
    const redOffers = given(beginnerGame()).rolled([6, 6]).after({ type: 'OfferTrade', seat: RED, give: { lumber: 1 }, want: { ore: 1 } });
    const accepted = redOffers.after({ type: 'AcceptTrade', seat: BLUE }, { type: 'DeclineTrade', seat: ORANGE });
    expect(moveOf(accepted.state, RED, 'good')).toEqual({ type: 'ConfirmTrade', seat: RED, partner: BLUE });
    const declined = redOffers.after(
      { type: 'DeclineTrade', seat: BLUE }, { type: 'DeclineTrade', seat: ORANGE }, { type: 'DeclineTrade', seat: WHITE },
    );
    const answer = moveOf(declined.state, RED, 'good')!;
    expect(['CancelTrade', 'EndTurn']).toContain(answer.type);
    expect(decide(answer, declined.state).ok).toBe(true);
  });
});
