// What a module's log describers are given and must provide (index.ts dispatches to them).
import type { Resource, Seat } from '../../lib/domain.ts';
import type { Names } from '../names.ts';
import type { Translate } from '../index.ts';

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
