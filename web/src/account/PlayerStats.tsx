// A player's counts over their ended games: results by game kind and expansion, the share of
// games they finished, and their dice against fair dice (the review room's fairness table, summed
// over their games: their own rolls, or every roll at their tables).
import { useSignal } from '@preact/signals';
import type { DiceRecord, KindResults, PlayerStats as Stats, RollCounts } from '../../../functions/protocol/player-stats.ts';
import { t, type MessageKey } from '../i18n/index.ts';
import { faceWord } from '../kinds/dice/words.ts';
import { FairnessTable } from '../replay/Fairness.tsx';
import type { Face } from '../../../domain/dice/types.ts';
import { eventDieOf, shareText, tallyOf } from './player-view.ts';

const kindLabel = (kind: KindResults['kind']): string =>
  (kind === 'catan' || kind === 'dice' ? t(`player.kind.${kind}`) : t('player.withExpansion', { name: t(`expansion.${kind}`) }));

function Results({ results }: { results: readonly KindResults[] }) {
  return (
    <table class="player-results">
      <thead>
        <tr>
          <th scope="col">{t('player.results.kind')}</th><th scope="col">{t('player.results.played')}</th>
          <th scope="col">{t('player.results.finished')}</th><th scope="col">{t('player.results.won')}</th>
        </tr>
      </thead>
      <tbody>
        {results.map((r) => (
          <tr key={r.kind} data-kind={r.kind} class={r.kind === 'catan' || r.kind === 'dice' ? '' : 'player-results-expansion'}>
            <th scope="row">{kindLabel(r.kind)}</th><td>{r.played}</td><td>{r.finished}</td><td>{r.won}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const sumLabel = (category: string) => category;
const faceLabel = (face: string) => faceWord(face as Face, t);
const eventLabel = (face: string) => t(`ck.face.${face}` as MessageKey);

function Dice({ record }: { record: DiceRecord }) {
  const whose = useSignal<keyof RollCounts>('own');
  const name = `player-dice-${record.family}`;
  return (
    <section class="player-dice" data-dice={record.family} aria-labelledby={`${name}-h`}>
      <h3 id={`${name}-h`}>{t(`player.family.${record.family}`)}{' '}<span class="muted">{t('player.dice.games', { n: record.games })}</span></h3>
      <fieldset class="player-dice-whose">
        <legend class="sr-only">{t('player.dice.whose')}</legend>
        {(['own', 'all'] as const).map((w) => (
          <label key={w}>
            <input type="radio" name={name} value={w} checked={whose.value === w} onChange={() => void (whose.value = w)} />
            {' '}{t(`player.dice.${w}`)}
          </label>
        ))}
      </fieldset>
      <div data-whose={whose.value}>
        <FairnessTable tally={tallyOf(record.family, record.rolls[whose.value])} label={record.family === 'dice' ? faceLabel : sumLabel} />
        {record.eventDie && (
          <>
            <h4>{t('replay.fair.eventDie')}</h4>
            <div data-die-tally><FairnessTable tally={eventDieOf(record.eventDie[whose.value])} label={eventLabel} /></div>
          </>
        )}
      </div>
    </section>
  );
}

export function PlayerStats({ stats }: { stats: Stats }) {
  const share = shareText(stats.share);
  return (
    <>
      <section class="panel player-summary" aria-labelledby="player-stats-h">
        <h2 id="player-stats-h">{t('player.results')}</h2>
        {share === null ? <p class="muted">{t('player.noEnded')}</p> : (
          <>
            <p class="player-share" data-finished={stats.share!.finished} data-of={stats.share!.of}><strong>{share}</strong></p>
            <p class="muted">{t('player.shareAbout')}</p>
            <Results results={stats.results} />
          </>
        )}
        {stats.uncounted > 0 && <p class="muted" data-uncounted={stats.uncounted}>{t('player.uncounted', { n: stats.uncounted })}</p>}
      </section>
      {stats.dice.length > 0 && (
        <section class="panel player-fairness" aria-labelledby="player-dice-h">
          <h2 id="player-dice-h">{t('player.dice')}</h2>
          <p class="muted">{t('player.dice.about')}</p>
          <div class="player-dice-list">{stats.dice.map((d) => <Dice key={d.family} record={d} />)}</div>
        </section>
      )}
    </>
  );
}
