// Cities & Knights in the review room and for a spectator: the barbarians' track against the
// knights, and every seat's improvement tracks (CkWatch: a live game's spectator).
import type { State } from '../../../../lib/domain.ts';
import { t } from '../../../../i18n/index.ts';
import { BarbarianTrack, Tracks } from './CkPanel.tsx';
import { barbariansOf, ckOf } from './ck.ts';
import { useGame } from '../../../../game/context.ts';
import { nameOf } from '../../../../game/derived.ts';

export function CkReplay({ s, names }: { s: State; names: readonly string[] }) {
  const barbarians = barbariansOf(s);
  if (barbarians === null || s.phase === 'none') return null;
  return (
    <section class="panel ck-panel ck-summary" aria-labelledby="ck-summary-h" data-ck-summary="">
      <h2 id="ck-summary-h">{t('ck.panel')}</h2>
      <BarbarianTrack view={barbarians} />
      {names.map((name, seat) => (
        <div key={seat} class="ck-seat-tracks" data-seat={seat}>
          <h3>{name}</h3>
          <Tracks s={s} seat={seat} />
        </div>
      ))}
    </section>
  );
}

/** For a spectator of a live game: the same summary, beside the players. */
export function CkWatch() {
  const { game } = useGame();
  const s = game.state.value;
  if (game.mySeat.value !== null || s.phase === 'none' || s.phase === 'lobby' || ckOf(s) === null) return null;
  return <CkReplay s={s} names={s.names.map((_, seat) => nameOf(s, seat, t))} />;
}
