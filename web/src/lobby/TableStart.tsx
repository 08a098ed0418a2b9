// The waiting room (who sits where, who is ready, "I'm ready") and the roll for the first player
// (each seat's two dice, round after round while seats tie, and who starts). On a phone the roll
// is folded to its one line, who starts, so that it does not squeeze the board (five or six seats'
// dice take a third of the screen); everywhere it folds once the set-up is under way (the first
// piece placed, or a page opened later), giving the board its room back; a tap unfolds it.
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { indexOf, type Seat } from '../lib/domain.ts';
import { seatFill } from '../ui/colours.ts';
import { Die } from '../game/Dice.tsx';
import { useGame } from '../game/context.ts';
import { nameOf } from '../game/derived.ts';
import { rollOf, setupUnderWay } from './first-roll.ts';
import './start.css';

export function WaitingRoom() {
  const { game, actions } = useGame();
  const s = game.state.value;
  if (s.phase !== 'lobby') return null;
  const me = game.mySeat.value;
  const free = s.names.filter((n) => n === null).length;
  const asking = game.pending.value.some((p) => p.command.type === 'MarkReady');
  const colours = indexOf(s).spec.colours;
  return (
    <section class="panel waiting-room" aria-labelledby="waiting-h">
      <h2 id="waiting-h">{t('lobby.waitingRoom')}</h2>
      <ul class="waiting-seats">
        {s.names.map((name, seat) => (
          <li key={seat} data-seat={seat} data-ready={name !== null && s.ready[seat] ? 'yes' : 'no'} class={seat === me ? 'me' : undefined}>
            <span class="swatch" style={{ background: seatFill(colours[seat]) }} aria-hidden="true" />
            <span class="waiting-name">
              {name === null ? <span class="muted">{t('lobby.free')}</span>
                : s.levels[seat] !== null ? t('lobby.botName', { name, level: t(`level.${s.levels[seat]}`) }) : name}
            </span>
            {name !== null && (s.ready[seat]
              ? <span class="ready-yes">✓ {t('lobby.ready')}</span>
              : <span class="ready-no muted">{t('lobby.notReady')}</span>)}
          </li>
        ))}
      </ul>
      <p class="muted" role="status">{free > 0 ? t('lobby.waitingSeats', { n: free }) : t('lobby.waitingReady')}</p>
      {me !== null && !s.ready[me] && (
        <button type="button" class="primary" data-ready-button="" disabled={asking} onClick={() => actions.command({ type: 'MarkReady' })}>
          {t('lobby.readyButton')}
        </button>
      )}
    </section>
  );
}

/** A phone (the table's narrow layout): the roll starts folded there. */
const narrow = (): boolean => typeof matchMedia === 'function' && matchMedia('(max-width: 59.99rem)').matches;

export function FirstRoll() {
  const { game } = useGame();
  const s = game.state.value;
  const underWay = setupUnderWay(s);
  const [open, setOpen] = useState(() => !narrow() && !underWay);
  // Folded once, when the set-up gets under way; after that it is the player's to open.
  const folded = useRef(underWay);
  useEffect(() => {
    if (!underWay || folded.current) return;
    folded.current = true;
    setOpen(false);
  }, [underWay]);
  const roll = rollOf(game.events.value);
  if (s.phase === 'none' || !roll || roll.first === undefined || !roll.rolls) return null;
  const first: Seat = roll.first;
  const name = (seat: Seat) => nameOf(s, seat, t);
  return (
    <details class="panel first-roll" data-first={first} open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>
        <span class="first-roll-title">{t('lobby.firstRoll')}</span>
        {!open && <strong class="first-roll-short">{t('lobby.starts', { name: name(first) })}</strong>}
      </summary>
      {roll.rolls.map((round, i) => (
        <div key={i} class="roll-round">
          {i > 0 && <p class="muted">{t('lobby.rollAgain')}</p>}
          <ul>
            {round.map((dice, seat) => dice && (
              <li key={seat} class={i === roll.rolls!.length - 1 && seat === first ? 'roll-best' : undefined} data-roll-seat={seat}>
                <span class="roll-name">{name(seat)}</span>
                <span class="sr-only">{t('lobby.rollOf', { name: name(seat), a: dice[0], b: dice[1], total: dice[0] + dice[1] })}</span>
                <span class="roll-dice" aria-hidden="true"><Die n={dice[0]} /><Die n={dice[1]} /> <b>{dice[0] + dice[1]}</b></span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p class="roll-first"><strong>{t('lobby.starts', { name: name(first) })}</strong></p>
    </details>
  );
}
