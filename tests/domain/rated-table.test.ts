// A rated table (docs/architecture.md, Identity): the creation command's `rated` is recorded in
// the creation event of both kinds, kept in the state and the platform's table view, written to
// and read from the notation, and redone the same by the verifier; a game without it is unrated.
import { describe, expect, it } from 'vitest';
import * as catan from '../../domain/catan/index.ts';
import { redo } from '../../domain/catan/verify.ts';
import * as dice from '../../domain/dice/index.ts';
import { decideAny, foldAny, kindOf, type AnyCommand, type AnyEvent } from '../../domain/platform/index.ts';

const created = (command: AnyCommand, random = catan.seededRandom(5)): AnyEvent[] => {
  const supplied = command.type === 'CreateGame' ? catan.supplyInputs(command, random) : dice.supplyInputs(command as dice.DiceCommand, random);
  const decision = decideAny(supplied, command.type === 'CreateGame' ? catan.initialState() : dice.initialState());
  if (!decision.ok) throw new Error(decision.rejection.code);
  return [...decision.events];
};

describe('a rated table', () => {
  it('is recorded by the board game’s creation, shown by its table view, and kept by the notation and the verifier', () => {
    const events = created({ type: 'CreateGame', players: 3, board: 'variable', rated: true });
    expect(events[0]).toMatchObject({ type: 'GameCreated', rated: true });
    const state = foldAny(events, catan.initialState());
    expect(kindOf(state).table(state).rated).toBe(true);
    const text = catan.format(events as catan.Event[]);
    expect(text).toContain('[Rated "yes"]');
    expect(catan.parse(text)[0]).toEqual(events[0]);
    expect(redo(events as catan.Event[], catan.initialState(), catan.seededRandom(5))?.events).toEqual(events);
  });

  it('stays rated through a whole board game, seats claimed and every move folded', () => {
    const { events } = catan.simulate(9, { players: 3 });
    const [first, ...rest] = events;
    const state = catan.fold([{ ...first!, rated: true } as catan.Event, ...rest], catan.initialState());
    expect(state.phase).toBe('finished');
    expect(kindOf(state).table(state).rated).toBe(true);
  });

  it('is recorded by the dice game’s creation and kept by its notation', () => {
    const events = created({ type: 'CreateDiceGame', side: 'standard', players: 2, rated: true });
    expect(events[0]).toMatchObject({ type: 'DiceGameCreated', rated: true });
    const state = foldAny(events, dice.initialState());
    expect(kindOf(state).table(state).rated).toBe(true);
    expect(dice.parse(dice.format(events as dice.DiceEvent[]))[0]).toEqual(events[0]);
  });

  it('is absent from a game created without it, as from every game created before', () => {
    for (const command of [{ type: 'CreateGame', players: 3, board: 'beginner' }, { type: 'CreateDiceGame', side: 'standard', players: 2 }] as AnyCommand[]) {
      const events = created(command);
      expect(events[0]).not.toHaveProperty('rated');
      const state = foldAny(events, command.type === 'CreateGame' ? catan.initialState() : dice.initialState());
      expect(kindOf(state).table(state).rated).toBeUndefined();
      expect(command.type === 'CreateGame' ? catan.format(events as catan.Event[]) : dice.format(events as dice.DiceEvent[])).not.toContain('Rated');
    }
  });
});
