// The bots with helpers (RULES.md §4.2): every level holding the General claims its exemption when
// a 7 makes it discard (a 7 over the limit calls the exemption only, never "take a resource");
// good and expert bots move an end road with the Explorer where their plan wants the next road,
// never at the cost of the spot they aim at or of a road in the race for Longest Road.
import { describe, expect, it } from 'vitest';
import {
  decide, indexOf, longestRoad, playBots, redactState, RESOURCES, seededRandom, supplyInputs, type InPhase,
} from '../../domain/catan/index.ts';
import { levelCommand } from '../../domain/catan/bots/index.ts';
import { planFor } from '../../domain/catan/bots/plan.ts';
import { reachableSpots } from '../../domain/catan/bots/roads.ts';
import { botHelperMove, legalHelperCommands } from '../../domain/catan/modules/helpers/index.ts';
import { explorerMove, type ExplorerUse } from '../../domain/catan/modules/helpers/explorer-bot.ts';
import { edgeJoining } from './given.ts';
import { accepted, foldWith, holding, rejects, table } from './helpers-given.ts';
import { beforeTheBreak, WHITE3, WHITE_LINE } from './situations.ts';

type Playing = InPhase<'playing'>;
const LEVELS = ['easy', 'good', 'expert'] as const;

/** Seat 0 rolls a 7; seat 1 holds the General (`side`) and `cards` wool, seat 2 nine ore. */
function seven(cards: number, general: { side?: 'A' | 'B'; received?: number } = {}): Playing {
  const s = table({ 1: { wool: cards }, 2: { ore: 9 } }, [null, { helper: 'general', ...general }]);
  const before = { ...s, turn: { ...s.turn, dice: null } };
  const d = decide({ type: 'RollDice', seat: 0, dice: [3, 4] }, before);
  if (!d.ok) throw new Error(d.rejection.code);
  return foldWith(d.events, before) as Playing;
}

const move = (s: Playing, seat: number, level: (typeof LEVELS)[number]) => levelCommand(redactState(s, seat), seat, level, seededRandom(7));

describe('A5 the General over the limit: excused from discarding, and nothing else', () => {
  it('a 7 over 7 cards lists the exemption only; "take a resource" is refused', () => {
    const s = seven(9);
    expect(legalHelperCommands(s, 1)).toEqual([{ type: 'UseHelper', seat: 1, use: { helper: 'general' }, then: 'flip' }]);
    for (const resource of RESOURCES) rejects(s, { type: 'UseHelper', seat: 1, use: { helper: 'general', resource }, then: 'flip' }, 'command/invalid');
  });

  it('a 7 with 7 cards or fewer lists a resource to take, and no exemption', () => {
    const uses = legalHelperCommands(seven(7), 1).map((c) => (c.type === 'UseHelper' ? c.use : null));
    expect(uses).toEqual(RESOURCES.map((resource) => ({ helper: 'general', resource })));
  });
});

describe('bots holding the General when a 7 makes them discard', () => {
  it.each(LEVELS)('the %s bot claims the exemption instead of discarding; the others still discard', (level) => {
    const s = seven(9);
    const c = move(s, 1, level);
    expect(c).toEqual({ type: 'UseHelper', seat: 1, use: { helper: 'general' }, then: 'flip' });
    const { state } = accepted(s, c as Extract<typeof c, { type: 'UseHelper' }>);
    expect(state.turn.pending).toEqual({ kind: 'discard', counts: [0, 0, 4, 0] });
    expect(move(state, 1, level)).toBeNull();
    expect(move(state, 2, level)?.type).toBe('DiscardResources');
  });

  it('a General on side B is returned for a card of the display', () => {
    const c = move(seven(9, { side: 'B' }), 1, 'good');
    expect(c).toMatchObject({ type: 'UseHelper', use: { helper: 'general' } });
    expect(c).not.toMatchObject({ then: 'flip' });
  });

  it('a General received this turn is not called: the bot discards', () => {
    expect(move(seven(9, { received: 1 }), 1, 'good')?.type).toBe('DiscardResources');
  });
});

describe('A4 the Explorer in the good and expert bots\' hands', () => {
  it.each(['good', 'expert'] as const)('the %s bot moves an end road onto the way to the spot it aims at, which it may then settle', (level) => {
    const s = table({}, ['explorer']);
    const aim = planFor(s, 0).goals.find((g) => g.kind === 'settlement')!;
    expect(aim.roads).toBe(1);
    const c = move(s, 0, level);
    expect(c).toMatchObject({ type: 'UseHelper', seat: 0, use: { helper: 'explorer' } });
    const { state } = accepted(s, c as Extract<typeof c, { type: 'UseHelper' }>);
    expect(reachableSpots(state, 0).find((x) => x.vertex === aim.vertex)?.roads).toBe(0);
  });

  it('the easy bot leaves the Explorer', () => {
    expect(move(table({}, ['explorer']), 0, 'easy')).not.toMatchObject({ type: 'UseHelper' });
  });

  it('never moves a road that would shorten the Longest Road it holds', () => {
    let white: Playing | null = null;
    beforeTheBreak({ redRoads: 3, whiteRoads: 8, whiteTurn: (g) => { white = g.playing; return g; } });
    const s = holding(white!, [null, null, 'explorer']);
    expect([s.longestRoad, s.longestRoadLength]).toEqual([WHITE3, 8]);
    const { edgeIndex } = indexOf(s).topology;
    const lengthAfter = (u: ExplorerUse) =>
      longestRoad({ ...s, roads: s.roads.map((r, e) => (e === edgeIndex.get(u.from) ? -1 : e === edgeIndex.get(u.to) ? WHITE3 : r)) }, WHITE3);
    const uses = legalHelperCommands(s, WHITE3).flatMap((c) => (c.type === 'UseHelper' && c.use.helper === 'explorer' ? [c.use] : []));
    // The line's tip may only go where the line is shorter: the bot leaves it there.
    const tip = edgeJoining(WHITE_LINE[7], WHITE_LINE[8]);
    const shorter = uses.filter((u) => u.from === tip && lengthAfter(u) < 8);
    expect(shorter.length).toBeGreaterThan(0);
    expect(explorerMove(s, WHITE3, shorter)).toBeNull();
    // Its other end road (the second settlement's) may go where the plan wants it, the line kept whole.
    const c = botHelperMove(s, WHITE3);
    expect(c).toMatchObject({ type: 'UseHelper', use: { helper: 'explorer' } });
    const u = (c as { use: ExplorerUse }).use;
    expect(u.from).not.toBe(tip);
    expect(lengthAfter(u)).toBeGreaterThanOrEqual(8);
    const changed = accepted(s, c!).events.flatMap((e) => (e.type === 'LongestRoadChanged' ? [e] : []));
    expect(changed.every((e) => e.holder === WHITE3 && e.length >= 8)).toBe(true);
  });
});

describe('games between good bots with Helpers', () => {
  it('see the Explorer move roads and the General excuse discards, every move accepted', () => {
    const seen = { explorer: 0, excused: 0 };
    for (let seed = 1; seed <= 4; seed++) {
      const game = playBots(seed, ['good', 'good', 'good', 'good'], {
        modules: ['helpers'], maxCommands: 6000,
        choose: (player, state, seat, random) => {
          const command = levelCommand(redactState(state, seat), seat, player as 'good', random);
          if (command === null) throw new Error(`seat ${seat} gave no move (seed ${seed})`);
          const d = decide(supplyInputs(command, seededRandom(seed)), state);
          if (!d.ok) throw new Error(`${JSON.stringify(command)}: ${d.rejection.code} (seed ${seed})`);
          if (command.type === 'UseHelper' && command.use.helper === 'explorer') seen.explorer++;
          if (d.events.some((e) => e.type === 'DiscardExcused')) seen.excused++;
          return command;
        },
      });
      expect(game.winner).not.toBeNull();
    }
    expect(seen.explorer).toBeGreaterThan(0);
    expect(seen.excused).toBeGreaterThan(0);
  });
});
