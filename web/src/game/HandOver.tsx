// Handing a seat to a bot on purpose (state/hand-over.ts): the Leave button and its confirmation,
// the banner of a player who left (with the way back), and, in a game without a turn timer, the
// vote the others are offered once the game has waited for one person for the stall time.
import { useEffect, useState } from 'preact/hooks';
import { stallMs } from '../config.ts';
import { t } from '../i18n/index.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { useGame } from './context.ts';
import './hand-over.css';

/** The table as these parts read it: the board game's state or the dice game's. */
interface SeatsTable {
  readonly phase: string;
  readonly names: readonly (string | null)[];
  readonly levels: readonly (unknown | null)[];
  readonly away: readonly boolean[];
  readonly timer: number;
}

const underway = (s: { readonly phase: string }): boolean => s.phase === 'setup' || s.phase === 'playing';

/** "Leave game", asking first: a bot plays the seat for the rest of the game. */
export function LeaveButton({ table }: { table: SeatsTable }) {
  const { game, actions } = useGame();
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  if (game.seat.value === null || !underway(table)) return null;
  const leave = async () => {
    setLeaving(true);
    try {
      await actions.leave();
    } catch (err) {
      game.notice.value = { code: (err as { code?: string }).code ?? 'client/error', message: (err as Error).message };
    } finally {
      setLeaving(false);
      setAsking(false);
    }
  };
  return (
    <>
      <button type="button" class="leave-button" data-leave="" onClick={() => setAsking(true)}>{t('leave.button')}</button>
      {asking && (
        <Dialog title={t('leave.title')} onClose={() => setAsking(false)}>
          <p>{t('leave.detail')}</p>
          <div class="choices">
            <button type="button" onClick={() => setAsking(false)}>{t('leave.stay')}</button>
            <button type="button" class="primary" data-leave-confirm="" disabled={leaving} onClick={() => void leave()}>
              {leaving ? t('leave.leaving') : t('leave.confirm')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}

/** A player who left sees the game as a spectator, with the way back while it lasts. */
export function LeftBanner({ table }: { table: SeatsTable }) {
  const { game, actions } = useGame();
  if (game.left.value === null || table.phase === 'finished') return null;
  return (
    <div class="away-banner" role="status" data-left="">
      <div>
        <p class="away-title">{t('left.banner')}</p>
        <p class="away-detail">{t('left.detail')}</p>
      </div>
      {underway(table) && <button type="button" class="primary" data-come-back="" onClick={() => actions.comeBack()}>{t('left.back')}</button>}
    </div>
  );
}

/** The person the game waits for, stalled: a seat of a person at the table, not this player's. */
function stalledSeat(s: SeatsTable, awaited: readonly number[], me: number): number | null {
  const people = awaited.filter((seat) => seat !== me && (s.levels[seat] ?? null) === null && !s.away[seat] && s.names[seat] !== null);
  return people[0] ?? null;
}

/** Re-renders every second while `on`: the stall is counted on the server's clock. */
function useSecond(on: boolean): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}

/** The vote to hand a stalled person's seat to a bot, for the others at a table without a timer. */
export function SeatVote({ table, awaited }: { table: SeatsTable; awaited: readonly number[] }) {
  const { game, actions } = useGame();
  const [sending, setSending] = useState(false);
  const me = game.mySeat.value;
  const seated = me !== null && underway(table) && table.timer === 0 && !table.away[me];
  const seat = seated ? stalledSeat(table, awaited, me) : null;
  const now = useSecond(seat !== null);
  if (seat === null || me === null) return null;
  const items = game.items.value;
  const since = Date.parse(items[items.length - 1]?.at ?? '');
  if (Number.isNaN(since) || now + game.clockOffset.value - since < stallMs.value) return null;
  const tally = game.votes.value[seat];
  const current = tally !== undefined && tally.at === game.received.value ? tally : null;
  const voted = current?.voters.includes(me) ?? false;
  const name = table.names[seat] ?? '';
  const vote = async () => {
    setSending(true);
    try {
      await actions.vote(seat);
    } catch (err) {
      game.notice.value = { code: (err as { code?: string }).code ?? 'client/error', message: (err as Error).message };
    } finally {
      setSending(false);
    }
  };
  return (
    <div class="seat-vote" role="status" data-seat-vote={seat}>
      <div>
        <p class="away-title">{t('vote.stalled', { name })}</p>
        <p class="away-detail">{t('vote.detail', { name })}</p>
        {current && <p class="away-detail" data-vote-tally="">{t('vote.tally', { n: current.voters.length, needed: current.needed })}</p>}
      </div>
      {voted ? <p class="vote-done">{t('vote.voted')}</p> : (
        <button type="button" class="primary" data-vote="" disabled={sending} onClick={() => void vote()}>{t('vote.button', { name })}</button>
      )}
    </div>
  );
}
