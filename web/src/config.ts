// Runtime configuration: the site fetches /config.json ({wsUrl}); the local gateway and the
// cloud deploy both serve it. Without it, the socket is ws(s)://<this host>/ws.

export interface SiteConfig {
  readonly wsUrl: string;
}

export function defaultWsUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

let loaded: Promise<SiteConfig> | null = null;

export function loadConfig(): Promise<SiteConfig> {
  loaded ??= fetch('/config.json', { cache: 'no-store' })
    .then((r) => (r.ok ? r.json() : null))
    .then((c: unknown) => {
      const wsUrl = (c as { wsUrl?: unknown } | null)?.wsUrl;
      return { wsUrl: typeof wsUrl === 'string' && /^wss?:\/\//.test(wsUrl) ? wsUrl : defaultWsUrl(location) };
    })
    .catch(() => ({ wsUrl: defaultWsUrl(location) }));
  return loaded;
}
