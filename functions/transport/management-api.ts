// Transport through API Gateway's Management API (PostToConnection), in AWS and locally alike.
import {
  ApiGatewayManagementApiClient, PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { sdkSettings, type SdkAgents } from '../aws.ts';
import type { Delivery, Transport } from './types.ts';

/** The Management API client of one API and stage (`https://{domain}/{stage}`, or the local gateway). */
export function managementClient(endpoint: string, local = false, agents?: SdkAgents): ApiGatewayManagementApiClient {
  return new ApiGatewayManagementApiClient({
    endpoint,
    region: local ? 'local' : process.env.AWS_REGION ?? 'local',
    ...sdkSettings(agents),
    ...(local && !process.env.AWS_ACCESS_KEY_ID ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
}

const isGone = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'GoneException' || e?.$metadata?.httpStatusCode === 410;
};

export class ManagementApiTransport implements Transport {
  private readonly encoder = new TextEncoder();

  constructor(private readonly client: ApiGatewayManagementApiClient) {}

  async send(connectionId: string, data: string): Promise<Delivery> {
    try {
      await this.client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: this.encoder.encode(data) }));
      return 'sent';
    } catch (error) {
      if (isGone(error)) return 'gone';
      throw error;
    }
  }
}
