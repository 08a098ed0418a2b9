// The Catan Dice Game: the sheet's side (Island One, the standard side, 1–4 players; Island Two,
// the Plus side, 2–4), how many play (one: solo practice, the default and one click away), who
// sits in each other seat (a person, or a bot of some level), the turn timer (off when nobody else
// is a person, else 2 min), whether it is private or rated (people only), and the player's name. "Play" creates the game,
// seats the player in the first seat and opens it. Side, size and seats are remembered.
import { useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { useApp } from '../app-context.ts';
import { t } from '../i18n/index.ts';
import { DICE_SIDES, dicePlayersFor, fitDicePlayers, loadDiceChoice, type DiceChoice } from '../state/dice-lobby.ts';
import { DEFAULT_TIMER, TIMERS, type createLobbyActions, type LobbyState, type SeatChoice } from '../state/lobby.ts';
import { lastName } from '../state/seats.ts';
import { timerLabel } from './labels.ts';
import { RatedChoice } from './RatedChoice.tsx';
import { SeatChoices } from './SeatChoices.tsx';
import './dice-game.css';

export function DiceGameForm({ lobby, actions }: { lobby: LobbyState; actions: ReturnType<typeof createLobbyActions> }) {
  const { store } = useApp();
  const { route } = useLocation();
  const [choice, setChoice] = useState<DiceChoice>(() => loadDiceChoice(store));
  const [name, setName] = useState(() => lastName(store));
  /** The timer picked; null until the player picks one (then: 2 min with other people, else off). */
  const [picked, setPicked] = useState<number | null>(null);
  const [hidden, setHidden] = useState(false);
  const [rated, setRated] = useState(false);
  const { side, players, seats } = choice;
  const othersArePeople = seats.slice(1, players).some((s) => s === null);
  const timer = picked ?? (othersArePeople ? DEFAULT_TIMER : 0);
  const peopleOnly = players > 1 && seats.slice(0, players).every((s) => s === null);
  const setSeat = (seat: number, value: SeatChoice) => setChoice({ ...choice, seats: seats.map((s, i) => (i === seat ? value : s)) });
  const submit = async (e: Event) => {
    e.preventDefault();
    try {
      route(`/game/${await actions.createDice(choice, name.trim() || t('lobby.defaultName'), { timer, private: hidden, rated: rated && peopleOnly })}`);
    } catch {
      /* shown from lobby.diceError */
    }
  };
  return (
    <section class="panel dice-game" aria-labelledby="dice-h" data-dice-form="">
      <h2 id="dice-h">{t('lobby.dice')}</h2>
      <form onSubmit={submit}>
        <p class="muted">{t('lobby.diceIntro')}</p>
        <div class="dice-options">
          <fieldset class="radios">
            <legend>{t('lobby.diceSide')}</legend>
            {DICE_SIDES.map((s) => (
              <label key={s}>
                <input type="radio" name="dice-side" value={s} checked={side === s}
                  onChange={() => setChoice({ ...choice, side: s, players: fitDicePlayers(s, players) })} /> {t(`dg.${s}`)}
              </label>
            ))}
          </fieldset>
          {/* Selects, not radios: the create form has radios of the same labels (table sizes, timers). */}
          <div>
            <label for="dice-players">{t('lobby.players')}</label>
            <select id="dice-players" value={String(players)}
              onChange={(e) => setChoice({ ...choice, players: Number((e.currentTarget as HTMLSelectElement).value) })}>
              {dicePlayersFor(side).map((n) => <option key={n} value={n}>{n === 1 ? t('lobby.solo') : n}</option>)}
            </select>
          </div>
          <div>
            <label for="dice-timer">{t('lobby.timer')}</label>
            <select id="dice-timer" value={String(timer)} onChange={(e) => setPicked(Number((e.currentTarget as HTMLSelectElement).value))}>
              {TIMERS.map((s) => <option key={s} value={s}>{timerLabel(s)}</option>)}
            </select>
          </div>
          <div>
            <label for="dice-name">{t('lobby.yourName')}</label>
            <input id="dice-name" name="dice-name" maxLength={40} autoComplete="nickname" value={name} placeholder={t('lobby.defaultName')}
              onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
          </div>
        </div>
        {players > 1 && (
          <SeatChoices idPrefix="dice-seat" choices={seats.slice(0, players)} onChange={setSeat} />
        )}
        <label class="check">
          <input type="checkbox" name="dice-private" checked={hidden} onChange={(e) => setHidden((e.currentTarget as HTMLInputElement).checked)} />
          {' '}{t('lobby.private')}
        </label>
        {players > 1 && <RatedChoice id="dice-rated" peopleOnly={peopleOnly} value={rated} onChange={setRated} />}
        <button type="submit" class="primary play-button" disabled={lobby.busy.value} data-dice-play="">
          {lobby.busy.value ? t('play.starting') : t('lobby.dicePlay')}
        </button>
        {lobby.diceError.value && <p role="alert" class="error">{t('lobby.failed', { message: lobby.diceError.value })}</p>}
      </form>
    </section>
  );
}
