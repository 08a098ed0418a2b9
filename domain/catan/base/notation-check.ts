// Reading a game someone hands us (a notation file, pasted text) for the review room: parsed,
// then folded event by event with the table's invariants checked after each one, so that a file
// that is not a game Hexfold could have played is refused with where it goes wrong: the line,
// the event on it, and what is wrong. (`decide` is what judges moves; this checks that the
// recorded outcome is possible: pieces on the board's own spots, nothing built twice on one
// spot, no hand, bank or supply of pieces below zero, nothing after the win but the seeds' reveal.)
import type { Event } from './events.ts';
import { evolve } from './evolve.ts';
import { parse } from './notation.ts';
import { indexOf, initialState, type State } from './state.ts';
import { RESOURCES } from './types.ts';

export type ReadGame =
  | { readonly ok: true; readonly events: readonly Event[] }
  | { readonly ok: false; readonly line: number; readonly message: string };

/** Where each event of the text sits: its line (1-based), for each event after GameCreated. */
function eventLines(text: string): number[] {
  const lines: number[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('[')) return;
    for (let k = 1; k < line.split(/\s+/).length; k++) lines.push(i + 1);
  });
  return lines;
}

/** The first line whose tokens the parser refuses (each body line read with the header alone). */
function failingLine(text: string): number {
  const all = text.split('\n');
  const header = all.filter((l) => l.trim().startsWith('['));
  for (let i = 0; i < all.length; i++) {
    const line = all[i].trim();
    if (!line || line.startsWith('[')) continue;
    try {
      parse([...header, line].join('\n'));
    } catch {
      return i + 1;
    }
  }
  return 1;
}

/** What is impossible about `s` right after `e`, or null. */
function impossible(before: State, e: Event, s: State): string | null {
  if (s.phase === 'none' || s.phase === 'lobby') return null;
  const { topology } = indexOf(s);
  if ('vertex' in e && typeof e.vertex === 'string' && !topology.vertexIndex.has(e.vertex)) return `no such corner: ${e.vertex}`;
  if ('edge' in e && typeof e.edge === 'string' && !topology.edgeIndex.has(e.edge)) return `no such side: ${e.edge}`;
  if (before.phase !== 'none' && before.phase !== 'lobby') {
    if ((e.type === 'SettlementBuilt' || e.type === 'SettlementPlaced') && before.buildings[topology.vertexIndex.get(e.vertex)!]) return 'a settlement on a taken corner';
    if (e.type === 'CityBuilt') {
      const b = before.buildings[topology.vertexIndex.get(e.vertex)!];
      if (!b || b.kind !== 'settlement' || b.seat !== e.seat) return 'a city where the player has no settlement';
    }
    if ((e.type === 'RoadBuilt' || e.type === 'RoadPlaced') && before.roads[topology.edgeIndex.get(e.edge)!] >= 0) return 'a road on a taken side';
  }
  for (let seat = 0; seat < s.players; seat++) {
    if (RESOURCES.some((r) => s.hands[seat][r] < 0)) return `a hand below zero (seat ${seat + 1})`;
    const p = s.pieces[seat];
    if (p.roads < 0 || p.settlements < 0 || p.cities < 0) return `more pieces than a player has (seat ${seat + 1})`;
  }
  if (RESOURCES.some((r) => s.bank[r] < 0)) return 'the bank below zero';
  return null;
}

/** Reads a whole game from its notation and checks it can be folded as a game. */
export function readGame(text: string): ReadGame {
  let events: Event[];
  try {
    events = parse(text);
  } catch (error) {
    return { ok: false, line: failingLine(text), message: error instanceof Error ? error.message : String(error) };
  }
  const lines = eventLines(text);
  let state = initialState('all');
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    const line = i === 0 ? 1 : (lines[i - 1] ?? 1);
    if (i === 0 ? e.type !== 'GameCreated' : e.type === 'GameCreated') return { ok: false, line, message: 'a game has one GameCreated, first' };
    // Only the server's reveal of the seeds comes after the win.
    if (state.phase === 'finished' && e.type !== 'SeedsRevealed') return { ok: false, line, message: `${e.type} after the game was won` };
    let next: State;
    try {
      next = evolve(state, e);
    } catch (error) {
      return { ok: false, line, message: `${e.type}: ${error instanceof Error ? error.message : String(error)}` };
    }
    const wrong = impossible(state, e, next);
    if (wrong) return { ok: false, line, message: `${e.type}: ${wrong}` };
    state = next;
  }
  return { ok: true, events };
}
