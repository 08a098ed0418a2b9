// The review room's dice panel, for either game: every random input of a finished game derived
// again from its revealed seeds in this browser (WebCrypto), with exactly which one does not
// match if any; each outcome's rolls against its expected count, with a chi-square p-value (and
// a module's own die's, Cities & Knights' event die, by its faces); and
// the stream as JSON, for `npm run verify`. A game's room passes its kind's rules of verification.
import { useEffect, useState } from 'preact/hooks';
import { chiSquareTest } from '../../../domain/shared/chi-square.ts';
import { verifyStream, webFairnessCrypto, type Tally, type Verification, type VerifyKind } from '../../../domain/shared/verify.ts';
import { t, type MessageKey } from '../i18n/index.ts';

export interface FairnessProps<S, E> {
  /** The stream's items from the server (unredacted: the game is over); null for a notation file. */
  readonly items: readonly { readonly version: number; readonly events: readonly E[] }[] | null;
  /** The whole game's events (a notation file's too): what the fairness test counts. */
  readonly events: readonly E[];
  readonly kind: VerifyKind<S, E>;
  readonly names: readonly string[];
  /** How an outcome reads (a sum of two dice, a face). */
  readonly label: (category: string) => string;
  /** The game's id, to name the download after. */
  readonly name: string;
}

type Shown = Verification | { readonly status: 'checking' | 'file' | 'no-crypto' };

function useVerification<S, E>(items: FairnessProps<S, E>['items'], kind: VerifyKind<S, E>): Shown {
  const [shown, setShown] = useState<Shown>({ status: 'checking' });
  useEffect(() => {
    if (items === null) return setShown({ status: 'file' });
    // WebCrypto is there on https pages and on localhost only.
    const subtle = globalThis.crypto?.subtle;
    if (subtle === undefined) return setShown({ status: 'no-crypto' });
    let live = true;
    setShown({ status: 'checking' });
    void verifyStream(items, kind, webFairnessCrypto(subtle)).then((v) => live && setShown(v));
    return () => void (live = false);
  }, [items, kind]);
  return shown;
}

function Verdict({ shown, names }: { shown: Shown; names: readonly string[] }) {
  const who = (seat: number | null) => (seat === null ? '' : names[seat] ?? String(seat));
  switch (shown.status) {
    case 'checking': return <p role="status">{t('replay.fair.checking')}</p>;
    case 'file': return <p>{t('replay.fair.file')}</p>;
    case 'no-crypto': return <p>{t('replay.fair.noCrypto')}</p>;
    case 'legacy': return <p data-verified="legacy">{t('replay.fair.legacy')}</p>;
    case 'unrevealed': return <p data-verified="unrevealed">{t('replay.fair.unrevealed')}</p>;
    case 'bad-seed':
      return <p role="alert" data-verified="bad">{shown.seat === null ? t('replay.fair.badServer') : t('replay.fair.badSeat', { name: who(shown.seat) })}</p>;
    case 'checked':
      if (shown.mismatches.length === 0) {
        return (
          <p role="status" data-verified="ok">
            {t('replay.fair.verified', { n: shown.rolls })}{shown.draws > 0 ? ` ${t('replay.fair.draws', { n: shown.draws })}` : ''}.
          </p>
        );
      }
      return (
        <ul role="alert" data-verified="bad">
          {shown.mismatches.map((m) => (
            <li key={m.version}>{t(m.roll ? 'replay.fair.mismatch' : 'replay.fair.mismatchDraw', {
              version: m.version, name: who(m.seat), recorded: m.recorded, derived: m.derived ?? t('replay.fair.refused'),
            })}</li>
          ))}
        </ul>
      );
    default: {
      const unknown: never = shown;
      return unknown;
    }
  }
}

export function FairnessTable({ tally, label }: { tally: Tally; label: (category: string) => string }) {
  const test = chiSquareTest(tally.observed, tally.probabilities);
  return (
    <>
      <table class="fairness-table">
        <thead><tr><th scope="col">{t('replay.fair.outcome')}</th><th scope="col">{t('replay.fair.rolled')}</th><th scope="col">{t('replay.fair.expected')}</th></tr></thead>
        <tbody>
          {tally.categories.map((c, i) => (
            <tr key={c} data-category={c}><th scope="row">{label(c)}</th><td>{test.observed[i]}</td><td>{test.expected[i].toFixed(1)}</td></tr>
          ))}
        </tbody>
      </table>
      {test.p !== null && (
        <p data-p={test.p.toFixed(3)}>
          {t('replay.fair.chi', { x: test.statistic.toFixed(2), df: test.df, p: test.p < 0.001 ? '< 0.001' : test.p.toFixed(3) })} {t('replay.fair.pHow')}
        </p>
      )}
    </>
  );
}

export function Fairness<S, E>({ items, events, kind, names, label, name }: FairnessProps<S, E>) {
  const shown = useVerification(items, kind);
  const die = kind.dieTally?.(events) ?? null;
  const download = () => {
    const url = URL.createObjectURL(new Blob([JSON.stringify({ gameId: name, items })], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `hexfold-${name}.stream.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <section class="panel fairness" aria-label={t('replay.fair.title')} data-fairness={shown.status}>
      <h2>{t('replay.fair.title')}</h2>
      <Verdict shown={shown} names={names} />
      <FairnessTable tally={kind.tally(events)} label={label} />
      {die !== null && (
        <>
          <h3>{t('replay.fair.eventDie')}</h3>
          <div data-die-tally><FairnessTable tally={die} label={(face) => t(`ck.face.${face}` as MessageKey)} /></div>
        </>
      )}
      {items !== null && <button type="button" onClick={download}>{t('replay.fair.downloadStream')}</button>}
    </section>
  );
}
