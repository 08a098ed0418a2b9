// An independent referee for the property tests: it replays a finished game's events with its
// own bookkeeping (only the sheets' data and the costs table are shared with the domain) and
// throws at the first event the rules do not allow.
import { COSTS, FACES, sheetFor, structureOf, type DiceEvent, type Face, type Sheet } from '../../domain/dice/index.ts';

function check(ok: boolean, what: string, i: number, e: DiceEvent | undefined): void {
  if (!ok) throw new Error(`event ${i} (${JSON.stringify(e)}): ${what}`);
}

const sameFaces = (a: readonly Face[], b: readonly Face[]) => FACES.every((f) => a.filter((x) => x === f).length === b.filter((x) => x === f).length);

interface Seating {
  built: Set<string>;
  jokers: Set<string>;
  track: number[];
  /** Points of everything built, and turns without a build (standard side). */
  builtPoints: number;
  idle: number;
}

/** The Plus side's line: the main line's built roads (all connected, as roads must be). */
const mainLine = (sheet: Sheet, built: Set<string>) => [...built].filter((id) => structureOf(sheet, id)?.kind === 'road' && !structureOf(sheet, id)?.branch).length;
const knights = (sheet: Sheet, built: Set<string>) => [...built].filter((id) => structureOf(sheet, id)?.kind === 'knight').length;

/** Replays the game; returns the number of game turns played. */
export function referee(events: readonly DiceEvent[]): { turns: number; winners: readonly number[]; totals: readonly number[] } {
  const created = events[0];
  if (created?.type !== 'DiceGameCreated') throw new Error('no DiceGameCreated');
  const sheet = sheetFor(created.side, created.desertPairs || undefined);
  const plus = created.side === 'plus';
  const seats: Seating[] = Array.from({ length: created.players }, () => ({ built: new Set([sheet.start]), jokers: new Set(), track: [], builtPoints: 0, idle: 0 }));
  let seat = -1;
  let turn = -1;
  let dice: Face[] = [];
  let used: boolean[] = [];
  let rolls = 0;
  let stopped = false;
  let turnBuilt: string[] = [];
  let army: number | null = null;
  let road: number | null = null;
  let roadLength = 0;
  let end: { winners: readonly number[]; totals: readonly number[] } | null = null;
  const vp = (s: number) => [...seats[s].built].reduce((sum, id) => sum + structureOf(sheet, id)!.points, 0) + (army === s ? 2 : 0) + (road === s ? 2 : 0);
  for (let i = 1; i < events.length; i++) {
    const e = events[i];
    const ok = (cond: boolean, what: string) => check(cond, what, i, e);
    ok(end === null, 'an event after the end');
    const mine = (s: number) => ok(s === seat, 'not the seat whose turn it is');
    switch (e.type) {
      case 'DiceGameCreated': ok(false, 'created twice'); break;
      case 'SeatClaimed': ok(seat === -1, 'a seat claimed in play'); break;
      case 'GameStarted': ok(e.first === 0 && e.dice === sheet.firstDice, 'a wrong start'); seat = 0; turn = 0; break;
      // A bot playing for an absent person, and the person's return: the turn does not move.
      case 'SeatTakenOver': case 'SeatReturned': ok(seat !== -1 && e.seat >= 0 && e.seat < created.players, 'a seat taken over outside play'); break;
      case 'Rolled':
        mine(e.seat);
        ok(!stopped && rolls < 3, 'a roll after the rolling ended');
        ok(e.dice.length === Math.min(6, sheet.firstDice + turn) && e.kept.length === e.dice.length, 'the wrong number of dice');
        ok(rolls > 0 || e.kept.every((k) => !k), 'dice kept before the first roll');
        ok(e.kept.every((k, d) => !k || e.dice[d] === dice[d]), 'a kept die changed');
        rolls++;
        dice = e.dice.slice();
        used = dice.map(() => false);
        break;
      case 'GoldTraded':
        mine(e.seat);
        ok(rolls > 0 && e.die !== e.aside && [e.die, e.aside].every((d) => dice[d] === 'gold' && !used[d]), 'gold that is not there');
        dice[e.die] = e.resource;
        used[e.aside] = true;
        stopped = true;
        break;
      case 'KnightUsed': {
        mine(e.seat);
        const k = structureOf(sheet, e.knight);
        ok(k?.kind === 'knight' && seats[seat].built.has(e.knight) && !seats[seat].jokers.has(e.knight), 'a knight not built, or used');
        ok(k!.joker === 'any' || k!.joker === e.resource, 'the wrong resource');
        ok(!used[e.die] && dice[e.die] !== e.resource && e.die < dice.length, 'a bad die');
        seats[seat].jokers.add(e.knight);
        dice[e.die] = e.resource;
        stopped = true;
        break;
      }
      case 'DesertPairUsed': {
        mine(e.seat);
        const pair = sheet.desertPairs.find((p) => p.id === e.pair);
        ok(plus && pair !== undefined && pair.knights.every((k) => seats[seat].built.has(k)) && !seats[seat].jokers.has(e.pair), 'no desert pair');
        ok(!used[e.die] && dice[e.die] !== e.resource && e.die < dice.length, 'a bad die');
        seats[seat].jokers.add(e.pair);
        dice[e.die] = e.resource;
        stopped = true;
        break;
      }
      case 'StructureBuilt': {
        mine(e.seat);
        const st = structureOf(sheet, e.structure);
        const mineSheet = seats[seat];
        ok(rolls > 0 && st !== undefined && !mineSheet.built.has(e.structure), 'an unknown or built symbol');
        ok(st!.road === null || mineSheet.built.has(st!.road), 'not connected');
        ok(plus || st!.after === null || mineSheet.built.has(st!.after), 'out of order');
        ok(new Set(e.dice).size === e.dice.length && e.dice.every((d) => d < dice.length && !used[d]), 'dice used twice');
        ok(sameFaces(e.dice.map((d) => dice[d]), COSTS[st!.kind]), 'dice that do not pay the cost');
        for (const d of e.dice) used[d] = true;
        mineSheet.built.add(e.structure);
        mineSheet.builtPoints += st!.points;
        turnBuilt.push(e.structure);
        stopped = true;
        if (!plus) break;
        // The awards and the victory must follow at once, exactly as the rules say.
        const expected: DiceEvent[] = [];
        const k = knights(sheet, mineSheet.built);
        if (st!.kind === 'knight' && k >= 3 && army !== seat && (army === null || k > knights(sheet, seats[army].built))) {
          army = seat;
          expected.push({ type: 'LargestArmyChanged', holder: seat });
        }
        const line = mainLine(sheet, mineSheet.built);
        if (st!.kind === 'road' && line >= 5 && (road === null || line > roadLength)) {
          road = seat;
          roadLength = line;
          expected.push({ type: 'LongestRoadChanged', holder: seat, length: line });
        }
        if (vp(seat) >= 10) expected.push({ type: 'GameEnded', winners: [seat], totals: seats.map((_, s) => vp(s)) });
        const actual = events.slice(i + 1, i + 1 + expected.length);
        ok(JSON.stringify(actual) === JSON.stringify(expected), `expected ${JSON.stringify(expected)} next`);
        const next = events[i + 1 + expected.length];
        ok(next === undefined || !['LargestArmyChanged', 'LongestRoadChanged', 'GameEnded'].includes(next.type), 'an award out of place');
        const last = expected.at(-1);
        if (last?.type === 'GameEnded') end = last;
        i += expected.length;
        break;
      }
      case 'LargestArmyChanged': case 'LongestRoadChanged': ok(false, 'an award without its build'); break;
      case 'TurnScored': {
        mine(e.seat);
        ok(!plus && rolls > 0, 'a score without a roll, or on the Plus side');
        const points = turnBuilt.reduce((sum, id) => sum + structureOf(sheet, id)!.points, 0);
        ok(e.points === (turnBuilt.length === 0 ? -2 : points), 'the wrong score');
        if (turnBuilt.length === 0) seats[seat].idle++;
        seats[seat].track.push(e.points);
        break;
      }
      case 'TurnEnded':
        mine(e.seat);
        ok(rolls > 0 && (plus || seats[seat].track.length === Math.floor(turn / created.players) + 1), 'a turn ended unscored or unrolled');
        ok(e.next === (seat + 1) % created.players && e.dice === Math.min(6, sheet.firstDice + turn + 1), 'the wrong next turn');
        ok(plus || seats[seat].track.length < 15 || seats[seat].track.length === 15 && seat < created.players - 1, 'a 16th turn');
        [seat, turn, dice, used, rolls, stopped, turnBuilt] = [e.next, turn + 1, [], [], 0, false, []];
        break;
      case 'GameEnded': {
        ok(!plus, 'a Plus game ended without a build');
        ok(seats.every((s) => s.track.length === 15), 'the end before 15 turns each');
        const totals = seats.map((s) => s.track.reduce((a, b) => a + b, 0));
        ok(seats.every((s, n) => totals[n] === s.builtPoints - 2 * s.idle), 'a total that is not the sum of what was built');
        const best = Math.max(...totals);
        ok(JSON.stringify(e.totals) === JSON.stringify(totals), 'the wrong totals');
        ok(JSON.stringify(e.winners) === JSON.stringify(totals.flatMap((t, n) => (t === best ? [n] : []))), 'the wrong winners');
        end = e;
        break;
      }
      case 'SeedsRevealed':
        ok(end !== null, 'seeds revealed before the end');
        break;
      default: {
        const unknown: never = e;
        throw new Error(`unknown event ${JSON.stringify(unknown)}`);
      }
    }
  }
  if (end === null) throw new Error('the game did not end');
  return { turns: turn + 1, ...end };
}
