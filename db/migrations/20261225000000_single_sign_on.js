// @ts-check
/**
 * Single sign-on through the organisation's OpenID Connect provider.
 *
 * - users.oidc_subject: the provider's unchanging id of the person (the ID token's `sub`), which a
 *   returning person is found by; set the first time they sign in that way, whether their account was
 *   made then or found by its verified e-mail address. One provider per portal (OIDC_ISSUER), so the
 *   subject alone identifies them.
 * - users.sso: the account was made by a single sign-on. It has a random password nobody knows, so it
 *   signs in through the provider only, an administrator cannot set its password, and it has no
 *   second factor of the portal's (the provider answers for that).
 */

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await knex.schema.alterTable('users', (t) => {
    t.string('oidc_subject', 255).comment('Id of the person at the single sign-on provider (sub); null until they sign in that way');
    t.boolean('sso').notNullable().defaultTo(false).comment('Made by a single sign-on: no password of its own, signs in through the provider only');
    t.unique(['oidc_subject'], { indexName: 'users_oidc_subject_unique' });
  });
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  await knex.schema.alterTable('users', (t) => {
    t.dropUnique(['oidc_subject'], 'users_oidc_subject_unique');
    t.dropColumn('sso');
    t.dropColumn('oidc_subject');
  });
};
