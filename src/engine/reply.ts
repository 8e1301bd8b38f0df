/**
 * Building replies: one match's fields (a row), and a batch's rows turned into columns. Observations and masks are
 * kept as typed arrays until the end, so that a batch becomes one block: a JSON array of arrays, one base64 string,
 * or (format `binary`) raw bytes sent after the reply line.
 * @module
 */
import { floatBytes } from './codec.js';
import type { EngineError } from './protocol.js';

/**
 * A numeric vector of a reply: an observation (float32) or a mask (bytes), or none (the observation of a finished
 * match). Its values are given, or written on demand by `fill` straight into a batch's block (a `fill` reads its
 * match when the reply is written: a match that changes before then, met again in the same batch, is settled
 * first).
 * @internal
 */
export class Vector {
  /** `f32` for observations, `u8` for masks. */
  readonly kind: 'f32' | 'u8';
  /** The length every vector of this field has (for zero rows in a batch). */
  readonly length: number;
  private given: Float32Array | Uint8Array | null;
  private fill: ((out: Float32Array | Uint8Array, offset: number) => void) | null;

  /**
   * @param kind - the element type
   * @param data - the values, or `null` (none, unless `fill` writes them)
   * @param length - the fixed length of the field
   * @param fill - writes the values into `out` from `offset` (entries it leaves alone must read 0)
   */
  constructor(
    kind: 'f32' | 'u8',
    data: Float32Array | Uint8Array | null,
    length: number,
    fill: ((out: Float32Array | Uint8Array, offset: number) => void) | null = null,
  ) {
    this.kind = kind;
    this.given = data;
    this.length = length;
    this.fill = fill;
  }

  /** Whether the vector has values. */
  get present(): boolean {
    return this.given !== null || this.fill !== null;
  }

  /** The values, or `null` when there are none. */
  get data(): Float32Array | Uint8Array | null {
    if (this.given !== null || this.fill === null) return this.given;
    const out = this.kind === 'f32' ? new Float32Array(this.length) : new Uint8Array(this.length);
    this.fill(out, 0);
    return out;
  }

  /**
   * Writes the values now, if `fill` has not yet: for a vector whose `fill` reads a match that is about to change
   * (the same match again later in a batch).
   */
  settle(): void {
    if (this.given === null && this.fill !== null) {
      this.given = this.data;
      this.fill = null;
    }
  }

  /** Writes the values into a zeroed block at `offset` (nothing when there are none). */
  writeInto(block: Float32Array | Uint8Array, offset: number): void {
    if (this.given !== null) block.set(this.given, offset);
    else if (this.fill !== null) this.fill(block, offset);
  }
}

/** The fields of one match in a reply. @internal */
export type Row = Record<string, unknown>;

/**
 * Writes every vector of a row now (see {@link Vector.settle}).
 * @param row - the row
 * @internal
 */
export function settleRow(row: Row): void {
  for (const key in row) {
    const value = row[key];
    if (value instanceof Vector) value.settle();
  }
}

/**
 * The entry of a batch for a match whose part of the request failed.
 * @internal
 */
export class FailedRow {
  /** Why. */
  readonly error: EngineError;
  /** @param error - why */
  constructor(error: EngineError) {
    this.error = error;
  }
}

/**
 * How vectors are written: JSON arrays of numbers, base64 text of little-endian bytes, or raw little-endian bytes
 * after the reply line.
 * @internal
 */
export type Format = 'json' | 'base64' | 'binary';

/** Turns bytes into base64 (the host may give a faster encoder than the portable one). @internal */
export type Base64Encoder = (bytes: Uint8Array) => string;

/**
 * The bytes that follow one reply line in format `binary`, and where each field's block lies in them.
 * @internal
 */
export class Payload {
  /** The blocks, in order. */
  readonly blocks: Uint8Array[] = [];
  /** Per field, `[offset, length]` in bytes. */
  readonly fields: Record<string, [number, number]> = {};
  private size = 0;

  /** Appends a field's block. */
  add(key: string, bytes: Uint8Array): void {
    this.fields[key] = [this.size, bytes.length];
    this.blocks.push(bytes);
    this.size += bytes.length;
  }

  /** The total length in bytes. */
  get length(): number {
    return this.size;
  }
}

/** How rows are written: the format, the base64 encoder, and where binary blocks go. @internal */
export interface Writer {
  /** The vector format. */
  readonly format: Format;
  /** The base64 encoder. */
  readonly encode: Base64Encoder;
  /** The payload of format `binary`. */
  readonly payload: Payload;
}

function vectorBytes(data: Float32Array | Uint8Array): Uint8Array {
  return data instanceof Float32Array ? floatBytes(data) : data;
}

/** A block's bytes as the format writes them: base64 text, or a binary block (the field is then left out). */
function writeBlock(out: Row, key: string, bytes: Uint8Array, writer: Writer): void {
  if (writer.format === 'binary') writer.payload.add(key, bytes);
  else out[key] = writer.encode(bytes);
}

/**
 * One match's row as reply fields: vectors as arrays (json), base64 strings or binary blocks; `null` where absent.
 * @param row - the row
 * @param writer - the format and where binary blocks go
 * @returns the fields
 * @internal
 */
export function singleFields(row: Row, writer: Writer): Row {
  const out: Row = {};
  for (const key in row) {
    const value = row[key];
    if (!(value instanceof Vector)) {
      out[key] = value;
      continue;
    }
    const data = value.data;
    if (data === null) out[key] = null;
    else if (writer.format === 'json') out[key] = Array.from(data);
    else writeBlock(out, key, vectorBytes(data), writer);
  }
  return out;
}

/**
 * A batch's rows as columns: every field becomes an array with one entry per match (`null` for a match whose request
 * failed), plus `errors` (`null` or the error of each match). In base64 and binary, a vector field becomes one block:
 * the rows one after the other, zeros where a match has none.
 * @param rows - per match, its row or its error
 * @param writer - the format and where binary blocks go
 * @returns the columns
 * @internal
 */
export function batchFields(rows: readonly (Row | FailedRow)[], writer: Writer): Row {
  // The rows of one request have the same fields; a key first met in a later row is added where it is met.
  const keys: string[] = [];
  const known = new Set<string>();
  const vectors = new Map<string, Vector>();
  let shape: Row | null = null;
  for (const row of rows) {
    if (row instanceof FailedRow || row === shape) continue;
    const rowKeys = Object.keys(row);
    if (shape !== null && rowKeys.length === keys.length && rowKeys.every((k, i) => k === keys[i])) continue;
    shape = row;
    for (const key of rowKeys) {
      if (known.has(key)) continue;
      known.add(key);
      keys.push(key);
      const value = row[key];
      if (value instanceof Vector) vectors.set(key, value);
    }
  }
  const out: Row = {};
  for (const key of keys) {
    const shape = vectors.get(key);
    if (shape !== undefined && writer.format !== 'json') {
      writeBlock(out, key, packRows(rows, key, shape), writer);
      continue;
    }
    out[key] = rows.map((row) => {
      if (row instanceof FailedRow) return null;
      const value = row[key];
      if (value instanceof Vector) {
        const data = value.data;
        return data === null ? null : Array.from(data);
      }
      return value === undefined ? null : value;
    });
  }
  out.errors = rows.map((row) => (row instanceof FailedRow ? row.error : null));
  return out;
}

/** The rows of one vector field, one after the other, as bytes (zeros where a row has none). */
function packRows(rows: readonly (Row | FailedRow)[], key: string, shape: Vector): Uint8Array {
  const n = rows.length;
  const block = shape.kind === 'f32' ? new Float32Array(n * shape.length) : new Uint8Array(n * shape.length);
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    const v = row instanceof FailedRow ? null : row[key];
    if (v instanceof Vector) v.writeInto(block, i * shape.length);
  }
  return block instanceof Float32Array ? floatBytes(block) : block;
}
