/** Gateway limits that let a scripted player send as fast as it likes. */
export const FAST = { messagesPerSecond: 10_000, messageBurst: 10_000 } as const;
