// The connection status, always visible: online, connecting, or offline with the retry countdown.
import { useSignal, useSignalEffect } from '@preact/signals';
import { t } from '../i18n/index.ts';
import type { Connection } from '../net/connection.ts';

export function ConnectionBadge({ connection, pending = 0 }: { connection: Connection; pending?: number }) {
  const now = useSignal(Date.now());
  useSignalEffect(() => {
    if (connection.status.value !== 'waiting') return;
    const timer = setInterval(() => (now.value = Date.now()), 500);
    return () => clearInterval(timer);
  });
  const status = connection.status.value;
  const retryAt = connection.retryAt.value;
  const text = status === 'waiting'
    ? t('conn.waiting', { s: Math.max(0, Math.ceil(((retryAt ?? now.value) - now.value) / 1000)) })
    : t(`conn.${status}`);
  return (
    <div class={`conn conn-${status}`} role="status" data-status={status}>
      <span class="conn-dot" aria-hidden="true" />
      <span>{text}</span>
      {pending > 0 && <span class="conn-pending">{t('conn.pending', { n: pending })}</span>}
    </div>
  );
}
