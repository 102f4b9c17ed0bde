/**
 * Encodes text as UTF-8 bytes. Tests need it and the package compiles without DOM or Node types, so
 * `TextEncoder` is not declared.
 */
export function utf8Bytes(text: string): number[] {
  const result: number[] = [];
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x80) result.push(code);
    else if (code < 0x800) result.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000)
      result.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else {
      result.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
    }
  }
  return result;
}
