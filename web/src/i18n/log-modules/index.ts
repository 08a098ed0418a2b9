// The log lines of the rule modules' events, one describer file a module, dispatched by event
// type. describe.ts hands every module event here; the base game's events stay there. A module's
// lines are registered by its entry in LOGS (and its import): a module event without a line does
// not compile.
import { isModuleEvent as inModule, type Event, type ModuleEvent, type Resource, type Seat } from '../../lib/domain.ts';
import type { Names } from '../describe.ts';
import type { Translate } from '../index.ts';
import { friendsLog } from './friends.ts';
import { helpersLog } from './helpers.ts';
import { turnRulesLog } from './turn-rules.ts';

/** What a describer may use: the words, and the table's names and resource counts. */
export interface LogWords {
  readonly t: Translate;
  readonly ctx: Names;
  /** A seat's name (its colour for a free seat). */
  name(seat: Seat): string;
  /** "2 wool": marked for icons in a rich log. */
  res(resource: Resource, n: number): string;
}

export type Describer<E> = (e: E, w: LogWords) => string[];

/** A module's describers: one for each of its event types. */
export type ModuleLog<E extends { readonly type: string }> = { readonly [T in E['type']]: Describer<Extract<E, { type: T }>> };

/** Every module's describers, one entry a module. */
const LOGS: ModuleLog<ModuleEvent> = {
  ...turnRulesLog,
  ...friendsLog,
  ...helpersLog,
};

/** Is this event a rule module's (as the domain's registry knows them)? */
export const isModuleEvent = (e: Event): e is ModuleEvent => inModule(e);

export function describeModuleEvent(e: ModuleEvent, w: LogWords): string[] {
  return (LOGS[e.type] as Describer<ModuleEvent>)(e, w);
}
