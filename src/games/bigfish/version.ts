/**
 * The state format version.
 * @module
 */

/** The state format version of Big Fish states. @category Game */
export const BIGFISH_VERSION = 1;
