// Cities & Knights in the review room's statistics, up to a position of the full stream: each
// seat's commodities (made by its cities, taken from it, given in exchanges), the improvements it
// bought and the progress cards it played; and every barbarian attack with its outcome (the
// barbarians' strength against the knights, who defended, whose cities were pillaged). Public
// facts only (the log names them all). Pure, so tested on streams of played games.
import { citiesKnights, type Seat } from '../../../lib/domain.ts';
import type { ReplayModel } from '../../../state/replay.ts';

type Commodity = citiesKnights.Commodity;

export interface CkSeatStats {
  /** Commodities the seat's cities made, by kind. */
  readonly made: Readonly<Record<Commodity, number>>;
  readonly madeTotal: number;
  /** Commodities the robber or a card took from it (stolen ones whose kind only the two saw count too). */
  readonly lost: number;
  /** City improvement levels bought. */
  readonly improvements: number;
  readonly cardsPlayed: number;
}

export interface Attack {
  /** The position of the attack's event: a jump target. */
  readonly position: number;
  readonly turn: number;
  readonly strength: number;
  /** The active knights' total strength against it. */
  readonly defence: number;
  readonly won: boolean;
  /** Won: the Defender of Catan, or the seats tied for it (each drew a progress card). */
  readonly defenders: readonly Seat[];
  readonly tied: boolean;
  /** Lost: the seats whose city was pillaged. */
  readonly pillaged: readonly Seat[];
}

export interface CkStats {
  readonly seats: readonly CkSeatStats[];
  readonly attacks: readonly Attack[];
}

const turnOf = (model: ReplayModel, position: number): number => {
  const s = model.states[position];
  return s.phase === 'playing' ? s.turn.number : 0;
};

/** Every seat's Cities & Knights statistics, and the attacks so far, over the first `position` events. */
export function ckStatsAt(model: ReplayModel, position: number): CkStats {
  const final = model.states[model.events.length];
  const players = final.phase === 'none' ? 0 : final.players;
  const seats = Array.from({ length: players }, () => ({
    made: Object.fromEntries(citiesKnights.COMMODITIES.map((c) => [c, 0])) as Record<Commodity, number>,
    madeTotal: 0, lost: 0, improvements: 0, cardsPlayed: 0,
  }));
  const attacks: { position: number; turn: number; strength: number; defence: number; won: boolean; defenders: Seat[]; tied: boolean; pillaged: Seat[] }[] = [];
  const end = Math.min(position, model.events.length);
  for (let i = 0; i < end; i++) {
    const e = model.events[i];
    switch (e.type) {
      case 'CommoditiesProduced':
        e.gains.forEach((gain, seat) => {
          for (const c of citiesKnights.COMMODITIES) {
            seats[seat].made[c] += gain[c] ?? 0;
            seats[seat].madeTotal += gain[c] ?? 0;
          }
        });
        break;
      case 'CommodityStolen':
        seats[e.victim].lost++;
        break;
      case 'ImprovementBought':
        seats[e.seat].improvements++;
        break;
      case 'ProgressCardPlayed':
        seats[e.seat].cardsPlayed++;
        break;
      case 'BarbariansAttacked':
        attacks.push({ position: i, turn: turnOf(model, i), strength: e.strength, defence: e.defence.reduce((a, b) => a + b, 0), won: e.won, defenders: [], tied: false, pillaged: [] });
        break;
      case 'DefenderAwarded':
        attacks.at(-1)?.defenders.push(e.seat);
        break;
      case 'DefendersTied': {
        const last = attacks.at(-1);
        if (last) {
          last.defenders.push(...e.seats);
          last.tied = true;
        }
        break;
      }
      case 'CityPillaged':
        attacks.at(-1)?.pillaged.push(e.seat);
        break;
    }
  }
  return { seats, attacks };
}
