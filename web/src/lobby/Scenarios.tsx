// The create form's Seafarers choice: the game (the base game or Seafarers, which is played by 3
// or 4), and Seafarers' scenarios, each with a small picture of its map drawn from the domain's
// map data (the data alone: the lobby's bundle carries no rules) and the points it is played to.
import { MAPS, type MapData, type ScenarioId } from '../../../domain/catan/modules/seafarers/maps.ts';
import { SCENARIOS } from '../../../domain/catan/options.ts';
import { t } from '../i18n/index.ts';
import type { Terrain } from '../lib/domain.ts';
import { TERRAIN_FILL } from '../ui/colours.ts';
import type { TableSize } from '../state/lobby.ts';
import './scenarios.css';

const LETTERS: Readonly<Record<string, Terrain>> = {
  '~': 'sea', '?': 'fog', H: 'hills', F: 'forest', P: 'pasture', W: 'fields', M: 'mountains', G: 'gold', D: 'desert',
};

/** Pointy-top hexes of unit size: the corners of the hex at (q, r). */
function corners(q: number, r: number): string {
  const x = Math.sqrt(3) * (q + r / 2);
  const y = 1.5 * r;
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return `${(x + Math.cos(a)).toFixed(2)},${(y + Math.sin(a)).toFixed(2)}`;
  }).join(' ');
}

/** A scenario's map in small: every cell in its terrain's colour (the frame of sea too). */
export function MapPicture({ map }: { map: MapData }) {
  const cells = map.rows.flatMap(([r, q0, row]) => row.split(' ').map((w, i) => ({ q: q0 + i, r, terrain: LETTERS[w[0]] ?? 'sea' })));
  const xs = cells.map((c) => Math.sqrt(3) * (c.q + c.r / 2));
  const ys = cells.map((c) => 1.5 * c.r);
  const box = [Math.min(...xs) - 1, Math.min(...ys) - 1.1, Math.max(...xs) - Math.min(...xs) + 2, Math.max(...ys) - Math.min(...ys) + 2.2];
  return (
    <svg class="map-picture" viewBox={box.map((n) => n.toFixed(2)).join(' ')} aria-hidden="true">
      {cells.map((c) => <polygon key={`${c.q},${c.r}`} points={corners(c.q, c.r)} fill={TERRAIN_FILL[c.terrain]} stroke="#f6efdc" stroke-width={0.08} />)}
    </svg>
  );
}

/** The game: the base game, or Seafarers (for 3 or 4 players). */
export function GameChoice({ players, sea, onChange }: { players: TableSize; sea: boolean; onChange: (sea: boolean) => void }) {
  const small = players <= 4;
  return (
    <fieldset class="rules" data-game-choice="">
      <legend>{t('lobby.game')}</legend>
      <label class="rule">
        <input type="radio" name="game" value="base" checked={!sea || !small} onChange={() => onChange(false)} aria-describedby="game-base-about" />
        <span>
          <span class="rule-name">{t('lobby.baseGame')}</span>
          <span class="muted rule-about" id="game-base-about">{t('lobby.baseGameAbout')}</span>
        </span>
      </label>
      <label class="rule">
        <input type="radio" name="game" value="seafarers" checked={sea && small} disabled={!small}
          onChange={() => onChange(true)} aria-describedby="game-sea-about" />
        <span>
          <span class="rule-name">{t('expansion.seafarers')}</span>
          <span class="muted rule-about" id="game-sea-about">{small ? t('expansion.seafarersAbout') : t('lobby.seaPlayers')}</span>
        </span>
      </label>
    </fieldset>
  );
}

/** Seafarers' scenarios for this many players, each with its map and the points it is played to. */
export function ScenarioChoice({ players, value, onChange }: { players: 3 | 4; value: ScenarioId; onChange: (id: ScenarioId) => void }) {
  return (
    <fieldset class="scenarios" data-scenarios="">
      <legend>{t('lobby.scenario')}</legend>
      {SCENARIOS.map((id) => {
        const map = MAPS[id][players];
        return (
          <label key={id} class={`scenario${value === id ? ' scenario-on' : ''}`} data-scenario={id}>
            <input type="radio" name="board" value={id} checked={value === id} onChange={() => onChange(id)} aria-describedby={`scenario-${id}-about`} />
            <MapPicture map={map} />
            <span class="scenario-name">{t(`board.${id}`)}</span>
            <span class="muted scenario-about" id={`scenario-${id}-about`}>{t('lobby.toWin', { n: map.victoryPoints })}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
