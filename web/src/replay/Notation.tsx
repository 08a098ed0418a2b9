// The game as Hexfold notation (the domain's `format`): downloaded as a text file, to keep,
// share, or open again in the review room (/review); and a link to this very moment.
import { useState } from 'preact/hooks';
import { format, type Event } from '../lib/domain.ts';
import { t } from '../i18n/index.ts';

/** `text`: the notation to download when it is more than the events (the review's comments). */
export function NotationTools({ events, name, text }: { events: readonly Event[]; name: string; text?: () => string }) {
  return <NotationButtons text={text ?? (() => format(events))} name={name} />;
}

/** The tools for any game's notation: `text` writes it when it is downloaded. */
export function NotationButtons({ text, name }: { text: () => string; name: string }) {
  const [copied, setCopied] = useState(false);
  const download = () => {
    const url = URL.createObjectURL(new Blob([text()], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `hexfold-${name}.txt`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section class="panel notation-tools" aria-label={t('replay.notation')}>
      <button type="button" onClick={download}>{t('replay.download')}</button>
      {location.pathname.startsWith('/replay/') && (
        <button type="button" onClick={() => void copyLink()}>{copied ? t('replay.copied') : t('replay.copyLink')}</button>
      )}
      <a href="/review">{t('replay.openFile')}</a>
    </section>
  );
}
