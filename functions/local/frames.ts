// Reads the headers of the WebSocket frames a client sends, from the raw bytes, before `ws` parses
// them: API Gateway caps each frame (32 KB) and each message (128 KB, in several frames), and
// `ws` can only cap messages (`maxPayload`).

/**
 * Returns a listener for the socket's `data` that calls `onFrame` with each frame's payload
 * length as soon as its header has arrived, and skips the payloads. The server's frames are not
 * compressed (no permessage-deflate), so these lengths are the message's bytes.
 */
export function frameWatcher(onFrame: (payloadBytes: number) => void): (chunk: Buffer) => void {
  const header = Buffer.alloc(14);
  let have = 0;
  let skip = 0;
  /** The header's length, once its first two bytes say it; 0 before. */
  const headerLength = () => {
    if (have < 2) return 0;
    const len7 = header[1] & 0x7f;
    return 2 + (len7 === 126 ? 2 : len7 === 127 ? 8 : 0) + (header[1] & 0x80 ? 4 : 0);
  };
  const payloadLength = () => {
    const len7 = header[1] & 0x7f;
    if (len7 === 126) return header.readUInt16BE(2);
    if (len7 === 127) return Number(header.readBigUInt64BE(2));
    return len7;
  };
  return (chunk) => {
    let at = 0;
    while (at < chunk.length) {
      if (skip > 0) {
        const n = Math.min(skip, chunk.length - at);
        skip -= n;
        at += n;
        continue;
      }
      const wanted = headerLength() || 2;
      const n = Math.min(wanted - have, chunk.length - at);
      chunk.copy(header, have, at, at + n);
      have += n;
      at += n;
      if (have < 2 || have < headerLength()) continue;
      skip = payloadLength();
      have = 0;
      onFrame(skip);
    }
  };
}
