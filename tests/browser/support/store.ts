// A game's stream in the local stack's store, read and written as the server would: the state a
// browser test needs, whatever the game's seeds drew (Cities & Knights' progress hands among it).
import { citiesKnights, fold, indexOf, initialState } from '../../../domain/catan/index.ts';
import { DECK_OF } from '../../../domain/catan/modules/cities-knights/progress/deck.ts';
import { foldAny, type AnyEvent } from '../../../domain/platform/index.ts';
import type { LocalStack } from '../../../functions/local/stack.ts';
import { newRecord } from '../../../functions/store/stream.ts';
import { catan, catanEvents } from '../../support/kinds.ts';

/** Events appended to the game's stream as the server would (a roll's commodities, say). */
export async function append(stack: LocalStack, gameId: string, events: readonly object[]): Promise<void> {
  const records = await stack.stores.events.range(gameId, 0);
  const before = foldAny(records.flatMap((r) => r.events), initialState('all'));
  const version = records[records.length - 1].version + 1;
  const record = newRecord(gameId, version, `append-${version}`, events as AnyEvent[], new Date().toISOString(), foldAny(events as AnyEvent[], before));
  if (!(await stack.stores.events.append(record))) throw new Error('the stream moved on while appending');
}

/** The game's state as the server has it. */
export async function serverState(stack: LocalStack, gameId: string) {
  const records = await stack.stores.events.range(gameId, 0);
  const s = fold(records.flatMap((r) => catanEvents(r.events)), initialState('all'));
  if (s.phase === 'none') throw new Error('no game');
  return s;
}

/** Puts the seat's progress cards under their decks (the store's stream): its hand then holds only what a test deals it, whatever the game's draws gave it. */
export async function emptyProgressHand(stack: LocalStack, gameId: string, seat: number): Promise<void> {
  const { cards } = citiesKnights.ckPart(await serverState(stack, gameId)).progress.hands[seat];
  if (cards.length > 0) await append(stack, gameId, cards.map((card) => ({ type: 'ProgressCardDiscarded', seat, track: DECK_OF[card], card })));
}

/** An empty intersection beside one of the seat's buildings. */
export async function freeBeside(stack: LocalStack, gameId: string, seat: number): Promise<string> {
  const state = catan(foldAny((await stack.stores.events.range(gameId, 0)).flatMap((r) => r.events), initialState('all')));
  if (state.phase !== 'playing') throw new Error('not in play');
  const { vertices, vertexNeighbors } = indexOf(state).topology;
  const own = state.buildings.flatMap((b, v) => (b?.seat === seat ? [v] : []));
  const free = own.flatMap((v) => vertexNeighbors[v]).find((n) => state.buildings[n] === null);
  if (free === undefined) throw new Error(`no free intersection beside seat ${seat}`);
  return vertices[free];
}
