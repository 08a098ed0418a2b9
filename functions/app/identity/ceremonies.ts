// The WebAuthn ceremonies over the socket, verified by @simplewebauthn/server: options with a
// one-use challenge (stored with a TTL), then the authenticator's response. A challenge is taken
// (deleted) before its response is checked, so a replayed response finds none.
import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { CHALLENGE_MS, MAX_PASSKEYS } from '../../protocol/identity.ts';
import type { ClientMessage } from '../../protocol/messages.ts';
import type { TokenRule } from '../../store/types.ts';
import type { ChallengeRecord } from '../../store/identity.ts';
import { freshConnection } from '../connection.ts';
import type { Context } from '../context.ts';
import { newId } from '../crypto.ts';
import { replyTo, ServiceError } from '../errors.ts';
import { describeError } from '../log.ts';
import { send } from '../send.ts';
import { accountView, epochSeconds, identityStore, openSession, relyingParty, sessionAccount } from './session.ts';

type Msg<T extends string> = Extract<ClientMessage, { type: T }>;

/** Passkey ceremonies one connection may run: ten at once, then one every 6 seconds. */
export const PASSKEY_RULE: TokenRule = { everyMs: 6_000, burst: 10 };

export async function limitPasskeys(ctx: Context, connectionId: string): Promise<void> {
  const taken = await ctx.stores.connections.takeToken(connectionId, 'passkey', PASSKEY_RULE, ctx.clock().getTime(), freshConnection(ctx));
  if (!taken) throw new ServiceError('rate/limited', 'Too many sign-in attempts on this connection: wait a minute.');
}

const TIMEOUT_MS = CHALLENGE_MS - 30_000;

export async function passkeyOptions(ctx: Context, connectionId: string, msg: Msg<'passkeyOptions'>): Promise<void> {
  const rp = relyingParty(ctx);
  const store = identityStore(ctx);
  // Bytes: a string challenge would be taken as text and encoded again.
  const challenge = new Uint8Array(ctx.randomBytes(32));
  let record: Omit<ChallengeRecord, 'challengeId' | 'challenge' | 'expiresAt'>;
  let options: { challenge: string } & Record<string, unknown>;
  if (msg.purpose === 'signIn') {
    // No allowCredentials: the browser offers the passkeys it holds for this site (discoverable).
    options = { ...await generateAuthenticationOptions({ rpID: rp.id, challenge, timeout: TIMEOUT_MS, userVerification: 'preferred' }) };
    record = { purpose: 'signIn' };
  } else {
    const accountId = msg.purpose === 'add' ? await sessionAccount(ctx, msg.sessionToken) : newId(ctx.randomBytes);
    const name = msg.purpose === 'add' ? (await store.getAccount(accountId))?.name : msg.name;
    if (name === undefined) throw new ServiceError('auth/no-session');
    const existing = msg.purpose === 'add' ? await store.passkeys(accountId) : [];
    if (existing.length >= MAX_PASSKEYS) throw new ServiceError('auth/too-many-passkeys');
    options = {
      ...await generateRegistrationOptions({
        rpName: rp.name, rpID: rp.id, userName: name, userDisplayName: name, userID: new TextEncoder().encode(accountId),
        challenge, timeout: TIMEOUT_MS, attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.credentialId, ...(p.transports ? { transports: [...p.transports] } : {}) })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      }),
    };
    record = { purpose: msg.purpose, accountId, ...(msg.purpose === 'register' ? { name } : {}) };
  }
  const challengeId = newId(ctx.randomBytes);
  await store.putChallenge({ ...record, challengeId, challenge: options.challenge, expiresAt: epochSeconds(ctx, CHALLENGE_MS) });
  await send(ctx, connectionId, { type: 'passkeyOptions', ...replyTo(msg), challengeId, options });
}

/** The live challenge of that id and purpose, taken: `auth/challenge-expired` otherwise. */
async function takeChallenge(ctx: Context, challengeId: string, purposes: readonly ChallengeRecord['purpose'][]): Promise<ChallengeRecord> {
  const record = await identityStore(ctx).takeChallenge(challengeId);
  if (!record || record.expiresAt <= epochSeconds(ctx) || !purposes.includes(record.purpose)) throw new ServiceError('auth/challenge-expired');
  return record;
}

/** Runs a verification; a library's refusal (it throws on malformed or wrong data) is `auth/passkey-refused`. */
async function verified<T extends { verified: boolean }>(ctx: Context, run: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await run();
  } catch (error) {
    ctx.log.info('passkey refused', describeError(error));
    throw new ServiceError('auth/passkey-refused');
  }
  if (!result.verified) throw new ServiceError('auth/passkey-refused');
  return result;
}

export async function passkeyRegister(ctx: Context, connectionId: string, msg: Msg<'passkeyRegister'>): Promise<void> {
  const rp = relyingParty(ctx);
  const store = identityStore(ctx);
  const challenge = await takeChallenge(ctx, msg.challengeId, ['register', 'add']);
  const { registrationInfo } = await verified(ctx, () => verifyRegistrationResponse({
    response: msg.response as RegistrationResponseJSON, expectedChallenge: challenge.challenge,
    expectedOrigin: [...rp.origins], expectedRPID: rp.id, requireUserVerification: false,
  }));
  const accountId = challenge.accountId!;
  const createdAt = ctx.clock().toISOString();
  if (challenge.purpose === 'register' && !(await store.createAccount({ accountId, name: challenge.name!, createdAt }))) {
    throw new ServiceError('server/internal');
  }
  if (challenge.purpose === 'add' && !(await store.getAccount(accountId))) throw new ServiceError('auth/no-session');
  const { credential } = registrationInfo!;
  const added = await store.addPasskey({
    credentialId: credential.id, accountId, publicKey: Buffer.from(credential.publicKey).toString('base64url'), counter: credential.counter,
    ...(credential.transports ? { transports: credential.transports } : {}), createdAt,
  });
  if (!added) {
    if (challenge.purpose === 'register') await store.deleteAccount(accountId);
    throw new ServiceError('auth/passkey-taken');
  }
  if (challenge.purpose === 'add') return send(ctx, connectionId, { type: 'account', ...replyTo(msg), account: await accountView(ctx, accountId) });
  const sessionToken = await openSession(ctx, accountId);
  await send(ctx, connectionId, { type: 'signedIn', ...replyTo(msg), sessionToken, account: await accountView(ctx, accountId) });
}

export async function passkeySignIn(ctx: Context, connectionId: string, msg: Msg<'passkeySignIn'>): Promise<void> {
  const rp = relyingParty(ctx);
  const store = identityStore(ctx);
  const challenge = await takeChallenge(ctx, msg.challengeId, ['signIn']);
  const passkey = await store.getPasskey(msg.response.id);
  if (!passkey) throw new ServiceError('auth/unknown-passkey');
  const { authenticationInfo } = await verified(ctx, () => verifyAuthenticationResponse({
    response: msg.response as AuthenticationResponseJSON, expectedChallenge: challenge.challenge,
    expectedOrigin: [...rp.origins], expectedRPID: rp.id, requireUserVerification: false,
    credential: {
      id: passkey.credentialId, publicKey: Buffer.from(passkey.publicKey, 'base64url'), counter: passkey.counter,
      ...(passkey.transports ? { transports: [...passkey.transports] } : {}),
    },
  }));
  // A counter that went backwards was refused above; one that moved under us is a clone racing.
  const next = authenticationInfo.newCounter;
  if (next !== passkey.counter && !(await store.setCounter(passkey.credentialId, passkey.counter, next))) {
    throw new ServiceError('auth/passkey-refused');
  }
  const sessionToken = await openSession(ctx, passkey.accountId);
  await send(ctx, connectionId, { type: 'signedIn', ...replyTo(msg), sessionToken, account: await accountView(ctx, passkey.accountId) });
}
