// The board game's composition root: the modules it installs are the ones the protocol names
// (options.ts, which the browser's first bundle carries instead of the rules), by role and in
// order, and the base registry knows each one's commands and events.
import { describe, expect, it } from 'vitest';
import { EXPANSIONS, isModuleEvent, SCENARIOS, seafarers, TURN_RULES } from '../../domain/catan/index.ts';
import { boardMaker } from '../../domain/catan/base/registry.ts';
import { isModule, isModuleKind, modulesWithRole } from '../../domain/catan/base/registry.ts';
import { FRIENDS_COMMANDS } from '../../domain/catan/modules/friends/commands.ts';

describe('the composition root', () => {
  it('installs the turn rules and the expansions the protocol names, in their order', () => {
    expect(modulesWithRole('turn-rule')).toEqual([...TURN_RULES]);
    expect(modulesWithRole('expansion')).toEqual([...EXPANSIONS]);
    for (const id of [...TURN_RULES, ...EXPANSIONS]) expect(isModule(id)).toBe(true);
    expect(isModule('cities-knights')).toBe(false);
  });

  it('names Seafarers\' scenarios as its board kinds, in its order', () => {
    expect([...SCENARIOS]).toEqual([...seafarers.SCENARIOS]);
    for (const id of SCENARIOS) expect(boardMaker(id)?.id).toBe('seafarers');
  });

  it('registers each module\'s commands and events with the base game', () => {
    for (const type of FRIENDS_COMMANDS) expect(isModuleKind(type)).toBe(true);
    expect(isModuleKind('BuildRoad')).toBe(false);
    expect(isModuleEvent({ type: 'SpecialBuildingStarted' })).toBe(true);
    expect(isModuleEvent({ type: 'RoadBuilt' })).toBe(false);
  });
});
