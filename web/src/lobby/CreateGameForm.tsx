// New game: 3 to 6 players, the game (the base game, or Seafarers for 3–4 on one of its scenarios),
// the board (beginner or variable; for 5–6, variable or the fixed map),
// for 5–6 the turn rule (the special building phase or paired players), the mini-expansions, who sits in each seat (a
// person, or a bot of some level; the creator takes the first seat), the turn timer, whether the
// game is private (only by link), whether it is rated (people only: offered when no seat is a
// bot), and the creator's name. With other people at the table the creator sits down
// not ready: the waiting room asks everyone, the creator too.
import { useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { useApp } from '../app-context.ts';
import { t } from '../i18n/index.ts';
import {
  boardsFor, DEFAULT_TIMER, fitBoard, offeredFor, SEA_EXPANSIONS, TABLE_SIZES, TIMERS, TURN_RULES,
  type BoardChoice, type createLobbyActions, type Expansion, type LobbyState, type SeatChoice, type TableSize, type TurnRule,
} from '../state/lobby.ts';
import { lastName } from '../state/seats.ts';
import { ExpansionChoice, SeaExpansionChoice } from './Expansions.tsx';
import { GameChoice, ScenarioChoice } from './Scenarios.tsx';
import type { ScenarioId } from '../../../domain/catan/options.ts';
import { timerLabel } from './labels.ts';
import { RatedChoice } from './RatedChoice.tsx';
import { SeatChoices } from './SeatChoices.tsx';

export function CreateGameForm({ lobby, actions }: { lobby: LobbyState; actions: ReturnType<typeof createLobbyActions> }) {
  const { store } = useApp();
  const { route } = useLocation();
  const [players, setPlayers] = useState<TableSize>(4);
  const [board, setBoard] = useState<BoardChoice>('beginner');
  const [turnRule, setTurnRule] = useState<TurnRule>('special-building');
  const [modules, setModules] = useState<readonly Expansion[]>([]);
  const [sea, setSea] = useState(false);
  const [scenario, setScenario] = useState<ScenarioId>('new-shores');
  /** Seafarers, when chosen and the table is of 3 or 4. */
  const seaOn = sea && players <= 4;
  const [name, setName] = useState(() => lastName(store));
  const [seats, setSeats] = useState<readonly SeatChoice[]>([null, null, null, null, null, null]);
  /** The timer picked; null until the player picks one (then: 2 min with other people, else off). */
  const [picked, setPicked] = useState<number | null>(null);
  const [hidden, setHidden] = useState(false);
  const [rated, setRated] = useState(false);
  const chosen = seats.slice(0, players);
  const othersArePeople = chosen.slice(1).some((s) => s === null);
  const timer = picked ?? (othersArePeople ? DEFAULT_TIMER : 0);
  const peopleOnly = chosen.every((s) => s === null);
  const submit = async (e: Event) => {
    e.preventDefault();
    try {
      route(`/game/${await actions.create(players, seaOn ? scenario : board, name.trim(), {
        bots: chosen, timer, private: hidden, rated: rated && peopleOnly, waitReady: othersArePeople, ...(players >= 5 ? { turnRule } : {}), modules: seaOn ? modules.filter((m) => SEA_EXPANSIONS.includes(m)) : modules,
      })}`);
    } catch {
      /* shown from lobby.error */
    }
  };
  return (
    <section class="panel create" aria-labelledby="create-h">
      <h2 id="create-h">{t('lobby.create')}</h2>
      <form onSubmit={submit}>
        <fieldset class="radios">
          <legend>{t('lobby.players')}</legend>
          {TABLE_SIZES.map((n) => (
            <label key={n}>
              <input type="radio" name="players" value={n} checked={players === n} onChange={() => {
                setPlayers(n);
                setBoard(fitBoard(n, board));
                setModules(modules.filter((m) => offeredFor(n).includes(m)));
              }} /> {n}
            </label>
          ))}
        </fieldset>
        <GameChoice players={players} sea={sea} onChange={setSea} />
        {seaOn ? <ScenarioChoice players={players as 3 | 4} value={scenario} onChange={setScenario} /> : (
          <fieldset class="radios">
            <legend>{t('lobby.board')}</legend>
            {boardsFor(players).map((b) => (
              <label key={b}><input type="radio" name="board" value={b} checked={board === b} onChange={() => setBoard(b)} /> {t(`board.${b}`)}</label>
            ))}
          </fieldset>
        )}
        {players >= 5 && (
          <fieldset class="rules" data-turn-rules="">
            <legend>{t('lobby.turnRule')}</legend>
            {TURN_RULES.map((rule) => (
              <label key={rule} class="rule">
                <input type="radio" name="turnRule" value={rule} checked={turnRule === rule} onChange={() => setTurnRule(rule)}
                  aria-describedby={`rule-${rule}`} />
                <span>
                  <span class="rule-name">{t(`rule.${rule}`)}</span>
                  <span class="muted rule-about" id={`rule-${rule}`}>{t(`rule.${rule}About`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {seaOn ? <SeaExpansionChoice value={modules} onChange={setModules} />
          : <ExpansionChoice id="create" players={players} value={modules} onChange={setModules} />}
        <SeatChoices idPrefix="seat" choices={chosen} you
          onChange={(seat, choice) => setSeats(seats.map((s, j) => (j === seat ? choice : s)))} />
        <fieldset class="radios">
          <legend>{t('lobby.timer')}</legend>
          {TIMERS.map((s) => (
            <label key={s}><input type="radio" name="timer" value={s} checked={timer === s} onChange={() => setPicked(s)} /> {timerLabel(s)}</label>
          ))}
        </fieldset>
        <label class="check">
          <input type="checkbox" name="private" checked={hidden} onChange={(e) => setHidden((e.currentTarget as HTMLInputElement).checked)} />
          {' '}{t('lobby.private')}
        </label>
        <RatedChoice id="create-rated" peopleOnly={peopleOnly} value={rated} onChange={setRated} />
        <label for="create-name">{t('lobby.yourName')}</label>
        <input id="create-name" name="name" required maxLength={40} autoComplete="nickname" value={name}
          onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
        <button type="submit" class="primary" disabled={lobby.busy.value || name.trim() === ''}>
          {lobby.busy.value ? t('lobby.creating') : t('lobby.createButton')}
        </button>
        {lobby.error.value && <p role="alert" class="error">{t('lobby.failed', { message: lobby.error.value })}</p>}
      </form>
    </section>
  );
}
