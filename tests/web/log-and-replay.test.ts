// Log lines in every language for every event of whole games, and the replay model.
import { describe, expect, it } from 'vitest';
import { fold, initialState, redact, simulate, totalPoints } from '../../web/src/lib/domain.ts';
import { describeEvent } from '../../web/src/i18n/describe.ts';
import { LANGUAGE_LIST, loadLanguage, translate } from '../../web/src/i18n/index.ts';
import { namesOf } from '../../web/src/game/derived.ts';
import { buildReplay, turnAt, turnStep } from '../../web/src/state/replay.ts';

const games = [simulate(11, { players: 4, board: 'variable' }), simulate(5, { players: 3, board: 'beginner' })];

await Promise.all(LANGUAGE_LIST.map(loadLanguage));

describe('game log', () => {
  for (const language of LANGUAGE_LIST) {
    it(`describes every event of whole games in ${language}, with no placeholder left`, () => {
      const tr = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate(language, key, params);
      for (const game of games) {
        const names = namesOf(game.state);
        const seen = new Set<string>();
        for (const e of game.events) {
          for (const line of describeEvent(redact(e, 'spectator'), names, tr)) {
            expect(line, e.type).not.toMatch(/[{}]|undefined|null/);
            seen.add(e.type);
          }
        }
        expect(seen.size).toBeGreaterThan(10);
      }
    });
  }

  it('reads as a sentence about a named player', () => {
    const names = { names: ['Ana', 'Bruno'], colours: ['blue', 'orange'], board: null };
    const tr = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate('en', key, params);
    expect(describeEvent({ type: 'RoadBuilt', seat: 0, edge: '0,0,W' }, names, tr)).toEqual(['Ana built a road.']);
    expect(describeEvent({ type: 'ResourceStolen', thief: 1, victim: 0, resource: null }, names, tr)).toEqual(['Bruno stole a card from Ana.']);
    expect(describeEvent({ type: 'ResourcesProduced', gains: [{ wool: 2 }, {}] }, names, tr)).toEqual(['Ana received 2 wool.']);
  });
});

describe('replay model', () => {
  const game = games[0];
  const model = buildReplay(game.events);

  it('precomputes the state at every position, equal to folding that prefix', () => {
    expect(model.states).toHaveLength(game.events.length + 1);
    for (const p of [0, 1, 40, 333, game.events.length]) {
      expect(model.states[p]).toEqual(fold(game.events.slice(0, p), initialState('all')));
    }
  });

  it('steps by turn: to the next turn start, and back to the current or previous one', () => {
    const starts = model.turnStarts;
    expect(starts[0]).toBe(0);
    expect(turnAt(model, starts[1])).toBe(1);
    expect(turnStep(model, 0, 1)).toBe(starts[1]);
    expect(turnStep(model, starts[2] + 1, -1)).toBe(starts[2]);
    expect(turnStep(model, starts[2], -1)).toBe(starts[1]);
    expect(turnStep(model, game.events.length, 1)).toBe(game.events.length);
    for (let i = 2; i < starts.length; i++) expect(turnAt(model, starts[i])).toBe(turnAt(model, starts[i - 1]) + 1);
  });

  it('has the points series ending at the final score, and every dice roll', () => {
    const last = model.points[model.points.length - 1];
    const final = game.state;
    if (final.phase !== 'finished') throw new Error('game did not finish');
    expect(last.points[final.winner]).toBe(final.points);
    expect(last.points).toEqual(final.names.map((_, seat) => totalPoints(final, seat)));
    expect(model.rolls).toHaveLength(game.events.filter((e) => e.type === 'DiceRolled').length);
  });
});
