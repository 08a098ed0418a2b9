// The rule modules' commands, added to the domain's Command union (commands.ts).
import type { FriendsCommand } from './friends/commands.ts';
import { FRIENDS_COMMANDS } from './friends/commands.ts';
import type { HelpersCommand } from './helpers/commands.ts';
import { HELPERS_COMMAND_TYPES } from './helpers/commands.ts';

export type ModuleCommand = FriendsCommand | HelpersCommand;
export type ModuleCommandType = ModuleCommand['type'];

export const MODULE_COMMAND_TYPES: ReadonlySet<string> = new Set<ModuleCommandType>([...FRIENDS_COMMANDS, ...HELPERS_COMMAND_TYPES as ReadonlySet<HelpersCommand['type']>]);

export const isModuleCommand = <C extends { readonly type: string }>(c: C): c is Extract<C, ModuleCommand> => MODULE_COMMAND_TYPES.has(c.type);
export const isModuleKind = (kind: string): kind is ModuleCommandType => MODULE_COMMAND_TYPES.has(kind);
