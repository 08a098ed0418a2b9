// Runtime configuration: the site fetches /config.json ({wsUrl, stallMs?}); the local gateway and
// the cloud deploy both serve it. Without it, the socket is ws(s)://<this host>/ws.
import { signal } from '@preact/signals';
import { STALL_MS } from './lib/protocol.ts';

export interface SiteConfig {
  readonly wsUrl: string;
}

/** How long a person may stall before the others may vote their seat to a bot: the server's figure (a test stack's is shorter). */
export const stallMs = signal(STALL_MS);

export function defaultWsUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

let loaded: Promise<SiteConfig> | null = null;

export function loadConfig(): Promise<SiteConfig> {
  loaded ??= fetch('/config.json', { cache: 'no-store' })
    .then((r) => (r.ok ? r.json() : null))
    .then((c: unknown) => {
      const { wsUrl, stallMs: stall } = (c ?? {}) as { wsUrl?: unknown; stallMs?: unknown };
      if (typeof stall === 'number' && stall > 0) stallMs.value = stall;
      return { wsUrl: typeof wsUrl === 'string' && /^wss?:\/\//.test(wsUrl) ? wsUrl : defaultWsUrl(location) };
    })
    .catch(() => ({ wsUrl: defaultWsUrl(location) }));
  return loaded;
}
