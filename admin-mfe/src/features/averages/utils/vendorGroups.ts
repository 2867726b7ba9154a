/**
 * Events with up to this many vendors show every vendor group open, as at demo scale; with more, the
 * groups start closed (their charts and questions drawn once opened) and the event's summary lists each vendor's average.
 */
export const OPEN_VENDOR_LIMIT = 12;
