// The rule modules' events, added to the domain's Event union (events.ts).
import type { SpecialBuildingEvent } from './special-building/events.ts';
import type { PairedEvent } from './paired/events.ts';
import type { FriendsEvent } from './friends/events.ts';
import type { HelpersEvent } from './helpers/events.ts';

export type ModuleEvent = SpecialBuildingEvent | PairedEvent | FriendsEvent | HelpersEvent;
