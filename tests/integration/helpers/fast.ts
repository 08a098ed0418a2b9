/**
 * Gateway limits that let scripted players send as fast as they like: every test client connects
 * from 127.0.0.1, so the limits of one address are lifted too.
 */
export const FAST = {
  messagesPerSecond: 10_000, messageBurst: 10_000,
  addressMessagesPerSecond: 100_000, addressMessageBurst: 100_000, addressInFlight: 100_000, handlersPerAddress: 100_000, handlers: 100_000,
} as const;
