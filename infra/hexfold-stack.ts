import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CfnOutput, CfnParameter, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { EventStore } from './constructs/event-store.ts';
import { Monitoring } from './constructs/monitoring.ts';
import { IdentityTable } from './constructs/identity-table.ts';
import { WakeScheduler } from './constructs/scheduler.ts';
import { StaticSite } from './constructs/static-site.ts';
import { WafRateLimit } from './constructs/rate-limit.ts';
import { WebSocketApi } from './constructs/websocket-api.ts';

/** A number given as context (`-c name=…`, or `cdk.json`), or undefined. */
function numberContext(scope: Construct, name: string): number | undefined {
  const value: unknown = scope.node.tryGetContext(name);
  return value === undefined || value === '' ? undefined : Number(value);
}

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface HexfoldStackProps extends StackProps {
  /** Folder of the Lambda entry files. @default `<repo>/functions/handlers` */
  readonly handlersDir?: string;
  /** Folder of the built web client. @default `<repo>/web/dist` */
  readonly siteDir?: string;
  /**
   * An AWS WAF rate-based rule: requests (WebSocket handshakes and site files) from one address per
   * 5 minutes, past which they are blocked; the WebSocket is then served through CloudFront. Needs
   * the stack in us-east-1 (CloudFront's web ACLs live there). Off by default
   * (context `wafRateLimit` in `cdk.json` or `-c wafRateLimit=…`).
   */
  readonly wafRateLimit?: number;
}

/** Hexfold: WebSocket game backend over an event store, plus the static web client. */
export class HexfoldStack extends Stack {
  readonly eventStore: EventStore;
  readonly webSocketApi: WebSocketApi;
  readonly scheduler: WakeScheduler;
  readonly site: StaticSite;
  /** Accounts and passkeys; the site's origin is the relying party. */
  readonly identity: IdentityTable;
  /** The web ACL, when `wafRateLimit` is set. */
  readonly waf: WafRateLimit | undefined;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: HexfoldStackProps = {}) {
    super(scope, id, {
      description: 'Hexfold: online Catan (WebSocket API, event store, web client)',
      ...props,
    });

    this.eventStore = new EventStore(this, 'EventStore');

    const handlersDir = props.handlersDir ?? path.join(REPO_ROOT, 'functions', 'handlers');
    const depsLockFilePath = path.join(REPO_ROOT, 'package-lock.json');
    this.webSocketApi = new WebSocketApi(this, 'WebSocket', { eventStore: this.eventStore, handlersDir, depsLockFilePath });

    // Wakes (turn timers, bots, abandoned games): an SQS queue and its Lambda; `$default` arms them too.
    this.scheduler = new WakeScheduler(this, 'Scheduler', {
      eventStore: this.eventStore,
      webSocketApi: this.webSocketApi,
      entry: path.join(handlersDir, 'wake.ts'),
      depsLockFilePath,
    });
    this.scheduler.grantWakeAt(this.webSocketApi.messageHandler);

    // Alarms mail this address when given at deploy time (`--parameters AlarmEmail=…`); none by default.
    const alarmEmail = new CfnParameter(this, 'AlarmEmail', {
      type: 'String', default: '', description: 'E-mail address to notify of alarms (empty: none; the address must confirm)',
    });
    this.monitoring = new Monitoring(this, 'Monitoring', {
      eventStore: this.eventStore, webSocketApi: this.webSocketApi, scheduler: this.scheduler, alarmEmail: alarmEmail.valueAsString,
    });

    const limit = props.wafRateLimit ?? numberContext(this, 'wafRateLimit');
    this.waf = limit === undefined ? undefined : new WafRateLimit(this, 'Waf', { limit });
    this.site = new StaticSite(this, 'Site', {
      siteDir: props.siteDir ?? path.join(REPO_ROOT, 'web', 'dist'),
      runtimeConfig: { wsUrl: this.webSocketApi.url },
      connectSources: [this.webSocketApi.api.apiEndpoint],
      ...(this.waf
        ? { waf: { webAclArn: this.waf.webAcl.attrArn, webSocketDomain: this.webSocketApi.domainName, stageName: this.webSocketApi.stage.stageName } }
        : {}),
    });

    this.identity = new IdentityTable(this, 'Identity', { messageHandler: this.webSocketApi.messageHandler, siteOrigin: this.site.url });

    new CfnOutput(this, 'WebSocketUrl', { value: this.webSocketApi.url, description: 'wss:// URL of the game API (behind CloudFront with wafRateLimit: see config.json)' });
    new CfnOutput(this, 'SiteUrl', { value: this.site.url, description: 'https:// URL of the web client' });
    new CfnOutput(this, 'SiteContent', {
      value: this.site.includesSiteBuild ? 'web client and config.json' : 'config.json only (web client not built at synth time)',
      description: 'What the last synth put in the site bucket',
    });
    new CfnOutput(this, 'EventsTableName', { value: this.eventStore.eventsTable.tableName });
    new CfnOutput(this, 'ConnectionsTableName', { value: this.eventStore.connectionsTable.tableName });
    new CfnOutput(this, 'GamesTableName', { value: this.eventStore.gamesTable.tableName });
    new CfnOutput(this, 'ChatTableName', { value: this.eventStore.chatTable.tableName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.topic.topicArn, description: 'SNS topic every alarm notifies (subscribe more endpoints here)' });
    new CfnOutput(this, 'WakeDeadLetterQueueUrl', {
      value: this.scheduler.deadLetterQueue.queueUrl,
      description: 'Wakes that failed repeatedly (inspect, then redrive)',
    });
  }
}
