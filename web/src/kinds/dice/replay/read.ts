// Reading a dice game someone hands us (a notation file, pasted text) for the review room: parsed
// by the domain, then folded with the few checks a record must pass (a game created, seats
// before play, nothing after the end), so that a text that is not a dice game is refused with the
// line it goes wrong on.
import { evolve } from '../../../../../domain/dice/evolve.ts';
import type { DiceEvent } from '../../../../../domain/dice/events.ts';
import { parse } from '../../../../../domain/dice/notation.ts';
import { initialState } from '../../../../../domain/dice/state.ts';

export type ReadDiceGame =
  | { readonly ok: true; readonly events: readonly DiceEvent[] }
  | { readonly ok: false; readonly line: number; readonly message: string };

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The line (1-based) of each event after DiceGameCreated, which the header holds. */
function eventLines(lines: readonly string[]): number[] {
  return lines.flatMap((raw, i) => {
    const line = raw.trim();
    return !line || line.startsWith('[') ? [] : line.split(/\s+/).slice(1).map(() => i + 1);
  });
}

export function readDiceGame(text: string): ReadDiceGame {
  const lines = text.split('\n');
  let events: DiceEvent[];
  try {
    events = parse(text);
  } catch (e) {
    // The first body line the parser refuses, read with the header alone (else the header's).
    const header = lines.filter((l) => l.trim().startsWith('['));
    const bad = lines.findIndex((l) => {
      if (!l.trim() || l.trim().startsWith('[')) return false;
      try {
        parse([...header, l].join('\n'));
        return false;
      } catch {
        return true;
      }
    });
    return { ok: false, line: bad + 1 || 1, message: message(e) };
  }
  const at = eventLines(lines);
  let state = initialState();
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    const line = i === 0 ? 1 : at[i - 1] ?? lines.length;
    // Only the server's reveal of the seeds comes after the end.
    if (state.phase === 'finished' && e.type !== 'SeedsRevealed') return { ok: false, line, message: `${e.type} after the game's end` };
    const lobby = e.type === 'SeatClaimed' || e.type === 'GameStarted';
    if (i > 0 && state.phase !== 'finished' && lobby !== (state.phase === 'lobby')) return { ok: false, line, message: `${e.type} ${lobby ? 'after the game started' : 'before the game started'}` };
    state = evolve(state, e);
  }
  return { ok: true, events };
}
