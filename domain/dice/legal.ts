// The commands a seat may send now (for bots, UI hints and tests), and who the game waits for.
// Each candidate is judged by decide itself, so this list and the rules cannot drift apart.
import type { DiceCommand } from './commands.ts';
import { decide } from './decide/index.ts';
import { placeCodeOf } from './decide/build.ts';
import type { Sheet, Structure } from './sheets.ts';
import type { DiceState, Playing } from './state.ts';
import { DICE_RESOURCES, FACES, MAX_ROLLS, type Seat } from './types.ts';

/** Who the game waits for: the seat whose turn it is (nobody in the lobby or after the end). */
export const awaitedSeats = (state: DiceState): Seat[] => (state.phase === 'playing' ? [state.turn.seat] : []);

/** The symbols the seat may mark now, the dice aside: connected, in order, not yet built. */
export const placeable = (s: Playing, seat: Seat): Structure[] => placeableOn(s.sheet, new Set(s.sheets[seat].built));

/** The symbols a sheet on which `built` holds may mark next. */
export function placeableOn(sheet: Sheet, built: ReadonlySet<string>): Structure[] {
  const has = (id: string) => built.has(id);
  return sheet.structures.filter((st) => placeCodeOf(st, has) === null);
}

/** Every keep mask of the next roll: none kept on the first roll, anything but all kept after. */
export function keepMasks(s: Playing): boolean[][] {
  const { rolls, diceCount: n, rolling } = s.turn;
  if (!rolling || rolls >= MAX_ROLLS) return [];
  if (rolls === 0) return [Array(n).fill(false)];
  return Array.from({ length: 2 ** n - 1 }, (_, m) => Array.from({ length: n }, (_, i) => (m & (1 << i)) !== 0));
}

export function legalCommands(state: DiceState, seat: Seat): DiceCommand[] {
  if (state.phase !== 'playing' || state.turn.seat !== seat) return [];
  const rolls: DiceCommand[] = keepMasks(state).map((keep) => ({ type: 'Roll', seat, keep }));
  if (state.turn.rolls === 0) return rolls;
  const showing = FACES.filter((f) => state.turn.dice.some((d, i) => d === f && !state.turn.used[i]));
  const candidates: DiceCommand[] = [
    ...DICE_RESOURCES.map((resource): DiceCommand => ({ type: 'TradeGold', seat, resource })),
    ...state.sheet.structures.filter((st) => st.kind === 'knight' && st.joker).flatMap((k) => showing.flatMap((give) =>
      (k.joker === 'any' ? DICE_RESOURCES.map((resource): DiceCommand => ({ type: 'UseKnight', seat, knight: k.id, give, resource }))
        : [{ type: 'UseKnight', seat, knight: k.id, give } as DiceCommand]))),
    ...showing.flatMap((give) => DICE_RESOURCES.map((get): DiceCommand => ({ type: 'UseDesertPair', seat, give, get }))),
    ...state.sheet.structures.map((st): DiceCommand => ({ type: 'Build', seat, structure: st.id })),
    { type: 'EndTurn', seat },
  ];
  return [...rolls, ...candidates.filter((c) => decide(c, state).ok)];
}
