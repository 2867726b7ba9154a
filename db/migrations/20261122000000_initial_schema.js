// @ts-check
/**
 * The whole schema of spec section 3, plus the columns the screens need
 * (vendors.company, questions.description, event dates and location, users.level),
 * the venue line of the scoring grid and the login-failure counter.
 */

/**
 * @param {import('knex').Knex} knex
 * @param {import('knex').Knex.CreateTableBuilder} t
 */
function timestamps(knex, t) {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).comment('When the row was created');
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).comment('When the row was last changed');
}

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await knex.schema.createTable('users', (t) => {
    t.comment('People who sign in: evaluators and administrators; id -1 is the protected system account');
    t.increments('id').comment('Identifier; -1 is the system account');
    t.string('username', 50).notNullable().unique({ indexName: 'users_username_unique' }).comment('Sign-in name, unique');
    t.string('password', 255).notNullable().comment('argon2id hash of the password, never the password itself');
    t.string('name', 100).notNullable().comment('Full name shown to people');
    t.string('email', 100).comment('E-mail address for reminders');
    t.string('level', 50).comment('Seniority level, free text');
    t.string('role', 50).comment('Job role, free text');
    t.string('functional_area', 100).comment('Functional area, free text');
    t.boolean('is_admin').notNullable().defaultTo(false).comment('Administrators manage everything');
    timestamps(knex, t);
  });

  await knex.schema.createTable('scoring_events', (t) => {
    t.comment('Scoring events; each has its own questions and scores');
    t.increments('id').comment('Identifier');
    t.string('name', 100).notNullable().comment('Event name');
    t.text('description').comment('Event description');
    t.string('status', 50).notNullable().defaultTo('Not Scheduled').comment('Scheduled, Active, Closed or any other text; only Active allows scoring');
    t.integer('order').notNullable().defaultTo(0).comment('Display order, ascending');
    t.boolean('is_active').notNullable().defaultTo(true).comment('Inactive events are hidden from evaluators and analyses');
    t.date('start_date').comment('First day of the event');
    t.date('end_date').comment('Last day of the event');
    t.string('location', 255).comment('Where the event takes place');
    timestamps(knex, t);
  });

  await knex.schema.createTable('vendors', (t) => {
    t.comment('Vendors that evaluators score');
    t.increments('id').comment('Identifier');
    t.string('name', 100).notNullable().comment('Vendor or product name');
    t.string('company', 100).comment('Company behind the vendor, shown on the scoring grid');
    t.string('logo', 255).comment('Logo image URL');
    t.text('description').comment('Vendor description');
    t.integer('order').notNullable().defaultTo(0).comment('Column order on the scoring grid, ascending');
    t.boolean('is_active').notNullable().defaultTo(true).comment('Inactive vendors are not scored or analysed');
    timestamps(knex, t);
  });

  await knex.schema.createTable('questions', (t) => {
    t.comment('Evaluation questions, per event');
    t.increments('id').comment('Identifier');
    t.integer('event_id').notNullable().references('id').inTable('scoring_events').onDelete('CASCADE').comment('Event the question belongs to');
    t.text('text').notNullable().comment('Question text');
    t.text('description').comment('Explanation shown under the question');
    t.integer('order').notNullable().defaultTo(0).comment('Row order on the scoring grid, ascending');
    t.boolean('is_active').notNullable().defaultTo(true).comment('Inactive questions are not scored or analysed');
    timestamps(knex, t);
    t.index(['event_id', 'order'], 'questions_event_order_index');
  });

  await knex.schema.createTable('scores', (t) => {
    t.comment('One score per user, event, vendor and question');
    t.increments('id').comment('Identifier');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').comment('Evaluator who scored');
    t.integer('event_id').notNullable().references('id').inTable('scoring_events').onDelete('CASCADE').comment('Event scored in');
    t.integer('vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE').comment('Vendor scored');
    t.integer('question_id').notNullable().references('id').inTable('questions').onDelete('CASCADE').comment('Question answered');
    t.smallint('score').notNullable().comment('1 to 5, or 0 for No Vote');
    t.text('comments').comment('Detailed feedback and comments');
    t.text('followup_questions').comment('Follow-up questions and action items');
    timestamps(knex, t);
    t.unique(['user_id', 'event_id', 'vendor_id', 'question_id'], { indexName: 'scores_cell_unique' });
    t.index(['event_id', 'vendor_id', 'question_id'], 'scores_event_vendor_question_index');
    t.index(['vendor_id'], 'scores_vendor_index');
    t.index(['question_id'], 'scores_question_index');
    t.check('score between 0 and 5', [], 'scores_score_range');
  });

  await knex.schema.createTable('user_events', (t) => {
    t.comment('Events a user has taken part in');
    t.increments('id').comment('Identifier');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').comment('User');
    t.integer('event_id').notNullable().references('id').inTable('scoring_events').onDelete('CASCADE').comment('Event');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).comment('When the row was created');
    t.index(['event_id'], 'user_events_event_index');
    t.index(['user_id'], 'user_events_user_index');
  });

  await knex.schema.createTable('user_event_permissions', (t) => {
    t.comment('Per-user event access; no row means access');
    t.increments('id').comment('Identifier');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').comment('User');
    t.integer('event_id').notNullable().references('id').inTable('scoring_events').onDelete('CASCADE').comment('Event');
    t.boolean('has_access').notNullable().defaultTo(true).comment('False locks the event for the user');
    timestamps(knex, t);
    t.unique(['user_id', 'event_id'], { indexName: 'user_event_permissions_pair_unique' });
    t.index(['event_id'], 'user_event_permissions_event_index');
  });

  await knex.schema.createTable('vendor_files', (t) => {
    t.comment('Reference files per vendor');
    t.increments('id').comment('Identifier');
    t.integer('vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE').comment('Vendor');
    t.string('title', 255).notNullable().comment('File title');
    t.text('description').comment('File description');
    t.string('url', 500).notNullable().comment('Where the file is');
    t.string('file_type', 50).comment('Kind of file');
    t.boolean('is_active').notNullable().defaultTo(true).comment('Inactive files are hidden');
    timestamps(knex, t);
    t.index(['vendor_id'], 'vendor_files_vendor_index');
  });

  await knex.schema.createTable('content_pages', (t) => {
    t.comment('Editable HTML pages: vendor-files, instructions, admin-instructions');
    t.increments('id').comment('Identifier');
    t.string('slug', 100).notNullable().unique({ indexName: 'content_pages_slug_unique' }).comment('Path of the page, unique');
    t.string('title', 255).notNullable().comment('Page title and navigation label');
    t.text('content').comment('HTML content, sanitised when shown');
    t.boolean('is_active').notNullable().defaultTo(true).comment('Inactive pages are left out of the navigation');
    timestamps(knex, t);
  });

  await knex.schema.createTable('vendor_schedules', (t) => {
    t.comment('When and where a vendor presents at an event');
    t.increments('id').comment('Identifier');
    t.integer('vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE').comment('Vendor');
    t.integer('event_id').notNullable().references('id').inTable('scoring_events').onDelete('CASCADE').comment('Event');
    t.timestamp('scheduled_date', { useTz: true }).comment('When the vendor presents');
    t.string('location', 255).comment('Where the vendor presents');
    t.text('notes').comment('Notes');
    timestamps(knex, t);
    t.index(['event_id'], 'vendor_schedules_event_index');
    t.index(['vendor_id'], 'vendor_schedules_vendor_index');
  });

  await knex.schema.createTable('site_config', (t) => {
    t.comment('Branding; the first row is the one in force');
    t.increments('id').comment('Identifier');
    t.string('support_email', 255).comment('Address of Contact Support and password reset mails');
    t.string('site_logo_url', 500).comment('Direct URL of the logo image');
    t.string('client_name', 255).comment('Name of the organisation running the evaluation; logo alt text');
    t.string('site_name', 255).comment('Name of the portal');
    t.string('venue_text', 255).comment('Venue line under each vendor column of the scoring grid; empty shows none');
    timestamps(knex, t);
  });

  await knex.schema.createTable('event_vendor_info', (t) => {
    t.comment('One short info line per event and vendor');
    t.increments('id').comment('Identifier');
    t.integer('event_id').notNullable().references('id').inTable('scoring_events').onDelete('CASCADE').comment('Event');
    t.integer('vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE').comment('Vendor');
    t.string('info', 64).notNullable().defaultTo('').comment('Info line, at most 64 characters');
    timestamps(knex, t);
    t.unique(['event_id', 'vendor_id'], { indexName: 'event_vendor_info_pair_unique' });
    t.index(['vendor_id'], 'event_vendor_info_vendor_index');
  });

  await knex.schema.createTable('sessions', (t) => {
    t.comment('Signed-in sessions; the cookie holds only the sid');
    t.string('sid', 64).primary().comment('Random session id, 256 bits in base64url');
    t.json('sess').notNullable().comment('Session data: userId and when the session began');
    t.timestamp('expire', { useTz: true }).notNullable().index('sessions_expire_index').comment('End of the idle timeout; later rows are swept');
  });

  await knex.schema.createTable('server_secrets', (t) => {
    t.comment('Secrets every replica shares, generated once');
    t.string('name', 50).primary().comment('What the secret is for, e.g. cookie');
    t.string('value', 200).notNullable().comment('The secret');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).comment('When it was generated');
  });

  await knex.schema.createTable('login_failures', (t) => {
    t.comment('Failed sign-ins per username or client address, shared by every replica');
    t.string('key', 200).primary().comment('"user:<username>" or "ip:<address>"');
    t.integer('count').notNullable().defaultTo(0).comment('Failures in the current window');
    t.timestamp('window_started_at', { useTz: true }).notNullable().comment('Start of the counting window');
    t.timestamp('locked_until', { useTz: true }).comment('Sign-ins for this key are refused until then');
  });
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  for (const table of [
    'login_failures',
    'server_secrets',
    'sessions',
    'event_vendor_info',
    'site_config',
    'vendor_schedules',
    'content_pages',
    'vendor_files',
    'user_event_permissions',
    'user_events',
    'scores',
    'questions',
    'vendors',
    'scoring_events',
    'users',
  ]) {
    await knex.schema.dropTable(table);
  }
};
