// The board game's composition root: the modules it installs are the ones the protocol names
// (options.ts, which the browser's first bundle carries instead of the rules), by role and in
// order, with the table sizes they are played at; and the base registry knows each one's commands
// and events.
import { describe, expect, it } from 'vitest';
import { BUILT_EXPANSIONS, EXPANSIONS, expansionsFor, isModuleEvent, SCENARIOS, seafarers, TURN_RULES } from '../../domain/catan/index.ts';
import { SMALL_TABLE_EXPANSIONS } from '../../domain/catan/options.ts';
import { boardMaker, isModule, isModuleKind, modulesWithRole, playersProblem } from '../../domain/catan/base/registry.ts';
import { FRIENDS_COMMANDS } from '../../domain/catan/modules/friends/commands.ts';
import { isAnswerKind } from '../../domain/catan/base/registry.ts';
import { CITIES_KNIGHTS_MODULE } from '../../domain/catan/modules/cities-knights/index.ts';
import { FRIENDS_MODULE } from '../../domain/catan/modules/friends/index.ts';
import { SEAFARERS_MODULE } from '../../domain/catan/modules/seafarers/index.ts';
import { progressAllows } from '../../domain/catan/modules/cities-knights/progress/table.ts';
import { holding } from './ck-given.ts';
import { tied } from './ck-progress-given.ts';
import { BLUE, ORANGE, RED } from './given.ts';

describe('the composition root', () => {
  it('installs the turn rules and the expansions the protocol names, in their order', () => {
    expect(modulesWithRole('turn-rule')).toEqual([...TURN_RULES]);
    expect(modulesWithRole('expansion')).toEqual([...EXPANSIONS]);
    for (const id of [...TURN_RULES, ...EXPANSIONS]) expect(isModule(id)).toBe(true);
    expect(isModule('barbarians')).toBe(false);
  });

  it('names Seafarers\' scenarios as its board kinds, in its order', () => {
    expect([...SCENARIOS]).toEqual([...seafarers.SCENARIOS]);
    for (const id of SCENARIOS) expect(boardMaker(id)?.id).toBe('seafarers');
  });

  it('names the expansions played by 3–4 players only, as their modules refuse larger tables', () => {
    expect(SMALL_TABLE_EXPANSIONS).toEqual(['seafarers', 'harbormaster']);
    for (const id of EXPANSIONS) {
      for (const players of [3, 4, 5, 6]) {
        const fits = playersProblem([id], players) === null;
        expect(fits, `${id} at ${players}`).toBe(players <= 4 || !SMALL_TABLE_EXPANSIONS.includes(id));
        // Seafarers comes with its scenarios' boards, not as a choice beside a base board.
        if (BUILT_EXPANSIONS.includes(id)) expect(expansionsFor(players).includes(id)).toBe(fits);
      }
    }
  });

  it('registers each module\'s commands and events with the base game', () => {
    for (const type of FRIENDS_COMMANDS) expect(isModuleKind(type)).toBe(true);
    expect(isModuleKind('BuildRoad')).toBe(false);
    expect(isModuleEvent({ type: 'SpecialBuildingStarted' })).toBe(true);
    expect(isModuleEvent({ type: 'HarbormasterChanged' })).toBe(true);
    expect(isModuleEvent({ type: 'RoadBuilt' })).toBe(false);
  });
});

describe('the modules\' answers (answerCommands)', () => {
  const modules = [SEAFARERS_MODULE, CITIES_KNIGHTS_MODULE, FRIENDS_MODULE];
  const declared = new Set(modules.flatMap((m) => m.answerCommands ?? []));

  it('are composed once: the registry knows each declared answer, and no other command', () => {
    expect([...declared]).toEqual(expect.arrayContaining(['PickGold', 'GiveCommodity', 'HandOverCards', 'DesertKnight', 'AcceptGift']));
    for (const m of modules) for (const type of m.commandTypes) expect(isAnswerKind(type), type).toBe(declared.has(type));
    expect(isAnswerKind('EndTurn')).toBe(false);
  });

  it('are what the progress cards let through while they await a seat, besides the table\'s and a 7\'s discard', () => {
    // A defenders' tie: the tied seats choose their decks before anything else.
    const g = holding({}).and(tied(RED, ORANGE, BLUE));
    const s = g.playing;
    for (const m of modules) {
      for (const type of m.commandTypes) expect(progressAllows(s, BLUE, type) === null, type).toBe(declared.has(type));
    }
    for (const type of ['ClaimSeat', 'TakeOverSeat', 'ReturnToSeat', 'DiscardResources']) expect(progressAllows(s, BLUE, type)).toBeNull();
    for (const type of ['BuildRoad', 'EndTurn', 'OfferTrade']) expect(progressAllows(s, RED, type)?.code).toBe('cities-knights/progress-choice-pending');
  });
});
