// The log lines of the rule modules' events, one describer file a module, dispatched by event
// type. describe.ts hands every module event here; the base game's events stay there. A module's
// lines are registered by its entry in LOGS (and its import): a module event without a line does
// not compile.
import { isModuleEvent as inModule, type Event, type ModuleEvent } from '../../lib/domain.ts';
import type { Describer, LogWords, ModuleLog } from './words.ts';
import { friendsLog } from './friends.ts';
import { helpersLog } from './helpers.ts';
import { seafarersLog } from './seafarers.ts';
import { harbormasterLog } from './harbormaster.ts';
import { citiesKnightsLog } from './cities-knights.ts';
import { turnRulesLog } from './turn-rules.ts';

export type { Describer, LogWords, ModuleLog } from './words.ts';

/** Every module's describers, one entry a module. */
const LOGS: ModuleLog<ModuleEvent> = {
  ...turnRulesLog,
  ...friendsLog,
  ...helpersLog,
  ...seafarersLog,
  ...harbormasterLog,
  ...citiesKnightsLog,
};

/** Is this event a rule module's (as the domain's registry knows them)? */
export const isModuleEvent = (e: Event): e is ModuleEvent => inModule(e);

export function describeModuleEvent(e: ModuleEvent, w: LogWords): string[] {
  return (LOGS[e.type] as Describer<ModuleEvent>)(e, w);
}
