// A seat's Cities & Knights line on its player card (public): its improvement levels, walls,
// metropolises and Defenders of Catan.
import type { Seat } from '../../../../lib/domain.ts';
import { t } from '../../../../i18n/index.ts';
import type { CkPart } from './ck.ts';

export function CkSeatLine({ part, seat }: { part: CkPart; seat: Seat }) {
  const [trade, politics, science] = part.levels[seat];
  const walls = part.walls.filter((w) => w === seat).length;
  const metropolises = part.metropolis.flatMap((m, i) => (m?.seat === seat ? [(['trade', 'politics', 'science'] as const)[i]] : []));
  return (
    <div class="player-stats ck-seat" data-levels={`${trade},${politics},${science}`}>
      <span>{t('ck.levelsLine', { trade, politics, science })}</span>
      {walls > 0 && <span data-walls={walls}>{t('ck.walls', { n: walls })}</span>}
      {part.defenders[seat] > 0 && <span data-defenders={part.defenders[seat]}>{t('ck.defenders', { n: part.defenders[seat] })}</span>}
      {metropolises.map((m) => <span key={m} class="award" data-metropolis={m}>{t('ck.metropolisOf', { track: t(`track.${m}`) })}</span>)}
    </div>
  );
}
