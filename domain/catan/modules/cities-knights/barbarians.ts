// The event die and the barbarians (RULES.md §7.2.2, §7.2.6), resolved before the roll's
// production: a ship moves the barbarians a step, and on the seventh they attack — the cities on
// the board against the active knights. A lost attack pillages a city of each lowest defender who
// has one without a metropolis (its owner choosing which, when it has several: the roll's payout
// waits for those choices); a won one gives the single strongest defender a Defender of Catan, or
// each of those tied a progress card of their choice. A gate draws progress cards.
import { accept, refuse, seatProblem, type Decision, type Playing } from '../../base/decide/common.ts';
import { rollPayout } from '../../base/decide/turn.ts';
import type { Event } from '../../base/events.ts';
import { fold } from '../../base/evolve.ts';
import { reject } from '../../base/rejections.ts';
import { indexOf, type State } from '../../base/state.ts';
import type { Seat } from '../../base/types.ts';
import type { CoreCommand } from './commands.ts';
import { plainCities } from './improvements.ts';
import { activeStrength } from './knights/part.ts';
import { BARBARIAN_STEPS, ckPart } from './part.ts';
import { gateDraws } from './progress/gate.ts';
import { faceOf } from './tracks.ts';

/** The barbarians' strength: every city on the board, a metropolis's included. */
export function barbarianStrength(s: Playing): number {
  let n = 0;
  for (const b of s.buildings) if (b !== null && b.kind === 'city') n++;
  return n;
}

/** The event die's events before production, and whether the payout must wait for choices. */
export function eventDie(s: Playing, dice: readonly [number, number], die: number | undefined): { events: Event[]; defer: boolean } {
  if (die === undefined) return { events: [], defer: false };
  const face = faceOf(die);
  if (face !== 'ship') return { events: gateDraws(s, face, dice[0]), defer: false };
  const position = ckPart(s).barbarians + 1;
  const advanced: Event = { type: 'BarbariansAdvanced', position };
  if (position < BARBARIAN_STEPS) return { events: [advanced], defer: false };
  const attack = attackOf(s);
  const choosing = attack.choosing;
  const events = [advanced, ...attack.events];
  if (choosing.length === 0) return { events, defer: false };
  return { events: [...events, { type: 'CitiesToLose', seats: choosing, dice, extra: { event: die } }], defer: true };
}

/** The attack's events, and the seats that must choose which city they lose. */
function attackOf(s: Playing): { events: Event[]; choosing: Seat[] } {
  const strength = barbarianStrength(s);
  const { knights } = ckPart(s);
  const defence = Array.from({ length: s.players }, (_, seat) => activeStrength(knights, seat));
  const total = defence.reduce((a, b) => a + b, 0);
  const won = total >= strength;
  const events: Event[] = [{ type: 'BarbariansAttacked', strength, defence, won }];
  if (won) {
    const most = Math.max(...defence);
    const top = defence.flatMap((d, seat) => (d === most ? [seat] : []));
    events.push(top.length === 1 ? { type: 'DefenderAwarded', seat: top[0] } : { type: 'DefendersTied', seats: top });
    return { events, choosing: [] };
  }
  // Only seats with a city without a metropolis can be pillaged; the lowest of them lose one each.
  const exposed = defence.flatMap((d, seat) => (plainCities(s, seat).length > 0 ? [{ seat, d }] : []));
  if (exposed.length === 0) return { events, choosing: [] };
  const least = Math.min(...exposed.map((x) => x.d));
  const choosing: Seat[] = [];
  const { topology } = indexOf(s);
  for (const { seat, d } of exposed) {
    if (d !== least) continue;
    const cities = plainCities(s, seat);
    if (cities.length === 1) events.push({ type: 'CityPillaged', seat, vertex: topology.vertices[cities[0]] });
    else choosing.push(seat);
  }
  return { events, choosing };
}

/** A seat's choice of the city it loses; the last choice lets the roll pay out. */
export function loseCity(c: Extract<CoreCommand, { type: 'LoseCity' }>, s: State): Decision {
  if (s.phase !== 'playing') return refuse(reject(s.phase === 'finished' ? 'game/over' : 'rule/wrong-phase'));
  const bad = seatProblem(s, c.seat);
  if (bad) return refuse(bad);
  const part = ckPart(s);
  if (!part.losing.includes(c.seat) || part.deferred === null) return refuse(reject('cities-knights/not-losing'));
  const v = typeof c.vertex === 'string' ? indexOf(s).topology.vertexIndex.get(c.vertex) : undefined;
  if (v === undefined || !plainCities(s, c.seat).includes(v)) return refuse(reject('cities-knights/not-this-city'));
  const pillaged: Event = { type: 'CityPillaged', seat: c.seat, vertex: c.vertex };
  if (part.losing.length > 1) return accept(pillaged);
  const resumed: Event = { type: 'RollResumed' };
  const after = fold([pillaged, resumed], s) as Playing;
  const { dice, extra } = part.deferred;
  return accept(pillaged, resumed, ...rollPayout(after, dice, extra));
}
