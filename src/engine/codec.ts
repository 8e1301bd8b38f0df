/**
 * The binary form of observations and masks: little-endian float32 (observations) or bytes (masks), in base64. A
 * portable encoder lives here; a host with a faster one (Node's `Buffer`) passes it to the engine.
 * @module
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Every pair of base64 digits for 12 bits, so the loop below writes two digits per lookup. */
let pairs: string[] | null = null;

function pairTable(): string[] {
  if (pairs === null) {
    pairs = new Array<string>(4096);
    for (let i = 0; i < 4096; i++) pairs[i] = ALPHABET[i >> 6]! + ALPHABET[i & 63]!;
  }
  return pairs;
}

/**
 * Standard base64 (RFC 4648, with padding) of bytes, without any platform API.
 * @param bytes - the bytes
 * @returns the base64 text
 * @example
 * ```ts
 * base64(new Uint8Array([1, 2, 3])); // 'AQID'
 * ```
 * @internal
 */
export function base64(bytes: Uint8Array): string {
  const table = pairTable();
  const n = bytes.length;
  const whole = n - (n % 3);
  const parts: string[] = [];
  let chunk = '';
  for (let i = 0; i < whole; i += 3) {
    const v = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    chunk += table[v >> 12]! + table[v & 4095]!;
    if (chunk.length >= 8192) {
      parts.push(chunk);
      chunk = '';
    }
  }
  const rest = n - whole;
  if (rest === 1) {
    const v = bytes[whole]! << 16;
    chunk += `${table[v >> 12]!}==`;
  } else if (rest === 2) {
    const v = (bytes[whole]! << 16) | (bytes[whole + 1]! << 8);
    chunk += `${table[v >> 12]!}${ALPHABET[(v >> 6) & 63]!}=`;
  }
  parts.push(chunk);
  return parts.join('');
}

/** Whether this platform stores typed arrays little-endian (every platform Node and browsers run on, in practice). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * The bytes of float32 values in little-endian order (a view of the same memory where the platform is little-endian).
 * @param values - the values
 * @returns their bytes
 * @example
 * ```ts
 * floatBytes(new Float32Array([1])); // Uint8Array [0, 0, 128, 63]
 * ```
 * @internal
 */
export function floatBytes(values: Float32Array): Uint8Array {
  if (LITTLE_ENDIAN) return new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
  const out = new Uint8Array(values.length * 4);
  const view = new DataView(out.buffer);
  for (let i = 0; i < values.length; i++) view.setFloat32(i * 4, values[i]!, true);
  return out;
}
