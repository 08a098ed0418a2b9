// Who sits in each seat after the creator's: a person, or a bot of some level. One select a seat,
// named in words ("Third seat"), so no label of the form is a bare number like the table sizes.
import { t } from '../i18n/index.ts';
import { BOT_LEVELS } from '../../../domain/catan/base/types.ts';
import type { SeatChoice } from '../state/lobby.ts';

const SEAT_NAMES = ['lobby.seat.1', 'lobby.seat.2', 'lobby.seat.3', 'lobby.seat.4', 'lobby.seat.5', 'lobby.seat.6'] as const;

/**
 * The seats' choices (`choices[0]` is the creator's and is not asked); `idPrefix` names the
 * selects (`${idPrefix}-${seat}`), `you` shows the creator's seat as theirs.
 */
export function SeatChoices({ idPrefix, choices, onChange, you = false }: {
  idPrefix: string; choices: readonly SeatChoice[]; onChange: (seat: number, choice: SeatChoice) => void; you?: boolean;
}) {
  return (
    <fieldset class="seat-choices">
      <legend>{t('lobby.seatsLegend')}</legend>
      {you && <p class="seat-choice"><span>{t('lobby.seat.1')}</span> <span class="muted">{t('lobby.seatYou')}</span></p>}
      {choices.slice(1).map((choice, i) => {
        const seat = i + 1;
        return (
          <p key={seat} class="seat-choice">
            <label for={`${idPrefix}-${seat}`}>{t(SEAT_NAMES[seat])}</label>
            <select id={`${idPrefix}-${seat}`} value={choice ?? 'person'} data-seat-choice={seat}
              onChange={(e) => {
                const value = (e.currentTarget as HTMLSelectElement).value;
                onChange(seat, value === 'person' ? null : value as SeatChoice);
              }}>
              <option value="person">{t('lobby.person')}</option>
              {BOT_LEVELS.map((level) => <option key={level} value={level}>{t('lobby.botLevel', { level: t(`level.${level}`) })}</option>)}
            </select>
          </p>
        );
      })}
    </fieldset>
  );
}
