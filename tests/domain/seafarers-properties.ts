// Properties of whole Seafarers games played by the seeded random player, on every scenario for
// 3 and 4 players: cards and pieces conserved at every event, points equal to their sources
// (island bonuses included), a winner at the scenario's target in its own turn, no fog hex known
// to any viewer before its reveal, notation and redaction round trips. The ≥ 1,000-game sweep
// per scenario is `npm run bench` (tests/bench/seafarers.ts); here a smaller share runs.
import { expect, it } from 'vitest';
import { fold, format, initialState, parse, redact, redactState, type Viewer } from '../../domain/catan/index.ts';
import { checkFogHidden, checkGame, play, type SeaGame } from './seafarers-checks.ts';

export type { SeaGame } from './seafarers-checks.ts';

export function seafarersProperties(games: readonly SeaGame[]): void {
  const played = games.map((g) => ({ g, ...play(g) }));

  it('finish with a winner at the scenario\'s target in its own turn, conserving cards, ships and points at every event', () => {
    for (const { g, events, state } of played) {
      expect(state.phase, `${g.board}/${g.players} seed ${g.seed}`).toBe('finished');
      checkGame(g, events);
    }
  });

  it('never show a fog hex or the stacks\' order to a seat or a spectator before its reveal', () => {
    for (const { g, events } of played.filter((x) => x.g.board === 'fog-islands')) checkFogHidden(g, events);
  });

  it('write and read back their notation, and fold redacted streams into the redacted state', () => {
    for (const { g, events } of played.filter((_, i) => i % 4 === 0)) {
      expect(parse(format(events))).toEqual(events);
      const viewer: Viewer = g.seed % g.players;
      const redacted = events.map((e) => redact(e, viewer));
      expect(parse(format(redacted))).toEqual(redacted);
      const mid = Math.floor(events.length / 2);
      expect(fold(redacted.slice(0, mid), initialState(viewer))).toStrictEqual(redactState(fold(events.slice(0, mid), initialState()), viewer));
    }
  });
}
