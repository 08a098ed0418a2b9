// Accounts and passkeys (docs/protocol.md, "Accounts"): the requests' schemas, the server's answers
// and the refusals. An account is never needed to play: guests keep their seat tokens. The
// WebAuthn ceremonies go over the socket (options with a one-use challenge, then the
// authenticator's response); a session token, sent with each account request, names the account.
import * as v from 'valibot';

/** A session lasts this long after sign-in (ms). */
export const SESSION_MS = 30 * 24 * 60 * 60_000;
/** A ceremony's challenge may be answered for this long (ms). */
export const CHALLENGE_MS = 5 * 60_000;
/** Seats adopted in one request at most. */
export const MAX_ADOPT = 50;
/** Passkeys one account may hold. */
export const MAX_PASSKEYS = 10;

const ReqId = v.optional(v.pipe(v.string(), v.maxLength(64)));
const B64 = (max: number) => v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]*$/), v.maxLength(max));
const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40));
export const SessionToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/));
const ChallengeId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,40}$/));
const GameId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{6,40}$/));
const SeatToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/));
const Transports = v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(16))), v.maxLength(8)));

/** The browser's `PublicKeyCredential.toJSON()` of a registration (what @simplewebauthn/browser returns). */
const RegistrationResponse = v.object({
  id: B64(1400), rawId: B64(1400), type: v.literal('public-key'),
  response: v.object({
    clientDataJSON: B64(4000), attestationObject: B64(16000), transports: Transports,
    authenticatorData: v.optional(B64(8000)), publicKey: v.optional(B64(4000)), publicKeyAlgorithm: v.optional(v.number()),
  }),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
  clientExtensionResults: v.record(v.string(), v.unknown()),
});

/** The browser's `PublicKeyCredential.toJSON()` of an assertion. */
const AuthenticationResponse = v.object({
  id: B64(1400), rawId: B64(1400), type: v.literal('public-key'),
  response: v.object({
    clientDataJSON: B64(4000), authenticatorData: B64(8000), signature: B64(2000), userHandle: v.optional(B64(200)),
  }),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
  clientExtensionResults: v.record(v.string(), v.unknown()),
});

export const IDENTITY_REQUESTS = [
  /**
   * Start a ceremony: 'register' a new account named `name`, 'signIn' with any passkey of this
   * site, or 'add' a passkey to the account of `sessionToken`. Answered with `passkeyOptions`.
   */
  v.variant('purpose', [
    v.strictObject({ type: v.literal('passkeyOptions'), reqId: ReqId, purpose: v.literal('register'), name: Name }),
    v.strictObject({ type: v.literal('passkeyOptions'), reqId: ReqId, purpose: v.literal('signIn') }),
    v.strictObject({ type: v.literal('passkeyOptions'), reqId: ReqId, purpose: v.literal('add'), sessionToken: SessionToken }),
  ]),
  /** Finish a 'register' (answered with `signedIn`) or an 'add' (answered with `account`). */
  v.strictObject({ type: v.literal('passkeyRegister'), reqId: ReqId, challengeId: ChallengeId, response: RegistrationResponse }),
  /** Finish a 'signIn': answered with `signedIn`. */
  v.strictObject({ type: v.literal('passkeySignIn'), reqId: ReqId, challengeId: ChallengeId, response: AuthenticationResponse }),
  /** The account of a session, with its games: answered with `account`. */
  v.strictObject({ type: v.literal('getAccount'), reqId: ReqId, sessionToken: SessionToken }),
  /** Hand a guest's seats (proved by their tokens) to the account: answered with `adopted`. */
  v.strictObject({
    type: v.literal('adoptSeats'), reqId: ReqId, sessionToken: SessionToken,
    seats: v.pipe(v.array(v.strictObject({ gameId: GameId, seatToken: SeatToken })), v.minLength(1), v.maxLength(MAX_ADOPT)),
  }),
  /** End the session: answered with `signedOut`. */
  v.strictObject({ type: v.literal('signOut'), reqId: ReqId, sessionToken: SessionToken }),
  /** Delete the account, its passkeys and sessions; its games stay, under a neutral name. Answered with `accountDeleted`. */
  v.strictObject({ type: v.literal('deleteAccount'), reqId: ReqId, sessionToken: SessionToken }),
] as const;

/** A seat the account holds: its token lets any of the account's devices play it. */
export interface AccountSeat {
  readonly gameId: string;
  readonly seat: number;
  readonly seatToken: string;
}

export interface AccountView {
  readonly accountId: string;
  readonly name: string;
  readonly passkeys: number;
  readonly seats: readonly AccountSeat[];
}

export type IdentityMessage =
  /** `options`: the WebAuthn options JSON for the browser (`startRegistration` / `startAuthentication`). */
  | { readonly type: 'passkeyOptions'; readonly reqId?: string; readonly challengeId: string; readonly options: Record<string, unknown> }
  | { readonly type: 'signedIn'; readonly reqId?: string; readonly sessionToken: string; readonly account: AccountView }
  | { readonly type: 'account'; readonly reqId?: string; readonly account: AccountView }
  /** `refused`: the games whose token held no seat (or that are gone); the others' seats are the account's. */
  | { readonly type: 'adopted'; readonly reqId?: string; readonly account: AccountView; readonly refused: readonly string[] }
  | { readonly type: 'signedOut'; readonly reqId?: string }
  | { readonly type: 'accountDeleted'; readonly reqId?: string };

export const IDENTITY_ERRORS = {
  'auth/no-session': 'That session has ended or never was: sign in again.',
  'auth/challenge-expired': 'That sign-in attempt is over (it expired or was already answered): start again.',
  'auth/passkey-refused': 'The passkey’s answer could not be verified.',
  'auth/unknown-passkey': 'That passkey belongs to no account here.',
  'auth/passkey-taken': 'That passkey is already registered.',
  'auth/too-many-passkeys': 'An account holds at most 10 passkeys.',
  'auth/no-passkeys': 'Passkeys are not set up on this server.',
} as const;
