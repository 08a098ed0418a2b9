// The WebAuthn relying party: the site's host name (never an IP address locally) and its origin.
import { afterEach, describe, expect, it } from 'vitest';
import { relyingPartyFromEnv, relyingPartyOf } from '../../functions/app/identity/relying-party.ts';
import { localRelyingParty } from '../../functions/local/site-origin.ts';

const saved = process.env.HEXFOLD_SITE_ORIGIN;
afterEach(() => {
  if (saved === undefined) delete process.env.HEXFOLD_SITE_ORIGIN;
  else process.env.HEXFOLD_SITE_ORIGIN = saved;
});

describe('relying party', () => {
  it('is the host of the site origin, without port or path', () => {
    expect(relyingPartyOf('https://d123.cloudfront.net/')).toEqual({ id: 'd123.cloudfront.net', origins: ['https://d123.cloudfront.net'], name: 'Hexfold' });
    expect(relyingPartyFromEnv({ HEXFOLD_SITE_ORIGIN: 'https://hexfold.example:8443' })).toMatchObject({ id: 'hexfold.example', origins: ['https://hexfold.example:8443'] });
    expect(relyingPartyFromEnv({})).toBeNull();
  });

  it('announces a loopback server as localhost (an IP address is no relying-party id)', () => {
    delete process.env.HEXFOLD_SITE_ORIGIN;
    for (const host of [undefined, '127.0.0.1', '::1', '0.0.0.0', 'localhost']) {
      expect(localRelyingParty(host, 8080)).toMatchObject({ id: 'localhost', origins: ['http://localhost:8080'] });
    }
    expect(localRelyingParty('games.lan', 8080).origins).toEqual(['http://games.lan:8080']);
  });

  it('takes HEXFOLD_SITE_ORIGIN when set (a reverse proxy with a domain)', () => {
    process.env.HEXFOLD_SITE_ORIGIN = 'https://hexfold.example';
    expect(localRelyingParty('127.0.0.1', 8080)).toMatchObject({ id: 'hexfold.example', origins: ['https://hexfold.example'] });
  });
});
