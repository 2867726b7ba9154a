// @ts-check
/**
 * The site configuration gains a brand colour: the colour behind white text on buttons, badges and
 * the active tab, in light and dark mode. Null keeps the portal's default brand. The server refuses
 * a colour white text cannot be read on (the contract's brandColourProblem); the column itself only
 * keeps the form, `#rrggbb` in lower case.
 *
 * Changes are kept in the audit log as "site-config" like the other fields: its trigger records
 * every column of the row.
 */

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await knex.schema.alterTable('site_config', (t) => {
    t.string('brand_colour', 7).comment('Brand colour as #rrggbb, behind white text; null for the default brand');
  });
  await knex.raw(`alter table site_config add constraint site_config_brand_colour_hex check (brand_colour ~ '^#[0-9a-f]{6}$')`);
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  await knex.schema.alterTable('site_config', (t) => {
    t.dropColumn('brand_colour');
  });
};
