// @ts-check
/**
 * Vendor material beside the scoring grid. A vendor file is either a link (url) or a file an
 * administrator uploaded, kept by the portal's file storage under storage_key (a folder under
 * DATA_DIR, or an S3-compatible bucket); exactly one of the two is set. The presentation schedule's
 * slots gain a required time.
 *
 * Changes to both are kept in the audit log, as "vendor-file" and "schedule".
 */

/** The audit log's kinds of record before this change, and with it. */
const ENTITIES = ['user', 'event', 'vendor', 'question', 'permission', 'content', 'site-config', 'event-vendor-info', 'score', 'submission', 'consensus', 'declaration'];
const WITH_MATERIAL = [...ENTITIES, 'vendor-file', 'schedule'];

/** @param {string[]} entities */
const entityCheck = (entities) => `check (entity in (${entities.map((entity) => `'${entity}'`).join(', ')}))`;

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await knex.raw('alter table vendor_files alter column url drop not null');
  await knex.schema.alterTable('vendor_files', (t) => {
    t.string('storage_key', 200).comment('Where the file storage keeps an uploaded file; null for a link');
    t.string('file_name', 255).comment('Name of the uploaded file, reduced to safe characters; null for a link');
    t.string('content_type', 100).comment('Type of the uploaded file, as its content showed it; null for a link');
    t.bigInteger('size_bytes').comment('Size of the uploaded file in bytes; null for a link');
  });
  await knex.raw(`comment on column vendor_files.url is 'Address of a linked document; null for an uploaded file'`);
  await knex.raw(`alter table vendor_files add constraint vendor_files_link_or_upload check ((url is null) <> (storage_key is null))`);
  await knex.raw('update vendor_schedules set scheduled_date = created_at where scheduled_date is null');
  await knex.raw('alter table vendor_schedules alter column scheduled_date set not null');
  // The agenda lists an event's slots in time order.
  await knex.raw('drop index vendor_schedules_event_index');
  await knex.raw('create index vendor_schedules_event_index on vendor_schedules (event_id, scheduled_date)');

  await knex.raw(`alter table audit_log drop constraint audit_log_entity, add constraint audit_log_entity ${entityCheck(WITH_MATERIAL)}`);
  await knex.raw(`comment on column audit_log.entity is 'Kind of record changed: ${WITH_MATERIAL.join(', ')}'`);
  await knex.raw(
    `create trigger vendor_files_audit after insert or update or delete on vendor_files
     for each row execute function audit_row_change('vendor-file', 'id', 'created', 'deleted')`,
  );
  await knex.raw(`comment on trigger vendor_files_audit on vendor_files is 'Keeps the audit log of every change of a vendor file'`);
  await knex.raw(
    `create trigger vendor_schedules_audit after insert or update or delete on vendor_schedules
     for each row execute function audit_row_change('schedule', 'id', 'created', 'deleted')`,
  );
  await knex.raw(`comment on trigger vendor_schedules_audit on vendor_schedules is 'Keeps the audit log of every change of a presentation slot'`);
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  await knex.raw('drop trigger vendor_schedules_audit on vendor_schedules');
  await knex.raw('drop trigger vendor_files_audit on vendor_files');
  await knex('audit_log').whereIn('entity', ['vendor-file', 'schedule']).delete();
  await knex.raw(`alter table audit_log drop constraint audit_log_entity, add constraint audit_log_entity ${entityCheck(ENTITIES)}`);
  await knex.raw(`comment on column audit_log.entity is 'Kind of record changed: ${ENTITIES.join(', ')}'`);
  await knex.raw('drop index vendor_schedules_event_index');
  await knex.raw('create index vendor_schedules_event_index on vendor_schedules (event_id)');
  await knex.raw('alter table vendor_schedules alter column scheduled_date drop not null');
  await knex.raw('alter table vendor_files drop constraint vendor_files_link_or_upload');
  await knex('vendor_files').whereNull('url').delete();
  await knex.schema.alterTable('vendor_files', (t) => {
    t.dropColumn('storage_key');
    t.dropColumn('file_name');
    t.dropColumn('content_type');
    t.dropColumn('size_bytes');
  });
  await knex.raw('alter table vendor_files alter column url set not null');
  await knex.raw(`comment on column vendor_files.url is 'Where the file is'`);
};
