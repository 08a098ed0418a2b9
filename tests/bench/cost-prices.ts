// The prices the cost benchmark applies: AWS's published on-demand prices in us-east-1, in
// dollars, as read on the date below from the pages listed. Change them here only.
export const PRICES = {
  date: '2026-11-26',
  region: 'us-east-1',
  sources: [
    'https://aws.amazon.com/api-gateway/pricing/ (WebSocket APIs: messages, connection minutes)',
    'https://aws.amazon.com/lambda/pricing/ (requests; duration on Arm)',
    'https://aws.amazon.com/dynamodb/pricing/on-demand/ (write and read request units)',
    'https://aws.amazon.com/sqs/pricing/ (standard queue requests)',
  ],
  /** WebSocket messages, per million, each counted in 32 KB units (first billion a month). */
  wsMessagesPerMillion: 1.0,
  wsMessageUnitBytes: 32 * 1024,
  /** WebSocket connection minutes, per million. */
  wsConnectionMinutesPerMillion: 0.25,
  /** Lambda requests, per million. */
  lambdaRequestsPerMillion: 0.2,
  /** Lambda duration on arm64, per GB-second (first 7.5 billion GB-s a month); billed by the ms. */
  lambdaGbSecondArm: 0.0000133334,
  /** DynamoDB on-demand write request units (1 KB each), per million. */
  dynamoWritesPerMillion: 0.625,
  /** DynamoDB on-demand read request units (4 KB strongly consistent, 8 KB eventually), per million. */
  dynamoReadsPerMillion: 0.125,
  /** SQS standard queue requests (each up to 64 KB), per million, past the free million a month. */
  sqsRequestsPerMillion: 0.4,
} as const;

/** The functions' memory in the stack (infra/: handler-function.ts's default, the wake function's own). */
export const MEMORY_GB = { message: 0.25, connect: 0.25, disconnect: 0.25, wake: 0.5 } as const;

/** A Lambda function gets a full vCPU at 1,769 MB: at 256 MB, CPU-bound work takes this many times as long as on one core. */
export const CPU_SHARE_AT_256MB = 1769 / 256;
