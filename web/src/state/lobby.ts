// The lobby's data and actions: the games to join or watch, the finished ones to replay, the
// abandoned ones, and creating a game (seats for people or bots, a turn timer) then taking its
// first person's seat; "Play now" does that in one click against bots, and the dice game's panel
// for a Catan Dice Game. The lists follow the server's `lobby` pushes (watchLobby) and are read
// afresh on every (re)connection.
import { signal, type Signal } from '@preact/signals';
import { BOT_LEVELS, type BotLevel } from '../../../domain/catan/base/types.ts';
// The names alone: the lobby's first bundle does not carry the modules' rules.
import { BUILT_EXPANSIONS, EXPANSIONS, expansionsFor, SCENARIOS, TURN_RULES, type Expansion, type ScenarioId, type TurnRule } from '../../../domain/catan/options.ts';
import type { Connection } from '../net/connection.ts';
import { request } from '../net/request.ts';
import type { ClientMessage, GameSummary, ServerMessage } from '../lib/protocol.ts';
import { saveDiceChoice, type DiceChoice } from './dice-lobby.ts';
import { joinGame, type JoinRequest } from './join.ts';
import { isTransient, repeatable } from './repeatable.ts';
import { loadSeat, saveHostKey, saveSeat, sessionStore, type KeyValueStore } from './seats.ts';

export function createLobbyState() {
  return {
    /** Open and playing games (null until the first answer). */
    games: signal<readonly GameSummary[] | null>(null),
    /** The latest finished games, for the replay room (null until the first answer). */
    finished: signal<readonly GameSummary[] | null>(null),
    /** Games left idle with nobody at the table (null until the first answer). */
    abandoned: signal<readonly GameSummary[] | null>(null),
    error: signal<string | null>(null),
    /** Why the last Play now failed (shown by Play now, not by the create form). */
    playError: signal<string | null>(null),
    /** Why the last dice game failed to start (shown by its own panel). */
    diceError: signal<string | null>(null),
    busy: signal(false),
  };
}

export type LobbyState = ReturnType<typeof createLobbyState>;

/** How long a create whose creator was not seated may be taken up again by the next create. */
export const CREATE_KEEP_MS = 10 * 60_000;

/** A seat at creation: a person's (null) or a bot's, by level. */
export type SeatChoice = BotLevel | null;

export type TableSize = 3 | 4 | 5 | 6;
export const TABLE_SIZES: readonly TableSize[] = [3, 4, 5, 6];
/** A base game's board, or a Seafarers scenario (its map: 3–4 players, modules ['seafarers']). */
export type BoardChoice = 'beginner' | 'variable' | 'fixed' | ScenarioId;
export const isScenario = (board: string): board is ScenarioId => (SCENARIOS as readonly string[]).includes(board);
/** How the turn passes at a 5–6 player table (RULES.md §2.5); the special building phase by default. */
export type { TurnRule };
export { TURN_RULES };

/**
 * A listed 5–6 player game's turn rule, read from the rule modules its summary names (as its
 * GameCreated records them); null for a 3–4 player game, or when the summary names no modules
 * (a server that does not send them yet): then the list says nothing rather than guess. A dice
 * game has none.
 */
export function listedTurnRule(game: GameSummary): TurnRule | null {
  const modules = (game as { readonly modules?: unknown }).modules;
  if (game.kind === 'dice' || game.players < 5 || !Array.isArray(modules)) return null;
  return TURN_RULES.find((rule) => modules.includes(rule)) ?? null;
}

/** The mini-expansions the lobby offers: those the domain plays (Helpers joins once built). */
export const OFFERED_EXPANSIONS: readonly Expansion[] = BUILT_EXPANSIONS;
export type { Expansion };

/** Those a table of `players` may add (the Harbormaster is for 3–4 players). */
export const offeredFor = (players: number): Expansion[] => expansionsFor(players).filter((m) => OFFERED_EXPANSIONS.includes(m));

/**
 * The expansions played with none of the others the lobby offers (their module's `combines` names
 * none of them: Cities & Knights, which joins only Seafarers' maps); the domain refuses such a mix,
 * so the lobby never offers it.
 */
export const PLAYED_ALONE: readonly Expansion[] = ['cities-knights'];

/**
 * The expansions a Seafarers scenario may add (their module's `combines` names Seafarers: Cities &
 * Knights, at 3–4 players on the scenario's map).
 */
export const SEA_EXPANSIONS: readonly Expansion[] = ['cities-knights'];

/** The modules of a game on a scenario's map: Seafarers, and those chosen that combine with it. */
export const seaModules = (chosen: readonly Expansion[] | undefined): Expansion[] => ['seafarers', ...SEA_EXPANSIONS.filter((m) => chosen?.includes(m))];

/** Can these two expansions be played together? */
export const combinable = (a: Expansion, b: Expansion): boolean => a === b || (!PLAYED_ALONE.includes(a) && !PLAYED_ALONE.includes(b));

/** A choice with `m` switched on: what does not combine with it gives way. */
export const withExpansion = (chosen: readonly Expansion[], m: Expansion): Expansion[] => [...chosen.filter((x) => combinable(x, m)), m];

/** A remembered or sent choice made playable: offered at this size, the first chosen wins a clash. */
export function playableChoice(players: number, chosen: readonly Expansion[] | undefined): Expansion[] {
  const out: Expansion[] = [];
  for (const m of offeredFor(players)) if (chosen?.includes(m) && out.every((x) => combinable(x, m))) out.push(m);
  return out;
}

/** A listed game's expansions (Seafarers too), read from the rule modules its summary names (none if it names none, nor for a dice game). */
export function listedExpansions(game: GameSummary): Expansion[] {
  const modules = (game as { readonly modules?: unknown }).modules;
  if (game.kind === 'dice' || !Array.isArray(modules)) return [];
  return EXPANSIONS.filter((m) => modules.includes(m));
}

/** The boards of a table size: 3–4 players have the beginner board, 5–6 the fixed map instead. */
export const boardsFor = (players: TableSize): readonly BoardChoice[] => (players >= 5 ? ['variable', 'fixed'] : ['beginner', 'variable']);

/** The board kept when the table size changes, if that size has it; else that size's first. */
export const fitBoard = (players: TableSize, board: BoardChoice): BoardChoice => (boardsFor(players).includes(board) ? board : boardsFor(players)[0]);

export interface GameOptions {
  /** Per seat; absent: every seat is a person's. At least one must be a person's. */
  readonly bots?: readonly SeatChoice[];
  /** Seconds per turn before a bot plays for an absent person; 0 or absent: no timer. */
  readonly timer?: number;
  /** Never listed: reachable by its link only. */
  readonly private?: boolean;
  /** Join without being ready (the waiting room asks): for a table that waits for other people. */
  readonly waitReady?: boolean;
  /** 5–6 players only; absent: the special building phase. */
  readonly turnRule?: TurnRule;
  /** The mini-expansions in play (Friends…); absent or empty: the base game. */
  readonly modules?: readonly Expansion[];
  /** A rated table: people only, so ignored with any bot. */
  readonly rated?: boolean;
}

const taken = (g: GameSummary): number => g.seats.filter((s) => s !== null).length;

/** The live list's order: open games with a free seat, then full ones about to start, then games in play; newest first in each. */
export function liveOrder(games: readonly GameSummary[]): GameSummary[] {
  const rank = (g: GameSummary) => (g.status !== 'open' ? 2 : taken(g) < g.players ? 0 : 1);
  return [...games].sort((a, b) => rank(a) - rank(b) || b.createdAt.localeCompare(a.createdAt));
}

const newestFirst = (games: readonly GameSummary[]) => [...games].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** How far a game has come; a push that arrives after a later one (they may race) is not taken. */
const progress = (g: GameSummary): number => (g.status === 'finished' ? 2 : g.status === 'open' ? 0 : 1) * 10 + taken(g);

/** Applies a `lobby` push to the lists: the game moves to the list of its status, or leaves them all. */
export function applyLobbyPush(lobby: LobbyState, message: Extract<ServerMessage, { type: 'lobby' }>): void {
  const game = 'game' in message ? message.game : null;
  const gameId = game?.gameId ?? ('gameId' in message ? message.gameId : '');
  const lists = [lobby.games, lobby.finished, lobby.abandoned] as const;
  const known = lists.flatMap((list) => list.value ?? []).find((g) => g.gameId === gameId);
  if (game && known && progress(known) > progress(game)) return;
  const home = !game ? null : game.status === 'finished' ? lobby.finished : game.status === 'abandoned' ? lobby.abandoned : lobby.games;
  for (const list of lists) {
    if (list.value === null) continue;
    const others = list.value.filter((g) => g.gameId !== gameId);
    if (list !== home) {
      if (others.length !== list.value.length) list.value = others;
    } else {
      list.value = list === lobby.games ? liveOrder([game!, ...others]) : newestFirst([game!, ...others]);
    }
  }
}

/** The turn timers the web offers, in seconds (0: off). */
export const TIMERS = [0, 60, 120, 300] as const;
/** The timer of a new game with other people at the table. */
export const DEFAULT_TIMER = 120;

export interface PlayNowChoice {
  readonly players: TableSize;
  readonly board: BoardChoice;
  readonly level: BotLevel;
  /** Used at 5–6 players only. */
  readonly turnRule: TurnRule;
  /** The mini-expansions in play (absent: none). */
  readonly modules?: readonly Expansion[];
  /** Seconds per turn before a bot plays the player's seat (absent or 0: no timer). */
  readonly timer?: number;
}

const PLAY_NOW_KEY = 'hexfold.playNow';
export const DEFAULT_PLAY_NOW: PlayNowChoice = { players: 4, board: 'beginner', level: 'good', turnRule: 'special-building', modules: [] };

/** The last "Play now" choices (table size, board, bot level, turn rule), or the defaults. */
export function loadPlayNow(store: KeyValueStore): PlayNowChoice {
  try {
    const saved = JSON.parse(store.getItem(PLAY_NOW_KEY) ?? 'null') as Partial<PlayNowChoice> | null;
    const players = TABLE_SIZES.includes(saved?.players as TableSize) ? saved!.players! : DEFAULT_PLAY_NOW.players;
    const board = saved?.board === 'beginner' || saved?.board === 'variable' || saved?.board === 'fixed' ? saved.board : DEFAULT_PLAY_NOW.board;
    return {
      players,
      board: fitBoard(players, board),
      level: BOT_LEVELS.includes(saved?.level as BotLevel) ? saved!.level! : DEFAULT_PLAY_NOW.level,
      turnRule: TURN_RULES.includes(saved?.turnRule as TurnRule) ? saved!.turnRule! : DEFAULT_PLAY_NOW.turnRule,
      modules: Array.isArray(saved?.modules) ? playableChoice(players, saved!.modules) : DEFAULT_PLAY_NOW.modules,
      ...((TIMERS as readonly number[]).includes(saved?.timer as number) && saved!.timer! > 0 ? { timer: saved!.timer! } : {}),
    };
  } catch {
    return DEFAULT_PLAY_NOW;
  }
}

/** Keeps the choices; the turn rule only with a table of 5–6 (a smaller table has none), the mini-expansions when chosen. */
export function savePlayNow(store: KeyValueStore, choice: PlayNowChoice): void {
  const { turnRule, modules, timer, ...rest } = choice;
  store.setItem(PLAY_NOW_KEY, JSON.stringify({
    ...rest, ...(choice.players >= 5 ? { turnRule } : {}), ...(modules?.length ? { modules } : {}), ...(timer ? { timer } : {}),
  }));
}

/** The seats of a Play now game: the player first, bots of one level in the others. */
export const playNowSeats = (players: number, level: BotLevel): SeatChoice[] => Array.from({ length: players }, (_, i) => (i === 0 ? null : level));

/** The seats sent with a create: none when every seat is a person's. */
const botSeats = (seats: readonly SeatChoice[] | undefined): readonly SeatChoice[] | undefined => (seats?.some((b) => b !== null) ? seats : undefined);

/** The part of a create's session key that names its bots, timer and privacy. */
const optionsKey = (bots: readonly SeatChoice[] | undefined, timer: number, hidden: boolean): string =>
  `${bots ? `.${bots.map((b) => b ?? 'person').join('-')}` : ''}${timer ? `.t${timer}` : ''}${hidden ? '.private' : ''}`;

export function createLobbyActions(
  lobby: LobbyState, connection: Connection, store: KeyValueStore, session: KeyValueStore = sessionStore(), now: () => number = Date.now,
) {
  /**
   * Creates a game by `message` and seats its creator; resolves with the new game's id. A createId
   * makes the create safe to repeat: a lost answer cannot make a second game. It is kept (under
   * `key`, which names every option, so a kept createId is never taken up by a different game)
   * until the creator is seated, so trying again after a failed join takes the same game (and the
   * same join) instead of leaving an empty one behind; but not once that game seats this player
   * some other way, nor for longer than CREATE_KEEP_MS.
   */
  async function createAndSit(
    key: string, message: (createId: string) => ClientMessage, join: Omit<JoinRequest, 'gameId'>, error: Signal<string | null>,
  ): Promise<string> {
    lobby.busy.value = true;
    error.value = null;
    try {
      const forget = () => [key, `${key}.at`, `${key}.game`].forEach((k) => session.removeItem(k));
      const made = session.getItem(`${key}.game`);
      if ((made !== null && loadSeat(store, made)) || now() - Number(session.getItem(`${key}.at`) ?? 0) > CREATE_KEEP_MS) forget();
      if (session.getItem(key) === null) session.setItem(`${key}.at`, String(now()));
      const created = await repeatable(connection, session, key, message, 'created', { keep: true });
      session.setItem(`${key}.game`, created.gameId);
      // The creator keeps its createId for this game while it is open: it proves who may add bots.
      const createId = session.getItem(key);
      if (createId !== null) saveHostKey(store, created.gameId, createId);
      const joined = await joinGame(connection, session, { ...join, gameId: created.gameId }).catch((err: unknown) => {
        if (!isTransient(err)) forget();
        throw err;
      });
      forget();
      saveSeat(store, created.gameId, { seat: joined.seat, seatToken: joined.seatToken, name: join.name });
      return created.gameId;
    } catch (err) {
      error.value = (err as Error).message;
      throw err;
    } finally {
      lobby.busy.value = false;
    }
  }
  const actions = {
    /** Applies the server's pushes to the lists; returns how to stop. */
    listen(): () => void {
      return connection.onMessage((message) => {
        if (message.type === 'lobby') applyLobbyPush(lobby, message);
      });
    },
    /** Reads the lists, and subscribes to their changes (pushed until this connection follows a game). */
    async refresh() {
      // Three requests: the live games (watched from now on), the finished and the abandoned ones.
      const [current, finished, abandoned] = await Promise.allSettled([
        request(connection, { type: 'watchLobby' }, 'games'),
        request(connection, { type: 'listGames', status: 'finished' }, 'games'),
        request(connection, { type: 'listGames', status: 'abandoned' }, 'games'),
      ]);
      if (current.status === 'fulfilled') lobby.games.value = liveOrder(current.value.games);
      else lobby.error.value = (current.reason as Error).message;
      // The replay and abandoned lists are extras: without them the lobby still works.
      lobby.finished.value = finished.status === 'fulfilled' ? newestFirst(finished.value.games) : [];
      lobby.abandoned.value = abandoned.status === 'fulfilled' ? newestFirst(abandoned.value.games) : [];
    },
    /** Creates a game and seats its creator (in the first person's seat); resolves with the new game's id. */
    create(players: TableSize, board: BoardChoice, name: string, options: GameOptions = {}): Promise<string> {
      const bots = botSeats(options.bots?.slice(0, players));
      const timer = options.timer ?? 0;
      const hidden = options.private === true;
      const turnRule = players >= 5 ? options.turnRule ?? 'special-building' : undefined;
      // A scenario's board comes with Seafarers (and Cities & Knights if chosen; not the mini-expansions).
      const modules: Expansion[] = isScenario(board) ? seaModules(options.modules) : playableChoice(players, options.modules);
      const rated = options.rated === true && !bots;
      const key = `hexfold.create.${players}.${board}${optionsKey(bots, timer, hidden)}${turnRule ? `.${turnRule}` : ''}${modules.length ? `.${modules.join('+')}` : ''}${rated ? '.rated' : ''}`;
      // The web rolls for the first player, as people online expect.
      return createAndSit(key, (createId) => ({
        type: 'createGame', players, board, createId, firstPlayer: 'roll',
        ...(bots ? { bots: [...bots] } : {}), ...(timer ? { timer } : {}), ...(hidden ? { private: true } : {}), ...(turnRule ? { turnRule } : {}),
        ...(modules.length ? { modules } : {}), ...(rated ? { rated: true } : {}),
      }), { name, ready: !options.waitReady }, lobby.error);
    },
    /** Creates a Catan Dice Game and seats its creator in the first seat; the choice is remembered. */
    createDice(choice: DiceChoice, name: string, options: Pick<GameOptions, 'timer' | 'private' | 'rated'> = {}): Promise<string> {
      saveDiceChoice(store, choice);
      const { side, players } = choice;
      const bots = botSeats(choice.seats.slice(0, players));
      const timer = options.timer ?? 0;
      const hidden = options.private === true;
      const rated = options.rated === true && !bots && players > 1;
      const key = `hexfold.create.dice.${side}.${players}${optionsKey(bots, timer, hidden)}${rated ? '.rated' : ''}`;
      // No readiness step: a dice game starts when its last seat is taken.
      return createAndSit(key, (createId) => ({
        type: 'createGame', game: 'dice', side, players, createId,
        ...(bots ? { bots: [...bots] } : {}), ...(timer ? { timer } : {}), ...(hidden ? { private: true } : {}), ...(rated ? { rated: true } : {}),
      }), { name }, lobby.diceError);
    },
    /** One click: a game against bots with the player in the first seat; the choice is remembered. */
    async playNow(choice: PlayNowChoice, name: string): Promise<string> {
      savePlayNow(store, choice);
      lobby.playError.value = null;
      try {
        return await actions.create(choice.players, choice.board, name, {
          bots: playNowSeats(choice.players, choice.level), turnRule: choice.turnRule, modules: choice.modules, timer: choice.timer ?? 0,
        });
      } catch (err) {
        lobby.error.value = null;
        lobby.playError.value = (err as Error).message;
        throw err;
      }
    },
  };
  return actions;
}
