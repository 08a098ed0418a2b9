// The relying party of the local site. Passkeys need a domain as RP id: a page at
// http://127.0.0.1:8080 cannot use them, one at http://localhost:8080 can (a secure context,
// RP id `localhost`). So a loopback server is announced as localhost; any other host (a LAN
// address) serves passkeys only where HEXFOLD_SITE_ORIGIN names the origin its pages come from.
import { relyingPartyFromEnv, relyingPartyOf, type RelyingParty } from '../app/identity/relying-party.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '0.0.0.0', '::']);

export function localRelyingParty(host: string | undefined, port: number): RelyingParty {
  const fromEnv = relyingPartyFromEnv();
  if (fromEnv) return fromEnv;
  const name = host === undefined || LOOPBACK.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return relyingPartyOf(`http://${name}:${port}`);
}
