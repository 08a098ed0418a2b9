// A game kind: what the platform (functions/, and the web client's shell) needs of a game to host
// it — create, decide, fold, redact, who is awaited, how bots move — without knowing its rules.
// Each kind is a pure module (domain/ for the board game, domain/dice/ for the dice game); this
// file is the one small interface between them and the platform (docs/architecture.md, "Game
// modules"). Nothing here does I/O or reads a clock.
import type { DiceRejectionCode } from '../dice/rejections.ts';
import type { Random } from '../shared/random.ts';
import type { RejectionCode } from '../catan/base/rejections.ts';
import type { BotLevel, Seat } from '../catan/base/types.ts';

/** The kinds the platform hosts. A stream without a kind is the board game's (stored games read as before). */
export const KIND_IDS = ['catan', 'dice'] as const;
export type KindId = (typeof KIND_IDS)[number];

/** Whose view: a seat, a spectator, or everything (the server's, and anyone's once the game is over). */
export type KindViewer = number | 'spectator' | 'all';

/** Every kind's rejection codes (typed, so that the service's error replies stay typed). */
export type KindRejectionCode = RejectionCode | DiceRejectionCode;

export interface KindRejection {
  readonly code: KindRejectionCode;
  readonly message: string;
}

export type KindDecision<E> =
  | { readonly ok: true; readonly events: readonly E[] }
  | { readonly ok: false; readonly rejection: KindRejection };

/** The table as the platform sees it: seats, who the server plays, the turn, the end. */
export interface TableView {
  /** 'lobby': seats being taken; 'underway': set-up or play. */
  readonly phase: 'none' | 'lobby' | 'underway' | 'finished';
  readonly names: readonly (string | null)[];
  /** Each bot seat's level; null for a person's seat (or a free one). */
  readonly levels: readonly (BotLevel | null)[];
  /** A person's seat a bot plays while its player is away. */
  readonly away: readonly boolean[];
  /** Seconds an awaited person has before a bot takes the seat over; 0: no timer. */
  readonly timer: number;
  /** The turn under way (a seat's turn, or its part of one), for the bots' per-turn cap. */
  readonly turn: { readonly seat: Seat; readonly number: number } | null;
  /** Who won a finished game (equal totals may share it). */
  readonly winners: readonly Seat[];
  /** A rated table (its creation event says so); absent: unrated, as every game created before. */
  readonly rated?: true;
}

/** An offer some seats must answer while the offering seat waits (the board game's trade offers). */
export interface OpenAnswers {
  readonly active: Seat;
  readonly unanswered: readonly Seat[];
}

/** Options of a seat's claim: a bot's level, or a person's readiness. */
export interface ClaimOptions {
  readonly level?: BotLevel;
  readonly ready?: boolean;
}

export interface GameKind<C extends { readonly type: string }, E extends { readonly type: string }, S extends { readonly phase: string }> {
  readonly id: KindId;
  /** The state before the stream's first event. */
  initialState(): S;
  /** Is this a state of this kind, as a snapshot stores it (the full view)? */
  owns(state: { readonly phase: string }): state is S;
  decide(command: C, state: S): KindDecision<E>;
  fold(events: readonly E[], state: S): S;
  /**
   * The server's inputs (dice, draws), overwriting anything a client sent. `state`, the game's
   * before the command (absent for a creation), tells what its rule modules draw besides.
   */
  supplyInputs(command: C, random: Random, state?: S): C;
  redact(event: E, viewer: KindViewer): E;
  /** The state as `viewer` may see it (a bot's view of the table). */
  redactState(state: S, viewer: KindViewer): S;
  table(state: S): TableView;
  /** The seats whose move the game waits for now. */
  awaited(state: S): readonly Seat[];
  /** The seconds an awaited person has now: the table's timer, or less for a quick answer (a discard). */
  deadlineSeconds(state: S): number;
  /** An open offer and the seats yet to answer it; null when none. */
  answers(state: S): OpenAnswers | null;
  /** The event that opens an offer (its record's time starts the answers' wait). */
  readonly offerEvent: string | null;
  /** The event that starts play (the games item: 'open' → 'playing'), and the one that ends it. */
  readonly startEvent: string;
  readonly endEvent: string;
  /** The winners an end event names. */
  winnersOf(event: E): readonly Seat[];
  claimSeat(seat: Seat, name: string, options: ClaimOptions): C;
  /** The server's commands: a bot plays an away person's seat, gives it back, ends a capped turn. */
  takeOverSeat(seat: Seat): C;
  returnToSeat(seat: Seat): C;
  endTurn(seat: Seat): C;
  /** A bot's move on its view (its seat's redacted state), drawing from `random`. */
  botCommand(view: S, seat: Seat, level: BotLevel, random: Random): C | null;
  /** A random legal move of the view: the fallback when the rules refuse a bot's choice. */
  randomCommand(view: S, seat: Seat, random: Random): C | null;
}
