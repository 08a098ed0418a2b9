// Typed rejections, for every game kind: a stable code and a human message. A rejected command
// changes nothing.

export interface Rejection<C extends string = string> {
  readonly code: C;
  readonly message: string;
}

/** The reject function of a table of codes: the code's message, then any detail. */
export const rejecter = <C extends string>(messages: Readonly<Record<C, string>>) =>
  (code: C, detail?: string): Rejection<C> => ({ code, message: detail ? `${messages[code]} ${detail}` : messages[code] });
