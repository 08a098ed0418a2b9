// The context of a Lambda container, built once from the environment: table names, an optional
// local DynamoDB endpoint, the Management API endpoint of the API and stage, and the wake queue.
import { createContext, type Context } from '../app/context.ts';
import { consoleLogger } from '../app/log.ts';
import { emfMetrics } from '../app/metrics.ts';
import type { Scheduler } from '../app/scheduler.ts';
import { keepAliveAgents } from '../aws.ts';
import { SqsScheduler, sqsClient } from '../scheduler/sqs.ts';
import { relyingPartyFromEnv } from '../app/identity/relying-party.ts';
import { DynamoChatStore } from '../store/dynamo/chat.ts';
import { DynamoIdentityStore } from '../store/dynamo/identity.ts';
import { createDynamoClient, dynamoStores } from '../store/dynamo/index.ts';
import type { Stores } from '../store/types.ts';
import { managementClient, ManagementApiTransport } from '../transport/management-api.ts';
import type { WebSocketEvent } from './lambda.ts';

/** One keep-alive pool per container, for DynamoDB, SQS and every Management API endpoint. */
const agents = keepAliveAgents();
let stores: Stores | undefined;
let scheduler: Scheduler | null | undefined;
const contexts = new Map<string, Context>();

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`environment variable ${name} is not set`);
  return value;
}

function storesFromEnv(): Stores {
  const db = createDynamoClient({ endpoint: process.env.DYNAMODB_ENDPOINT, agents });
  const stores = dynamoStores(db, {
    events: required('EVENTS_TABLE'),
    connections: required('CONNECTIONS_TABLE'),
    games: required('GAMES_TABLE'),
  });
  // The chat's table: the WebSocket handlers have it; the wake function needs none.
  const chatTable = process.env.CHAT_TABLE;
  // Accounts and passkeys: `$default` has their table; the others need none.
  const identityTable = process.env.IDENTITY_TABLE;
  return {
    ...stores,
    ...(chatTable ? { chat: new DynamoChatStore(db, chatTable) } : {}),
    ...(identityTable ? { identity: new DynamoIdentityStore(db, identityTable) } : {}),
  };
}

/** Wakes go to the SQS queue `WAKE_QUEUE_URL`; a function without it schedules none. */
function schedulerFromEnv(): Scheduler | null {
  const queueUrl = process.env.WAKE_QUEUE_URL;
  return queueUrl ? new SqsScheduler(sqsClient(agents), queueUrl) : null;
}

/** `WS_MANAGEMENT_ENDPOINT` (local) or the https endpoint of the API and stage that called. */
export function managementEndpoint(event: WebSocketEvent): string {
  const { domainName, stage } = event.requestContext;
  return process.env.WS_MANAGEMENT_ENDPOINT ?? `https://${domainName}/${stage}`;
}

/**
 * The context posting through the Management API at `endpoint`, one per endpoint and container.
 * A plain-http endpoint is the local gateway (no AWS region or credentials needed).
 */
export function contextForEndpoint(endpoint: string): Context {
  let ctx = contexts.get(endpoint);
  if (!ctx) {
    stores ??= storesFromEnv();
    if (scheduler === undefined) scheduler = schedulerFromEnv();
    const local = endpoint.startsWith('http://');
    const relyingParty = relyingPartyFromEnv();
    ctx = createContext({
      stores,
      transport: new ManagementApiTransport(managementClient(endpoint, local, agents)),
      log: consoleLogger(process.env.HEXFOLD_LOG ?? 'info'),
      metrics: emfMetrics(),
      ...(scheduler ? { scheduler } : {}),
      ...(relyingParty ? { relyingParty } : {}),
    });
    contexts.set(endpoint, ctx);
  }
  return ctx;
}

/** The WebSocket routes' context: the endpoint of the API and stage that called. */
export function contextFromEnv(event: WebSocketEvent): Context {
  return contextForEndpoint(managementEndpoint(event));
}

/**
 * The wake function is called by SQS, not by a stage: `WS_MANAGEMENT_ENDPOINT` is its stage's
 * https URL. It needs `WAKE_QUEUE_URL` too, to send round the wakes that are not yet due.
 */
export function wakeContextFromEnv(): Context {
  required('WAKE_QUEUE_URL');
  return contextForEndpoint(required('WS_MANAGEMENT_ENDPOINT'));
}
