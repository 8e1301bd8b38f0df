/**
 * Seat arithmetic. A {@link Seat} is a player's stable identity for the whole match, `0..seats-1`. Seats sit
 * clockwise in number order unless a game keeps a {@link SeatingOrder} (Dalmuti re-seats players every hand).
 * "Left" is the next seat clockwise, "right" the previous one.
 * @module
 */

/** A player's stable identity: an integer `0..seats-1`. */
export type Seat = number;

/** The seats around the table in clockwise order, each exactly once. */
export type SeatingOrder = readonly Seat[];

function checkSeat(seat: Seat, seats: number, where: string): void {
  if (!Number.isInteger(seats) || seats < 1)
    throw new RangeError(`${where}: seats must be a positive integer`);
  if (!Number.isInteger(seat) || seat < 0 || seat >= seats)
    throw new RangeError(`${where}: seat ${seat} out of range`);
}

/**
 * The seat to the left: the next one clockwise.
 * @param seat - a seat
 * @param seats - the number of seats
 * @example
 * ```ts
 * leftOf(3, 4); // 0
 * ```
 * @category Seats
 */
export function leftOf(seat: Seat, seats: number): Seat {
  checkSeat(seat, seats, 'leftOf');
  return seat + 1 === seats ? 0 : seat + 1;
}

/**
 * The seat to the right: the previous one clockwise.
 * @param seat - a seat
 * @param seats - the number of seats
 * @example
 * ```ts
 * rightOf(0, 4); // 3
 * ```
 * @category Seats
 */
export function rightOf(seat: Seat, seats: number): Seat {
  checkSeat(seat, seats, 'rightOf');
  return seat === 0 ? seats - 1 : seat - 1;
}

/** The next seat clockwise; the same as {@link leftOf}. @category Seats */
export const nextSeat = leftOf;

/**
 * The seat `steps` places clockwise from `seat` (negative steps go counter-clockwise).
 * @param seat - a seat
 * @param steps - any integer
 * @param seats - the number of seats
 * @category Seats
 */
export function seatAfter(seat: Seat, steps: number, seats: number): Seat {
  checkSeat(seat, seats, 'seatAfter');
  return (((seat + steps) % seats) + seats) % seats;
}

/**
 * The seat across the table: `seats / 2` places clockwise (rounded down for an odd number of seats).
 * @param seat - a seat
 * @param seats - the number of seats
 * @example
 * ```ts
 * oppositeOf(1, 4); // 3
 * ```
 * @category Seats
 */
export function oppositeOf(seat: Seat, seats: number): Seat {
  return seatAfter(seat, Math.floor(seats / 2), seats);
}

/**
 * Every seat once, clockwise, starting with `seat`.
 * @param seat - the first seat
 * @param seats - the number of seats
 * @example
 * ```ts
 * clockwiseFrom(2, 4); // [2, 3, 0, 1]
 * ```
 * @category Seats
 */
export function clockwiseFrom(seat: Seat, seats: number): Seat[] {
  checkSeat(seat, seats, 'clockwiseFrom');
  const out: Seat[] = [];
  for (let i = 0; i < seats; i++) out.push((seat + i) % seats);
  return out;
}

/**
 * The starting seat of hand number `hand` (0-based) when the start rotates clockwise from `firstStart` each hand.
 * @param firstStart - the starting seat of the first hand
 * @param hand - the hand's index, from 0
 * @param seats - the number of seats
 * @example
 * ```ts
 * rotatingStart(1, 2, 4); // 3
 * ```
 * @category Seats
 */
export function rotatingStart(firstStart: Seat, hand: number, seats: number): Seat {
  return seatAfter(firstStart, hand, seats);
}

/**
 * Whether `order` is a seating order of `seats` seats: each seat exactly once.
 * @param order - a candidate order
 * @param seats - the number of seats
 * @category Seats
 */
export function isSeatingOrder(order: unknown, seats: number): order is SeatingOrder {
  if (!Array.isArray(order) || order.length !== seats) return false;
  const seen = new Array<boolean>(seats).fill(false);
  for (const s of order) {
    if (typeof s !== 'number' || !Number.isInteger(s) || s < 0 || s >= seats || seen[s]) return false;
    seen[s] = true;
  }
  return true;
}

/**
 * The seat to the left of `seat` in a seating order.
 * @param order - the seats clockwise
 * @param seat - a seat in `order`
 * @example
 * ```ts
 * leftIn([2, 0, 1], 1); // 2
 * ```
 * @category Seats
 */
export function leftIn(order: SeatingOrder, seat: Seat): Seat {
  const i = order.indexOf(seat);
  if (i < 0) throw new RangeError(`leftIn: seat ${seat} is not in the seating order`);
  return order[(i + 1) % order.length]!;
}

/**
 * The seat to the right of `seat` in a seating order.
 * @param order - the seats clockwise
 * @param seat - a seat in `order`
 * @category Seats
 */
export function rightIn(order: SeatingOrder, seat: Seat): Seat {
  const i = order.indexOf(seat);
  if (i < 0) throw new RangeError(`rightIn: seat ${seat} is not in the seating order`);
  return order[(i - 1 + order.length) % order.length]!;
}

/**
 * Every seat of a seating order once, clockwise, starting with `seat`.
 * @param order - the seats clockwise
 * @param seat - a seat in `order`
 * @example
 * ```ts
 * clockwiseFromIn([2, 0, 1], 0); // [0, 1, 2]
 * ```
 * @category Seats
 */
export function clockwiseFromIn(order: SeatingOrder, seat: Seat): Seat[] {
  const i = order.indexOf(seat);
  if (i < 0) throw new RangeError(`clockwiseFromIn: seat ${seat} is not in the seating order`);
  return [...order.slice(i), ...order.slice(0, i)];
}

/**
 * The seats whose points are the highest, ascending (ties share the top).
 * @param points - per seat
 * @returns the top seats; none for no seats
 * @example
 * ```ts
 * topSeats([3, 7, 7, 1]); // [1, 2]
 * ```
 * @category Seats
 */
export function topSeats(points: readonly number[]): Seat[] {
  const best = Math.max(...points);
  return points.flatMap((p, seat) => (p === best ? [seat] : []));
}
