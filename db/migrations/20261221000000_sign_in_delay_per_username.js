// @ts-check
/**
 * The sign-in throttle counts a client per network (an IPv4 address, or an IPv6 /64, since one IPv6
 * client may rotate through a whole /64), and gains a third kind of counter: one per username from
 * anywhere, whose failures in a row make its next attempt wait a little longer each time, never
 * locking it (see the auth module). The table stays as it is; its keys and columns are described
 * anew. Counters are short-lived, so those kept under a full IPv6 address just age out.
 */

/** @type {Record<string, [string, string]>} Each column's description before this change, and with it. */
const COMMENTS = {
  key: [
    '"pair:<address> <username>" or "ip:<address>", username in lower case',
    '"pair:<client> <username>", "ip:<client>" or "user:<username>"; a client is an IPv4 address or an IPv6 /64 ("2001:db8::/64"), a username is in lower case',
  ],
  count: ['Failures in the current window', 'Failures in the current window; for a username, its failures in a row'],
  window_started_at: ['Start of the counting window', 'Start of the counting window; for a username, when its last failure was counted'],
  locked_until: [
    'Sign-ins for this key are refused until then',
    'Sign-ins for this key are refused until then: the lock of a pair, or for a username the end of the delay before its next attempt',
  ],
};

/**
 * @param {import('knex').Knex} knex
 * @param {0 | 1} which
 */
async function describe(knex, which) {
  // A comment takes no parameters; these texts are this file's own and hold no quote.
  for (const [column, texts] of Object.entries(COMMENTS)) await knex.raw(`comment on column login_failures.${column} is '${texts[which]}'`);
}

/** @param {import('knex').Knex} knex */
exports.up = (knex) => describe(knex, 1);

/** @param {import('knex').Knex} knex */
exports.down = (knex) => describe(knex, 0);
