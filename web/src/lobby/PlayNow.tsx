// Play now: one click to a game against bots, the player in the first seat. The table size,
// board, bot level, (at 5–6) turn rule, turn timer and mini-expansions are remembered for next time.
import { useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { useApp } from '../app-context.ts';
import { t } from '../i18n/index.ts';
import { BOT_LEVELS, type BotLevel } from '../../../domain/catan/base/types.ts';
import {
  boardsFor, fitBoard, loadPlayNow, offeredFor, TABLE_SIZES, TIMERS, TURN_RULES,
  type BoardChoice, type createLobbyActions, type LobbyState, type PlayNowChoice, type TableSize, type TurnRule,
} from '../state/lobby.ts';
import { lastName } from '../state/seats.ts';
import { ExpansionChoice } from './Expansions.tsx';
import { timerLabel } from './labels.ts';

export function PlayNow({ lobby, actions }: { lobby: LobbyState; actions: ReturnType<typeof createLobbyActions> }) {
  const { store } = useApp();
  const { route } = useLocation();
  const [choice, setChoice] = useState<PlayNowChoice>(() => loadPlayNow(store));
  const [name, setName] = useState(() => lastName(store));
  const set = (part: Partial<PlayNowChoice>) => setChoice({ ...choice, ...part });
  const submit = async (e: Event) => {
    e.preventDefault();
    try {
      route(`/game/${await actions.playNow(choice, name.trim() || t('lobby.defaultName'))}`);
    } catch {
      /* shown from lobby.error */
    }
  };
  return (
    <section class="panel play-now" aria-labelledby="play-h">
      <h2 id="play-h">{t('play.title')}</h2>
      <form onSubmit={submit}>
        <p class="muted">{t('play.intro')}</p>
        <div class="play-options">
          {/* Selects, not radios: the create form below has radios of the same names. */}
          <div>
            <label for="play-players">{t('lobby.players')}</label>
            <select id="play-players" value={choice.players} onChange={(e) => {
              const players = Number((e.currentTarget as HTMLSelectElement).value) as TableSize;
              set({ players, board: fitBoard(players, choice.board), modules: choice.modules?.filter((m) => offeredFor(players).includes(m)) });
            }}>
              {TABLE_SIZES.map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
          </div>
          <div>
            <label for="play-board">{t('lobby.board')}</label>
            <select id="play-board" value={choice.board}
              onChange={(e) => set({ board: (e.currentTarget as HTMLSelectElement).value as BoardChoice })}>
              {boardsFor(choice.players).map((b) => <option key={b} value={b}>{t(`board.${b}`)}</option>)}
            </select>
          </div>
          {choice.players >= 5 && (
            <div>
              <label for="play-rule">{t('lobby.turnRule')}</label>
              <select id="play-rule" value={choice.turnRule} onChange={(e) => set({ turnRule: (e.currentTarget as HTMLSelectElement).value as TurnRule })}>
                {TURN_RULES.map((rule) => <option key={rule} value={rule}>{t(`rule.${rule}`)}</option>)}
              </select>
            </div>
          )}
          <div>
            <label for="play-level">{t('play.level')}</label>
            <select id="play-level" value={choice.level}
              onChange={(e) => set({ level: (e.currentTarget as HTMLSelectElement).value as BotLevel })}>
              {BOT_LEVELS.map((level) => <option key={level} value={level}>{t(`level.${level}`)}</option>)}
            </select>
          </div>
          <div>
            <label for="play-timer">{t('lobby.timer')}</label>
            <select id="play-timer" value={choice.timer ?? 0} onChange={(e) => set({ timer: Number((e.currentTarget as HTMLSelectElement).value) })}>
              {TIMERS.map((s) => <option key={s} value={s}>{timerLabel(s)}</option>)}
            </select>
          </div>
          <div>
            <label for="play-name">{t('lobby.yourName')}</label>
            <input id="play-name" name="name" maxLength={40} autoComplete="nickname" value={name} placeholder={t('lobby.defaultName')}
              onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
          </div>
        </div>
        <ExpansionChoice id="play" players={choice.players} value={choice.modules ?? []} onChange={(modules) => set({ modules })} about={false} />
        <button type="submit" class="primary play-button" disabled={lobby.busy.value} data-play-now="">
          {lobby.busy.value ? t('play.starting') : t('play.button')}
        </button>
        {lobby.playError.value && <p role="alert" class="error">{t('lobby.failed', { message: lobby.playError.value })}</p>}
      </form>
    </section>
  );
}
