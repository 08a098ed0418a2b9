// The board game's records that draw inputs, decided again for a verifier (shared/verify.ts):
// the creation (its seed, the board, and a module's secret: Cities & Knights' progress decks,
// Seafarers' fog), a claim or readiness that starts the game with a roll for the first player, a
// roll of the dice (with a module's own die: the event die, and everything the roll brings, the
// progress cards drawn included), a steal by the robber or the pirate (a commodity too), a
// development card bought, the Alchemist's event die and the Bishop's steals, the Friends'
// scholars' card and a returned token's place, the Helpers' Architect's look at the deck.
import type { Command } from './base/commands.ts';
import type { Event, EventOf } from './base/events.ts';
import { citiesKnights, decide, fold, initialState, supplyInputs, type Random, type State } from './index.ts';
import type { Redone, Tally, VerifyKind } from '../shared/verify.ts';
import { TWO_DICE } from '../shared/chi-square.ts';

const again = (command: Command, before: State, random: Random, roll: boolean): Redone<Event> => {
  const decision = decide(supplyInputs(command, random, before), before);
  return { roll, events: decision.ok ? decision.events : null };
};

/** A claim or a readiness that started the game with a roll for the first player. */
const rollsForFirst = (events: readonly Event[]): boolean => events.some((e) => e.type === 'SetupStarted' && e.rolls !== undefined);

/** The command that created the game, read back from its event (the inputs left to draw). */
function creation(e: EventOf<'GameCreated'>): Command {
  // A game of 5–6 lists its turn rule first (decide/setup.ts), then the expansions.
  const ids = e.modules ?? [];
  const turnRule = e.players >= 5 && ids.length > 0 ? { turnRule: ids[0] } : {};
  const modules = (e.players >= 5 ? ids.slice(1) : ids);
  return {
    type: 'CreateGame', players: e.players, board: e.boardKind, ...(e.timer !== undefined ? { timer: e.timer } : {}),
    ...(e.firstPlayer !== undefined ? { firstPlayer: e.firstPlayer } : {}), ...turnRule,
    ...(modules.length > 0 ? { modules } : {}), ...(e.commitment !== undefined ? { commitment: e.commitment } : {}),
    ...(e.rated ? { rated: true } : {}),
  };
}

/** A steal of the robber's or the pirate's: the victim, if the record names one. */
const victimOf = (events: readonly Event[]): number | null => {
  for (const e of events) if (e.type === 'ResourceStolen' || e.type === 'CommodityStolen') return e.victim;
  return null;
};

/** The Architect's use read back from its record: what was paid instead, and the helper flipped or taken after. */
function architect(seat: number, events: readonly Event[]): Command {
  let use: Record<string, unknown> = { helper: 'architect' };
  let then = 'flip';
  for (const e of events) {
    if (e.type === 'DeckShown') {
      const [instead] = Object.keys(e.instead);
      const [pay] = Object.keys(e.paid);
      if (instead !== undefined && pay !== undefined) use = { ...use, instead, pay };
    }
    if (e.type === 'HelperExchanged') then = e.taken;
  }
  return { type: 'UseHelper', seat, use, then } as unknown as Command;
}

function claim(e: EventOf<'SeatClaimed'>): Command {
  const who = e.bot ? { bot: true, ...(e.level !== undefined ? { level: e.level } : {}) } : e.ready === false ? { ready: false } : {};
  return { type: 'ClaimSeat', seat: e.seat, name: e.name, ...who, ...(e.seedHash !== undefined ? { seedHash: e.seedHash } : {}) };
}

export function redo(events: readonly Event[], before: State, random: Random): Redone<Event> | null {
  const first = events[0];
  switch (first?.type) {
    // The seed (the board) and a module's secret (what its set-up shuffles) are the creation's inputs.
    case 'GameCreated': return again(creation(first), before, random, false);
    case 'SeatClaimed': return rollsForFirst(events) ? again(claim(first), before, random, false) : null;
    case 'SeatReady': return rollsForFirst(events) ? again({ type: 'MarkReady', seat: first.seat }, before, random, false) : null;
    case 'DiceRolled': return again({ type: 'RollDice', seat: first.seat }, before, random, true);
    case 'RobberMoved':
    case 'PirateMoved': {
      const victim = victimOf(events);
      if (victim === null) return null;
      const type = first.type === 'RobberMoved' ? 'MoveRobber' : 'MovePirate';
      return again({ type, seat: first.seat, hex: first.hex, victim } as Command, before, random, false);
    }
    case 'DevelopmentCardBought': return again({ type: 'BuyDevelopmentCard', seat: first.seat }, before, random, false);
    // Friends: the scholars' development card, and the place a token returned takes in the supply.
    case 'FavorUsed': return first.guild === 'scholars' ? again({ type: 'UseFavor', seat: first.seat, guild: 'scholars' } as Command, before, random, false) : null;
    case 'FavorReturned': return again({ type: 'ReturnFavor', seat: first.seat, guild: first.guild } as Command, before, random, false);
    // Helpers: the Architect's look at the deck's top cards.
    case 'HelperUsed': return first.helper === 'architect' ? again(architect(first.seat, events), before, random, false) : null;
    case 'ProgressCardPlayed': {
      // The Alchemist's production dice are the player's, the event die is drawn; the Bishop's hex
      // is the player's, a card from each seat there is drawn.
      const rolled = events.find((e): e is EventOf<'DiceRolled'> => e.type === 'DiceRolled');
      const robber = events.find((e): e is EventOf<'RobberMoved'> => e.type === 'RobberMoved');
      const play = first.card === 'alchemist' && rolled !== undefined ? { dice: rolled.dice }
        : first.card === 'bishop' && robber !== undefined ? { hex: robber.hex } : null;
      return play === null ? null : again({ type: 'PlayProgressCard', seat: first.seat, card: first.card, ...play } as Command, before, random, false);
    }
    default: return null;
  }
}

/** A record's drawn outcome in short: a roll's dice, a card, a stolen resource, a seed. */
export function outcome(events: readonly Event[]): string {
  const parts = events.flatMap((e): string[] => {
    switch (e.type) {
      case 'GameCreated': return [`seed ${e.seed}`];
      case 'SetupStarted': return e.rolls ? [`first ${e.first}`] : [];
      case 'DiceRolled': return [`${e.dice[0]}+${e.dice[1]}${e.extra?.event !== undefined ? ` event ${e.extra.event}` : ''}`];
      case 'CommodityStolen': return [e.commodity ?? '?'];
      case 'ProgressCardDrawn': return [e.card ?? '?'];
      case 'ResourceStolen': return [e.resource ?? '?'];
      case 'DevelopmentCardBought': return [e.card ?? '?'];
      default: return [];
    }
  });
  return parts.join(' ') || events.map((e) => e.type).join(' ');
}

/** The sums of the game's rolls of the dice, 2 to 12 (the roll for the first player and the Alchemist's chosen dice aside). */
export function tally(events: readonly Event[]): Tally {
  const observed = TWO_DICE.map(() => 0);
  let chosen = false;
  for (const e of events) {
    if (e.type === 'ProgressCardPlayed') chosen = e.card === 'alchemist';
    else if (e.type === 'DiceRolled') {
      if (!chosen) observed[e.dice[0] + e.dice[1] - 2]++;
      chosen = false;
    }
  }
  return { categories: TWO_DICE.map((_, i) => String(i + 2)), observed, probabilities: TWO_DICE };
}

/** The event die's faces (the ship on three of six), Alchemist's rolls included: the event die is always rolled. */
export function eventDieTally(events: readonly Event[]): Tally | null {
  const faces = ['ship', 'trade', 'politics', 'science'] as const;
  const observed = faces.map(() => 0);
  let rolled = false;
  for (const e of events) {
    if (e.type !== 'DiceRolled' || e.extra?.event === undefined) continue;
    observed[faces.indexOf(citiesKnights.faceOf(e.extra.event) as (typeof faces)[number])]++;
    rolled = true;
  }
  return rolled ? { categories: [...faces], observed, probabilities: [1 / 2, 1 / 6, 1 / 6, 1 / 6] } : null;
}

export const CATAN_VERIFY: VerifyKind<State, Event> = { initialState: () => initialState('all'), fold, redo, outcome, tally, dieTally: eventDieTally };
