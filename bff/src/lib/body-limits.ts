import { BULK_UPLOAD_MAX_ROWS, CONTENT_HTML_MAX } from '@vsp/contract';

/**
 * The largest request bodies the server reads, per route. Anything bigger is refused with 413 before it is
 * parsed, so a client cannot make the server buffer megabytes it will refuse anyway.
 */

/**
 * Every route unless it says otherwise, sign-in included. The largest form, a score with 10,000 characters
 * each of comments and follow-up questions, fits even in a script of three bytes a character.
 */
export const DEFAULT_BODY_MAX_BYTES = 64 * 1024;

/**
 * A bulk user upload: a row with every column at its limit is about 800 bytes of JSON (measured), so 1 KB
 * a row holds the largest allowed list with room for accented names.
 */
export const BULK_UPLOAD_BODY_MAX_BYTES = BULK_UPLOAD_MAX_ROWS * 1024;

/**
 * A content page: the longest allowed HTML even when a client writes every character as a six-byte JSON
 * `\uXXXX` escape, and the title and flags beside it.
 */
export const CONTENT_PAGE_BODY_MAX_BYTES = CONTENT_HTML_MAX * 6 + DEFAULT_BODY_MAX_BYTES;
