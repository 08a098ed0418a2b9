// The context of a Lambda container, built once from the environment: table names, an optional
// local DynamoDB endpoint, and the Management API endpoint of the calling API and stage.
import { createContext, type Context } from '../app/context.ts';
import { consoleLogger } from '../app/log.ts';
import { keepAliveAgents } from '../aws.ts';
import { createDynamoClient, dynamoStores } from '../store/dynamo/index.ts';
import type { Stores } from '../store/types.ts';
import { managementClient, ManagementApiTransport } from '../transport/management-api.ts';
import type { WebSocketEvent } from './lambda.ts';

/** One keep-alive pool per container, for DynamoDB and every Management API endpoint. */
const agents = keepAliveAgents();
let stores: Stores | undefined;
const contexts = new Map<string, Context>();

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`environment variable ${name} is not set`);
  return value;
}

function storesFromEnv(): Stores {
  const db = createDynamoClient({ endpoint: process.env.DYNAMODB_ENDPOINT, agents });
  return dynamoStores(db, {
    events: required('EVENTS_TABLE'),
    connections: required('CONNECTIONS_TABLE'),
    games: required('GAMES_TABLE'),
  });
}

/** `WS_MANAGEMENT_ENDPOINT` (local) or the https endpoint of the API and stage that called. */
export function managementEndpoint(event: WebSocketEvent): string {
  const { domainName, stage } = event.requestContext;
  return process.env.WS_MANAGEMENT_ENDPOINT ?? `https://${domainName}/${stage}`;
}

export function contextFromEnv(event: WebSocketEvent): Context {
  const endpoint = managementEndpoint(event);
  let ctx = contexts.get(endpoint);
  if (!ctx) {
    stores ??= storesFromEnv();
    const local = process.env.WS_MANAGEMENT_ENDPOINT !== undefined;
    ctx = createContext({
      stores,
      transport: new ManagementApiTransport(managementClient(endpoint, local, agents)),
      log: consoleLogger(process.env.HEXFOLD_LOG ?? 'info'),
    });
    contexts.set(endpoint, ctx);
  }
  return ctx;
}
