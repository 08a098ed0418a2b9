// The WebAuthn relying party: the site's host name (the RP id: a domain, never an IP address)
// and the origins its pages are served from. Locally `http://localhost:<port>`; in AWS the
// CloudFront domain, from the deployment's environment.

export interface RelyingParty {
  /** The RP id: the host name without port, e.g. `localhost` or `d123.cloudfront.net`. */
  readonly id: string;
  /** The origins a ceremony may come from, e.g. `http://localhost:8080`. */
  readonly origins: readonly string[];
  /** Shown by the authenticator. */
  readonly name: string;
}

/** The relying party of a site at `origin` (its host name is the RP id). */
export function relyingPartyOf(origin: string, name = 'Hexfold'): RelyingParty {
  const url = new URL(origin);
  return { id: url.hostname, origins: [url.origin], name };
}

/** From `HEXFOLD_SITE_ORIGIN` (the deployment sets it); null when unset. */
export function relyingPartyFromEnv(env: NodeJS.ProcessEnv = process.env): RelyingParty | null {
  const origin = env.HEXFOLD_SITE_ORIGIN;
  return origin ? relyingPartyOf(origin) : null;
}
