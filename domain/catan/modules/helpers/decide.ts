// decideHelpers(command, state): a helper's use or a look's choice → events, or a typed rejection.
// A use is judged in this order: the game and seat; the special building phase; a choice left to
// make; the card held, the turn it was received, once per turn; what happens to it afterwards;
// then the ability's own conditions (abilities.ts). Its events are HelperUsed, the effects, then
// HelperFlipped or HelperExchanged.
import type { Event } from '../../base/events.ts';
import type { Rejection } from '../../base/rejections.ts';
import type { State } from '../../base/state.ts';
import { DEV_CARDS, RESOURCES, type DevCard, type Resource, type Seat } from '../../base/types.ts';
import type { Playing } from '../../base/decide/common.ts';
import { rulesOf } from '../../base/registry.ts';
import { reject } from '../../base/rejections.ts';
import type { AfterUse, HelpersCommand } from './commands.ts';
import { isHelper } from './data.ts';
import type { HelpersEvent } from './events.ts';
import { helpersPart, turnNumber, type Held } from './state.ts';
import { abilityEffects } from './abilities.ts';

/** An event of the base game or of this module (HelpersEvent is part of Event: kept for the module's own signatures). */
export type Out = Event | HelpersEvent;

export type HelpersDecision =
  | { readonly ok: true; readonly events: readonly Out[] }
  | { readonly ok: false; readonly rejection: Rejection };

const refuse = (rejection: Rejection): HelpersDecision => ({ ok: false, rejection });
const accept = (events: readonly Out[]): HelpersDecision => ({ ok: true, events });

/** The game is in play, the seat at the table, and no phase or choice stops helpers. */
function tableProblem(s: State, seat: Seat): Rejection | null {
  if (s.phase === 'finished') return reject('game/over');
  if (s.phase !== 'playing') return reject(s.phase === 'none' ? 'game/not-created' : 'rule/wrong-phase');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) return reject('seat/unknown');
  if (rulesOf(s).buildOnly(s)) return reject('helpers/special-building');
  return null;
}

/** May the seat use the helper it holds now (whatever its ability asks)? */
export function heldProblem(p: Playing, seat: Seat, helper: unknown): Rejection | null {
  const part = helpersPart(p);
  if (part.choice !== null) return reject('helpers/choose-first');
  const held = part.held[seat];
  if (held === null || held === undefined) return reject('helpers/no-helper');
  if (held.helper !== helper) return reject('helpers/not-held');
  const turn = turnNumber(p);
  if (held.received === turn) return reject('helpers/received-this-turn');
  if (held.used === turn) return reject('helpers/once-per-turn');
  return null;
}

/** What happens to the card after the use: side A may flip; any side may be exchanged for another card of the display. */
export function afterUse(p: Playing, seat: Seat, held: Held, then: AfterUse): HelpersEvent | Rejection {
  if (then === 'flip') {
    return held.side === 'A' ? { type: 'HelperFlipped', seat, helper: held.helper } : reject('helpers/must-return');
  }
  if (!isHelper(then)) return reject('command/invalid', 'Flip the helper or name the one you take.');
  if (!helpersPart(p).display.includes(then)) return reject('helpers/not-in-display');
  return { type: 'HelperExchanged', seat, returned: held.helper, taken: then };
}

function useHelper(c: Extract<HelpersCommand, { type: 'UseHelper' }>, p: Playing): HelpersDecision {
  if (typeof c.use !== 'object' || c.use === null) return refuse(reject('command/invalid'));
  const bad = heldProblem(p, c.seat, c.use.helper);
  if (bad) return refuse(bad);
  const held = helpersPart(p).held[c.seat]!;
  const after = afterUse(p, c.seat, held, c.then);
  if ('code' in after) return refuse(after);
  const effects = abilityEffects(p, c.seat, c.use);
  if (!Array.isArray(effects)) return refuse(effects as Rejection);
  return accept([{ type: 'HelperUsed', seat: c.seat, helper: held.helper, side: held.side }, ...effects, after]);
}

const isResource = (x: unknown): x is Resource => (RESOURCES as readonly unknown[]).includes(x);
const isDevCard = (x: unknown): x is DevCard => (DEV_CARDS as readonly unknown[]).includes(x);

/** The Noblewoman takes a card of the hand she looked at; the Architect keeps a card she looked at and pays for it. */
function chooseCard(c: Extract<HelpersCommand, { type: 'ChooseHelperCard' }>, p: Playing): HelpersDecision {
  const choice = helpersPart(p).choice;
  if (choice === null || choice.seat !== c.seat) return refuse(reject('helpers/no-choice'));
  const made: HelpersEvent = { type: 'HelperChoiceMade', seat: c.seat };
  if (choice.kind === 'noblewoman') {
    if (!isResource(c.card) || p.hands[choice.target][c.card] === 0) return refuse(reject('helpers/not-offered'));
    return accept([made, { type: 'ResourceStolen', thief: c.seat, victim: choice.target, resource: c.card }]);
  }
  if (!isDevCard(c.card) || !choice.cards.includes(c.card)) return refuse(reject('helpers/not-offered'));
  const paid: HelpersEvent[] = Object.keys(choice.paid).length > 0 ? [{ type: 'HelperPaid', seat: c.seat, paid: choice.paid, instead: choice.instead }] : [];
  return accept([made, ...paid, { type: 'DevelopmentCardBought', seat: c.seat, card: c.card }]);
}

export function decideHelpers(command: HelpersCommand, state: State): HelpersDecision {
  if (typeof command !== 'object' || command === null) return refuse(reject('command/invalid'));
  const bad = tableProblem(state, command.seat);
  if (bad) return refuse(bad);
  const p = state as Playing;
  switch (command.type) {
    case 'UseHelper': return useHelper(command, p);
    case 'ChooseHelperCard': return chooseCard(command, p);
    default: {
      const unknown: never = command;
      void unknown;
      return refuse(reject('command/invalid', 'Unknown command.'));
    }
  }
}
