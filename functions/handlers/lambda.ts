// The three Lambda handlers as factories over a context source, so that AWS (context from the
// environment) and the local gateway (context built in-process) run the very same code.
import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import type { Context } from '../app/context.ts';
import { flushingMetrics } from '../app/game-metrics.ts';
import { handleConnect, handleDisconnect, handleMessage } from '../app/service.ts';

export type WebSocketEvent = APIGatewayProxyWebsocketEventV2;
export interface HandlerResult {
  readonly statusCode: number;
}
export type Handler = (event: WebSocketEvent) => Promise<HandlerResult>;
export type ContextSource = (event: WebSocketEvent) => Context;

const OK: HandlerResult = { statusCode: 200 };

/** A rejected `$connect` (non-2xx) makes API Gateway refuse the connection. */
export const connectHandler = (contextFor: ContextSource): Handler => async (event) => {
  try {
    const ctx = contextFor(event);
    await flushingMetrics(ctx, () => handleConnect(ctx, event.requestContext.connectionId));
    return OK;
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', message: 'connect failed', error: (error as Error)?.name }));
    return { statusCode: 500 };
  }
};

export const disconnectHandler = (contextFor: ContextSource): Handler => async (event) => {
  const ctx = contextFor(event);
  await flushingMetrics(ctx, () => handleDisconnect(ctx, event.requestContext.connectionId));
  return OK;
};

/** Replies go through the Management API too, so the route's own response carries nothing. */
export const messageHandler = (contextFor: ContextSource): Handler => async (event) => {
  const body = event.body !== undefined && event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  const ctx = contextFor(event);
  await flushingMetrics(ctx, () => handleMessage(ctx, event.requestContext.connectionId, body));
  return OK;
};
