/**
 * Building replies: one match's fields (a row), and a batch's rows turned into columns. Observations and masks are
 * kept as typed arrays until the end, so a batch in base64 becomes one block of bytes.
 * @module
 */
import { floatBytes } from './codec.js';
import type { EngineError } from './protocol.js';

/**
 * A numeric vector of a reply: an observation (float32) or a mask (bytes), or `null` where there is none (the
 * observation of a finished match).
 * @internal
 */
export class Vector {
  /** `f32` for observations, `u8` for masks. */
  readonly kind: 'f32' | 'u8';
  /** The values, or `null`. */
  readonly data: Float32Array | Uint8Array | null;
  /** The length every vector of this field has (for zero rows in a batch). */
  readonly length: number;

  /**
   * @param kind - the element type
   * @param data - the values, or `null`
   * @param length - the fixed length of the field
   */
  constructor(kind: 'f32' | 'u8', data: Float32Array | Uint8Array | null, length: number) {
    this.kind = kind;
    this.data = data;
    this.length = length;
  }
}

/** The fields of one match in a reply. @internal */
export type Row = Record<string, unknown>;

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

/** How vectors are written: JSON arrays of numbers, or base64 of little-endian bytes. @internal */
export type Format = 'json' | 'base64';

/** Turns bytes into base64 (the host may give a faster encoder than the portable one). @internal */
export type Base64Encoder = (bytes: Uint8Array) => string;

function vectorBytes(v: Vector): Uint8Array {
  if (v.data === null) return new Uint8Array(0);
  return v.kind === 'f32' ? floatBytes(v.data as Float32Array) : (v.data as Uint8Array);
}

/**
 * One match's row as reply fields: vectors as arrays (json) or base64 strings, `null` where absent.
 * @param row - the row
 * @param format - the vector format
 * @param encode - the base64 encoder
 * @returns the fields
 * @internal
 */
export function singleFields(row: Row, format: Format, encode: Base64Encoder): Row {
  const out: Row = {};
  for (const key in row) {
    const value = row[key];
    if (value instanceof Vector) {
      out[key] =
        value.data === null ? null : format === 'json' ? Array.from(value.data) : encode(vectorBytes(value));
    } else out[key] = value;
  }
  return out;
}

/**
 * A batch's rows as columns: every field becomes an array with one entry per match (`null` for a match whose request
 * failed), plus `errors` (`null` or the error of each match). In base64, a vector field becomes one string: the rows
 * one after the other, zeros where a match has none.
 * @param rows - per match, its row or its error
 * @param format - the vector format
 * @param encode - the base64 encoder
 * @returns the columns
 * @internal
 */
export function batchFields(rows: readonly (Row | FailedRow)[], format: Format, encode: Base64Encoder): Row {
  const keys: string[] = [];
  const vectors = new Map<string, Vector>();
  for (const row of rows) {
    if (row instanceof FailedRow) continue;
    for (const key in row) {
      if (!keys.includes(key)) keys.push(key);
      const value = row[key];
      if (value instanceof Vector && !vectors.has(key)) vectors.set(key, value);
    }
  }
  const out: Row = {};
  for (const key of keys) {
    const shape = vectors.get(key);
    if (shape !== undefined && format === 'base64') {
      out[key] = encode(packRows(rows, key, shape));
      continue;
    }
    out[key] = rows.map((row) => {
      if (row instanceof FailedRow) return null;
      const value = row[key];
      if (value instanceof Vector) return value.data === null ? null : Array.from(value.data);
      return value === undefined ? null : value;
    });
  }
  out.errors = rows.map((row) => (row instanceof FailedRow ? row.error : null));
  return out;
}

/** The rows of one vector field, one after the other, as bytes (zeros where a row has none). */
function packRows(rows: readonly (Row | FailedRow)[], key: string, shape: Vector): Uint8Array {
  const n = rows.length;
  if (shape.kind === 'f32') {
    const block = new Float32Array(n * shape.length);
    for (let i = 0; i < n; i++) {
      const row = rows[i]!;
      const v = row instanceof FailedRow ? null : row[key];
      if (v instanceof Vector && v.data !== null) block.set(v.data, i * shape.length);
    }
    return floatBytes(block);
  }
  const block = new Uint8Array(n * shape.length);
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    const v = row instanceof FailedRow ? null : row[key];
    if (v instanceof Vector && v.data !== null) block.set(v.data, i * shape.length);
  }
  return block;
}
