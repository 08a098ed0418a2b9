import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import * as http from 'node:http';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import {
  DeleteConnectionCommand, GetConnectionCommand, GoneException, PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Handler, WebSocketEvent } from '../../functions/handlers/lambda.ts';
import { isLoopback, startGateway, type Gateway } from '../../functions/local/gateway.ts';
import { managementClient } from '../../functions/transport/management-api.ts';
import { eventually, TestClient } from '../support/ws-client.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

let gateway: Gateway;
let webDist: string;
const events: WebSocketEvent[] = [];
let postDuringConnect: unknown;
const ok: Handler = async (e) => {
  events.push(e);
  return { statusCode: 200 };
};

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'hexfold-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Hexfold</title>');
  await writeFile(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  await writeFile(path.join(webDist, 'assets', 'style.css'), 'body{}');
  gateway = await startGateway({
    port: 0,
    webDist,
    handlers: (port) => {
      const api = managementClient(`http://127.0.0.1:${port}`, true);
      return {
        // As in AWS, posting to a connection from its own $connect fails: it does not exist yet.
        connect: async (e) => {
          postDuringConnect = await api.send(new PostToConnectionCommand({ ConnectionId: e.requestContext.connectionId, Data: 'hi' }))
            .catch((error) => error);
          return ok(e);
        },
        disconnect: ok,
        message: ok,
      };
    },
  });
});

afterAll(async () => {
  await gateway.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the local WebSocket gateway', () => {
  it('invokes the handlers with API-Gateway-shaped events', async () => {
    const client = await TestClient.connect(gateway.wsUrl);
    client.send('{"type":"ping"}');
    await eventually(() => events.some((e) => e.requestContext.routeKey === '$default'), 5000, 'message');
    await client.close();
    await eventually(() => events.some((e) => e.requestContext.routeKey === '$disconnect'), 5000, 'disconnect');
    const [connect, message] = events;
    expect(connect.requestContext).toMatchObject({ routeKey: '$connect', eventType: 'CONNECT', stage: 'local', domainName: `127.0.0.1:${gateway.port}` });
    expect(message).toMatchObject({ body: '{"type":"ping"}', requestContext: { routeKey: '$default', eventType: 'MESSAGE' } });
    expect(message.requestContext.connectionId).toBe(connect.requestContext.connectionId);
    expect(events.map((e) => e.requestContext.routeKey)).toEqual(['$connect', '$default', '$disconnect']);
    expect(postDuringConnect).toBeInstanceOf(GoneException);
  });

  it('serves the Management API to the unchanged SDK client (ids are URL-encoded)', async () => {
    const api = managementClient(gateway.url, true);
    const seen = events.length;
    const client = await TestClient.connect(gateway.wsUrl);
    await eventually(() => events.length > seen, 5000, '$connect');
    const id = events.filter((e) => e.requestContext.routeKey === '$connect').at(-1)!.requestContext.connectionId;
    await api.send(new PostToConnectionCommand({ ConnectionId: id, Data: new TextEncoder().encode('{"type":"pong"}') }));
    await client.until(() => client.messages.length > 0, 5000, 'post');
    expect(client.frames).toEqual(['{"type":"pong"}']);
    const info = await api.send(new GetConnectionCommand({ ConnectionId: id }));
    expect(info.ConnectedAt).toBeInstanceOf(Date);
    await api.send(new DeleteConnectionCommand({ ConnectionId: id }));
    await eventually(() => client.closeCode !== null, 5000, 'close');
    expect(client.closeCode).toBe(1000);
    await expect(api.send(new PostToConnectionCommand({ ConnectionId: id, Data: 'x' }))).rejects.toBeInstanceOf(GoneException);
    await expect(api.send(new PostToConnectionCommand({ ConnectionId: 'ab/c+d==', Data: 'x' }))).rejects.toBeInstanceOf(GoneException);
    api.destroy();
  });

  it('accepts upgrades on /ws only', async () => {
    const other = new WebSocket(gateway.wsUrl.replace('/ws', '/elsewhere'));
    const status = await new Promise((resolve) => other.once('unexpected-response', (_req, res) => resolve(res.statusCode)));
    expect(status).toBe(404);
  });

  it('serves /config.json for the host the browser used', async () => {
    // fetch may not set Host, so ask with node:http.
    const body = await new Promise<string>((resolve, reject) => {
      http.get(`${gateway.url}/config.json`, { headers: { host: 'example.test:8080' } }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(text));
      }).on('error', reject);
    });
    expect(JSON.parse(body)).toEqual({ wsUrl: 'ws://example.test:8080/ws' });
  });

  it('serves the built site with content types and an SPA fallback, and nothing outside it', async () => {
    const get = async (p: string) => {
      const res = await fetch(`${gateway.url}${p}`);
      return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
    };
    expect(await get('/')).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(await get('/assets/app-1234.js')).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8', body: 'console.log(1)' });
    expect(await get('/assets/style.css')).toMatchObject({ status: 200, type: 'text/css; charset=utf-8' });
    expect(await get('/game/abc123')).toMatchObject({ status: 200, body: '<!doctype html><title>Hexfold</title>' });
    expect((await get('/missing.js')).status).toBe(404);
    expect((await get('/%2e%2e/%2e%2e/package.json')).status).toBe(404);
    expect((await get('/@connections/%E0%A4%A')).status).toBe(400);
  });
});

describe('the Management API from another host', () => {
  // Tests send traffic to loopback only, so "another host" is checked on the address test the
  // gateway applies to every Management API request.
  it('counts only loopback peers as this machine', () => {
    for (const a of ['127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a)).toBe(true);
    for (const a of ['192.0.2.2', '::ffff:10.0.0.1', 'fd00::2', '', undefined, '127.0.0.1.example']) expect(isLoopback(a)).toBe(false);
  });
});
