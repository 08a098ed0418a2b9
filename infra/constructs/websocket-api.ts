import * as path from 'node:path';
import { Stack, Validations } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { nagArn, nagRef } from '../nag.ts';
import { CONNECTIONS_BY_GAME_INDEX, GAMES_BY_STATUS_INDEX, type EventStore } from './event-store.ts';
import { HandlerFunction } from './handler-function.ts';
import { CONNECT_THROTTLE, STAGE_THROTTLE, type Throttle } from './rate-limit.ts';

export interface WebSocketApiProps {
  readonly eventStore: EventStore;
  /** Folder holding `connect.ts`, `disconnect.ts` and `message.ts`, each exporting `handler`. */
  readonly handlersDir: string;
  /** `package-lock.json` of the project, for bundling. */
  readonly depsLockFilePath: string;
  /** @default 'live' */
  readonly stageName?: string;
  /** The stage's throttling (all routes). @default STAGE_THROTTLE */
  readonly throttle?: Throttle;
  /** `$connect`'s own, tighter. @default CONNECT_THROTTLE */
  readonly connectThrottle?: Throttle;
}

/** The game's WebSocket API: `$connect`, `$disconnect` and a `$default` router, one Lambda each. */
export class WebSocketApi extends Construct {
  readonly api: apigwv2.WebSocketApi;
  readonly stage: apigwv2.WebSocketStage;
  readonly connectHandler: HandlerFunction;
  readonly disconnectHandler: HandlerFunction;
  readonly messageHandler: HandlerFunction;

  constructor(scope: Construct, id: string, props: WebSocketApiProps) {
    super(scope, id);
    const store = props.eventStore;
    const environment = {
      EVENTS_TABLE: store.eventsTable.tableName,
      CONNECTIONS_TABLE: store.connectionsTable.tableName,
      GAMES_TABLE: store.gamesTable.tableName,
      CHAT_TABLE: store.chatTable.tableName,
    };
    const handler = (handlerId: string, file: string, description: string) =>
      new HandlerFunction(this, handlerId, {
        entry: path.join(props.handlersDir, file),
        depsLockFilePath: props.depsLockFilePath,
        environment,
        description,
      });

    // Each role gets exactly what its handler's code path touches (functions/app/service.ts and
    // what it calls); tests/infra/grants.test.ts runs the handlers and checks every call against these.
    const { chatTable, connectionsTable, eventsTable, gamesTable } = store;

    // $connect writes the connection record (PutItem); it cannot post to the connection yet.
    this.connectHandler = handler('ConnectHandler', 'connect.ts', 'Hexfold $connect: registers the connection');
    store.grant(connectionsTable, this.connectHandler.role, { actions: ['PutItem'] });

    // $disconnect deletes the record and pushes presence to the game it followed: the game's
    // size (games GetItem), its connections (byGame), a post to each, and pruning of gone ones.
    this.disconnectHandler = handler('DisconnectHandler', 'disconnect.ts', 'Hexfold $disconnect: forgets the connection, tells its game');
    store.grant(connectionsTable, this.disconnectHandler.role, { actions: ['DeleteItem'], queryIndexes: [CONNECTIONS_BY_GAME_INDEX] });
    store.grant(gamesTable, this.disconnectHandler.role, { actions: ['GetItem'] });

    // $default: the event store (conditional put, queries of a stream), following a game (update),
    // broadcasting (byGame, pruning), the lobby (games put/get/update, byStatus), and the player
    // page's and friends view's games (BatchGetItem).
    this.messageHandler = handler('MessageHandler', 'message.ts', 'Hexfold $default: routes game commands');
    store.grant(eventsTable, this.messageHandler.role, { actions: ['PutItem', 'Query'] });
    store.grant(connectionsTable, this.messageHandler.role, { actions: ['UpdateItem', 'DeleteItem'], queryIndexes: [CONNECTIONS_BY_GAME_INDEX] });
    store.grant(gamesTable, this.messageHandler.role, {
      actions: ['PutItem', 'GetItem', 'BatchGetItem', 'UpdateItem'], queryIndexes: [GAMES_BY_STATUS_INDEX],
    });
    // The chat: a line is one put; following a game reads the latest lines (a query).
    store.grant(chatTable, this.messageHandler.role, { actions: ['PutItem', 'Query'] });

    // Integration ids must not be 'Default': that id is dropped from logical ids and then
    // collides with the route's own resources.
    this.api = new apigwv2.WebSocketApi(this, 'Api', {
      description: 'Hexfold game traffic',
      connectRouteOptions: {
        integration: new WebSocketLambdaIntegration('ConnectIntegration', this.connectHandler.function),
      },
      disconnectRouteOptions: {
        integration: new WebSocketLambdaIntegration('DisconnectIntegration', this.disconnectHandler.function),
      },
      defaultRouteOptions: {
        integration: new WebSocketLambdaIntegration('MessageIntegration', this.messageHandler.function),
      },
    });

    this.stage = new apigwv2.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: props.stageName ?? 'live',
      autoDeploy: true,
      // Past these API Gateway answers 429 (a message) or refuses the handshake: rate-limit.ts.
      throttle: props.throttle ?? STAGE_THROTTLE,
    });
    const connect = props.connectThrottle ?? CONNECT_THROTTLE;
    const cfnStage = this.stage.node.defaultChild as apigwv2.CfnStage;
    cfnStage.routeSettings = { $connect: { ThrottlingRateLimit: connect.rateLimit, ThrottlingBurstLimit: connect.burstLimit } };
    // A route's settings name a route that must exist when the stage is made.
    for (const route of this.api.node.findAll().filter((c) => c instanceof apigwv2.CfnRoute)) cfnStage.addDependency(route);
    // Posting to connections (replies, broadcasts, presence), scoped to this API and stage:
    // `<api>/<stage>/*/@connections/*`. $connect cannot post, so it gets none.
    this.grantManageConnections(this.messageHandler.role);
    this.grantManageConnections(this.disconnectHandler.role);

    this.acknowledgeNagFindings();
  }

  /** The API's own host name (`<id>.execute-api.<region>.amazonaws.com`). */
  get domainName(): string {
    return `${this.api.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }

  /** The `wss://` URL clients connect to. */
  get url(): string {
    return this.stage.url;
  }

  /** The stage's Management API endpoint (`https://…/live`), for a function no WebSocket event calls. */
  get managementEndpoint(): string {
    return this.stage.callbackUrl;
  }

  /** Lets a role post to and delete connections of this API and stage only (`execute-api:ManageConnections`). */
  grantManageConnections(role: iam.Role): iam.Grant {
    const grant = this.stage.grantManagementApiAccess(role);
    const connections = nagArn('execute-api', `${nagRef(this.api)}/${this.stage.stageName}/*/@connections/*`);
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${connections}]`,
      reason: 'Connection ids are only known at run time; the grant is limited to this API and stage.',
    });
    return grant;
  }

  private acknowledgeNagFindings(): void {
    Validations.of(this.stage).acknowledge({
      id: 'AwsSolutions-APIG1',
      reason:
        'WebSocket access logging needs the account-wide API Gateway CloudWatch role, which this stack does not own; ' +
        'each Lambda logs the requests it handles.',
    });
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Players join without accounts, so there is no identity to authorize $connect against; ' +
        'the $default handler validates every command against the game state.',
    });
  }
}
