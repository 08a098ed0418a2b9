// Module `helpers` (seed 000 "Os ajudantes", RULES.md §4 and the project's decisions): every
// player holds one helper card, dealt at their second set-up settlement; once per turn, never in
// the turn it was received and never in the special building phase, its ability may be used;
// then the card is flipped from side A to B and kept, or returned to the display for a different
// one (after a use on side B it must be returned).
//
// The hooks (`helpers`, an Extend): `allows` refuses every turn command while a look's choice is
// to be made; `afterSetupSettlement` deals; `afterRoll` calls the General and the Mayor;
// `bankRate` opens the Captain's port. `HELPERS_MODULE` is the descriptor the composition root installs.
import type { CommandType } from '../../base/commands.ts';
import { handTotal, isEmptyBundle } from '../../base/cards.ts';
import type { InPhase } from '../../base/state.ts';
import type { Bundle, Resource, Seat } from '../../base/types.ts';
import type { Extend } from '../../base/hooks.ts';
import type { RuleModule } from '../../base/module.ts';
import { HELPERS_REJECTIONS } from './codes.ts';
import { botHelperDuty, botHelperMove, takeCall } from './bot.ts';
import { reject } from '../../base/rejections.ts';
import { HELPERS_COMMAND_TYPES, supplyHelperInputs, type HelpersCommand } from './commands.ts';
import { decideHelpers } from './decide.ts';
import { evolveHelpers } from './evolve.ts';
import { HELPERS_EVENT_TYPES, type HelpersEvent } from './events.ts';
import { legalHelperCommands } from './legal.ts';
import { helpersToken, readHelpers } from './notation.ts';
import { redactHelpers, redactHelpersPart } from './redact.ts';
import { HELPERS, helpersPart, turnNumber, type HelpersPart } from './state.ts';

export { HELPERS, helpersPart, initialHelpers, type HelpersPart, type Held, type Call, type Port, type Choice } from './state.ts';
export { HELPER_STACK, HELPERS_LIST, helperNumber, isHelper, type HelperId, type Side } from './data.ts';
export type { HelpersCommand, HelperUse, AfterUse, Demand } from './commands.ts';
export { HELPERS_COMMAND_TYPES, supplyHelperInputs } from './commands.ts';
export type { HelpersEvent, HelpersEventType } from './events.ts';
export { HELPERS_EVENT_TYPES } from './events.ts';
export { HELPERS_REJECTIONS, type HelpersRejectionCode } from './codes.ts';
export { decideHelpers, type HelpersDecision } from './decide.ts';
export { evolveHelpers } from './evolve.ts';
export { legalHelperCommands, helperExchanges } from './legal.ts';
export { redactHelpers, redactHelpersPart } from './redact.ts';
export { helpersToken, readHelpers } from './notation.ts';
export { botHelperDuty, botHelperMove } from './bot.ts';

type Playing = InPhase<'playing'>;

/** What a client may always send, whatever the turn: the table's commands. */
const TABLE_COMMANDS: ReadonlySet<CommandType> = new Set<CommandType>(['CreateGame', 'ClaimSeat', 'MarkReady', 'TakeOverSeat', 'ReturnToSeat']);

export const helpers: Extend = (inner) => ({
  ...inner,
  afterSetupSettlement: (s, seat, second, vertex) => [...inner.afterSetupSettlement(s, seat, second, vertex), ...helpersAfterSetupSettlement(s, seat, second)],
  afterRoll: (s, dice, gains) => [...inner.afterRoll(s, dice, gains), ...helpersAfterRoll(s, dice, gains)],
  bankRate: (s, seat, give, ratio) => helpersBankRate(s, seat, give, inner.bankRate(s, seat, give, ratio)),
  allows(s, seat, kind) {
    // The Noblewoman's or the Architect's holder chooses a card before anything else happens
    // (the module's own commands are judged by decideHelpers, which lets the choice through).
    if (helpersPart(s).choice !== null && !TABLE_COMMANDS.has(kind) && !HELPERS_COMMAND_TYPES.has(kind)) return reject('helpers/choose-first');
    // Its own code rather than the phase's generic refusal of module commands.
    if (HELPERS_COMMAND_TYPES.has(kind) && inner.buildOnly(s)) return reject('helpers/special-building');
    return inner.allows(s, seat, kind);
  },
});

/**
 * Hook after a set-up settlement (call it after SettlementPlaced, in set-up only): at the
 * seat's second settlement it takes the top card of the stack. The first seat to place a second
 * settlement is the last in set-up order, so it gets A1.
 */
export function helpersAfterSetupSettlement(s: InPhase<'setup'>, seat: Seat, second: boolean): HelpersEvent[] {
  if (!second) return [];
  const top = helpersPart(s).display[0];
  return top === undefined ? [] : [{ type: 'HelperDealt', seat, helper: top }];
}

/**
 * Hook after a roll (call it with RollDice's events: after DiceRolled and DiscardsDemanded or
 * ResourcesProduced; `gains`: what the roll pays each seat, null for a 7 or a roll that pays
 * nobody). It records which reacting helper the roll calls: the General on a 7 (excused from
 * discarding with more than 7 cards, else a resource to take), the Mayor when the roll gave its
 * holder nothing. Each may then be used by its holder in that turn, in anyone's turn.
 */
export function helpersAfterRoll(s: Playing, dice: readonly [number, number], gains: readonly Bundle[] | null): HelpersEvent[] {
  const out: HelpersEvent[] = [];
  const turn = turnNumber(s);
  const seven = dice[0] + dice[1] === 7;
  helpersPart(s).held.forEach((held, seat) => {
    if (held === null || held.received === turn || held.used === turn) return;
    if (seven && held.helper === 'general') {
      out.push({ type: 'HelperCalled', seat, helper: 'general', effect: handTotal(s.hands[seat]) > 7 ? 'exempt' : 'take' });
    } else if (!seven && held.helper === 'mayor' && (gains === null || isEmptyBundle(gains[seat]))) {
      out.push({ type: 'HelperCalled', seat, helper: 'mayor', effect: 'take' });
    }
  });
  return out;
}

/** Is the seat played by the server: a bot's seat, or a person's while they are away? */
const serverPlays = (s: Playing, seat: Seat): boolean => (s.levels[seat] ?? null) !== null || s.away[seat] === true;

/**
 * The seat the game waits for, or null: the one whose look waits for its choice; else a seat the
 * server plays whose Mayor or General this turn's roll called to take a resource, while a take is
 * legal (it answers at once, so the bots driver asks it in anyone's turn). A person's call awaits
 * nobody: taking is optional (the card is flipped or exchanged after a use), and the table goes on.
 */
export function helpersAwaited(s: Playing): Seat | null {
  const part = helpersPart(s);
  if (part.choice !== null) return part.choice.seat;
  if (part.calls.length === 0) return null;
  for (const call of part.calls) {
    if (serverPlays(s, call.seat) && takeCall(s, call.seat) === call && legalHelperCommands(s, call.seat).length > 0) return call.seat;
  }
  return null;
}

/**
 * The seats whose reacting helper (Mayor, General) this turn's roll called and which may still
 * use it: for the client (a prompt). A person is not awaited for them: a reaction is optional
 * (the seats the server plays are, see helpersAwaited).
 */
export function helpersCalled(s: Playing): Seat[] {
  const part = helpersPart(s);
  const turn = turnNumber(s);
  return part.calls.filter((c) => c.turn === turn && part.held[c.seat]?.helper === c.helper && part.held[c.seat]?.used !== turn).map((c) => c.seat);
}

/**
 * Hook on the maritime ratio (call it wherever `maritimeRatio` decides or lists a trade with the
 * bank, with the base ratio): the Captain's port makes its resource 2:1 for the rest of the turn.
 */
export function helpersBankRate(s: Playing, seat: Seat, give: Resource, ratio: number): number {
  const port = helpersPart(s).port;
  return port !== null && port.seat === seat && port.resource === give && port.turn === turnNumber(s) ? Math.min(ratio, 2) : ratio;
}

/** The descriptor the composition root installs (catan/index.ts). */
export const HELPERS_MODULE: RuleModule<HelpersCommand, HelpersEvent> = {
  id: HELPERS,
  role: 'expansion',
  rejections: HELPERS_REJECTIONS,
  extend: helpers,
  commandTypes: [...HELPERS_COMMAND_TYPES] as HelpersCommand['type'][],
  eventTypes: [...HELPERS_EVENT_TYPES] as HelpersEvent['type'][],
  decide: decideHelpers,
  inputs: supplyHelperInputs,
  evolve: evolveHelpers,
  redact: redactHelpers,
  redactPart: (part, viewer) => redactHelpersPart(part as HelpersPart | undefined, viewer),
  token: helpersToken,
  read: readHelpers,
  legal: legalHelperCommands,
  awaited: helpersAwaited,
  // Every level's duty: a look's choice, the General's exemption in place of a discard, a called take.
  botDuty: (s, seat, level, random) => botHelperDuty(s, seat, level, random),
  // Good and expert bots use their helper when it is clearly useful; easy bots leave it.
  botMove: (s, seat, level) => (level === 'good' || level === 'expert' ? botHelperMove(s, seat) : null),
};
