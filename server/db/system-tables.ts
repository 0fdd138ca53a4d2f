/**
 * The system tables, as numbered steps. A step never changes once released; a later change
 * is a new step, so that every database walks the same path. Entity tables are not here:
 * they are derived from the schemas (entity-migration.ts).
 */
export interface SystemStep {
  name: string;
  sql: string;
}

const stamps = `created_at timestamptz not null default now(), updated_at timestamptz not null default now()`;

export const SYSTEM_STEPS: SystemStep[] = [
  {
    name: '001-sellers-users-roles',
    sql: `
create table sellers (
  id bigserial primary key,
  seller_number varchar(32) not null unique,
  name varchar(100) not null,
  is_platform boolean not null default false,
  status smallint not null default 1,
  platform_logo text, platform_name varchar(100), platform_title varchar(100), platform_website_icon text,
  footer_text varchar(200), copyright_variant varchar(32) not null default 'default',
  requires_sms_captcha boolean not null default false,
  allowed_ips jsonb,
  ${stamps});
create table users (
  id bigserial primary key,
  seller_id bigint not null references sellers(id),
  account varchar(64) not null,
  name varchar(64) not null,
  phone varchar(20), avatar text,
  password_hash text not null,
  status smallint not null default 1,
  failed_attempts integer not null default 0,
  locked_until timestamptz,
  ${stamps},
  unique (seller_id, account));
create table roles (
  id bigserial primary key,
  seller_id bigint not null references sellers(id),
  name varchar(64) not null,
  description varchar(200),
  is_admin boolean not null default false,
  ${stamps},
  unique (seller_id, name));
create table organizations (
  id bigserial primary key,
  seller_id bigint not null references sellers(id),
  pid bigint, name varchar(100) not null, sort integer not null default 0,
  ${stamps});
create index ix_organizations_seller on organizations (seller_id, pid);
create table user_roles (user_id bigint not null references users(id) on delete cascade,
  role_id bigint not null references roles(id) on delete cascade, primary key (user_id, role_id));
create table user_stations (user_id bigint not null references users(id) on delete cascade,
  station_id bigint not null, primary key (user_id, station_id));
create table user_teams (user_id bigint not null references users(id) on delete cascade,
  team_id bigint not null, primary key (user_id, team_id));`,
  },
  {
    name: '002-permissions',
    sql: `
create table permissions (
  id text primary key, pid text, url text, title text not null, title_en text, icon text,
  sort integer not null default 0, name text, component_type varchar(8) not null,
  is_show smallint not null default 1, type integer not null default 0,
  ${stamps});
create table seller_permissions (seller_id bigint not null references sellers(id) on delete cascade,
  permission_id text not null references permissions(id) on delete cascade, primary key (seller_id, permission_id));
create table role_permissions (role_id bigint not null references roles(id) on delete cascade,
  permission_id text not null references permissions(id) on delete cascade, primary key (role_id, permission_id));`,
  },
  {
    name: '003-sessions-sms-tickets',
    sql: `
create table sessions (
  id bigserial primary key, token_hash text not null unique,
  user_id bigint not null references users(id) on delete cascade, seller_id bigint not null,
  ip varchar(64), created_at timestamptz not null default now(),
  expires_at timestamptz not null, revoked_at timestamptz);
create index ix_sessions_user on sessions (user_id);
create table sms_outbox (
  id bigserial primary key, seller_id bigint, phone varchar(20) not null, content text not null,
  purpose varchar(32) not null, created_at timestamptz not null default now());
create index ix_sms_outbox_phone on sms_outbox (phone, id);
create table sms_codes (
  id bigserial primary key, seller_id bigint not null, user_id bigint not null, phone varchar(20) not null,
  purpose varchar(32) not null, code_hash text not null, attempts integer not null default 0,
  created_at timestamptz not null default now(), expires_at timestamptz not null, used_at timestamptz);
create index ix_sms_codes_user on sms_codes (user_id, purpose, created_at);
create table login_tickets (
  id bigserial primary key, token_hash text not null unique, purpose varchar(32) not null,
  user_id bigint not null references users(id) on delete cascade, seller_id bigint not null, issued_by bigint,
  created_at timestamptz not null default now(), expires_at timestamptz not null, used_at timestamptz);
create table server_secrets (name varchar(64) primary key, value text not null,
  created_at timestamptz not null default now());`,
  },
  {
    name: '004-audit-log',
    sql: `
create table audit_log (
  id bigserial primary key, seller_id bigint, user_id bigint, entity varchar(64) not null,
  row_id bigint, action varchar(64) not null, before jsonb, after jsonb,
  created_at timestamptz not null default now());
create index ix_audit_log_entity on audit_log (seller_id, entity, row_id);`,
  },
  {
    // (Statements split at a semicolon ending a line: keep the function body on one line.)
    // A counter bumped by every change that can alter what a user holds. The session guard reads
    // it with the session, so a permission set memoised under (user, epoch) is never stale, on
    // one server instance or many.
    name: '005-permission-epoch',
    sql: `
create table permission_epoch (id smallint primary key default 1 check (id = 1), epoch bigint not null);
insert into permission_epoch (id, epoch) values (1, 1);
create function bump_permission_epoch() returns trigger language plpgsql as $$
  begin update permission_epoch set epoch = epoch + 1 where id = 1; return null; end $$;
create trigger tr_epoch_permissions after insert or update or delete on permissions
  for each statement execute function bump_permission_epoch();
create trigger tr_epoch_seller_permissions after insert or update or delete on seller_permissions
  for each statement execute function bump_permission_epoch();
create trigger tr_epoch_role_permissions after insert or update or delete on role_permissions
  for each statement execute function bump_permission_epoch();
create trigger tr_epoch_user_roles after insert or update or delete on user_roles
  for each statement execute function bump_permission_epoch();
create trigger tr_epoch_roles after insert or update or delete on roles
  for each statement execute function bump_permission_epoch();
create trigger tr_epoch_sellers after update of is_platform on sellers
  for each statement execute function bump_permission_epoch();`,
  },
  {
    // A version per entity table, bumped in the writing transaction by a statement trigger that
    // the entity migration puts on every entity table (insert, update, delete, truncate), from
    // this server or any other client. List totals are remembered under it (crud/count-cache).
    name: '006-table-versions',
    sql: `
create table table_versions (table_name text primary key, version bigint not null);
create function bump_table_version() returns trigger language plpgsql as $$
  begin insert into table_versions (table_name, version) values (TG_TABLE_NAME, 1) on conflict (table_name) do update set version = table_versions.version + 1; return null; end $$;`,
  },
  {
    // Servers remember valid sessions (auth/session-cache) and drop them when told that
    // something a session check reads has changed: a session ended, a user or seller changed,
    // roles or permissions moved. NOTIFY is delivered at commit, to every server listening.
    name: '007-session-change-notify',
    sql: `
create function notify_session_change() returns trigger language plpgsql as $$
  begin perform pg_notify('session_change', TG_TABLE_NAME); return null; end $$;
create trigger tr_session_change after update or delete or truncate on sessions
  for each statement execute function notify_session_change();
create trigger tr_session_change after update or delete or truncate on users
  for each statement execute function notify_session_change();
create trigger tr_session_change after update or delete or truncate on sellers
  for each statement execute function notify_session_change();
create trigger tr_session_change after insert or update or delete or truncate on user_roles
  for each statement execute function notify_session_change();
create trigger tr_session_change after insert or update or delete or truncate on roles
  for each statement execute function notify_session_change();
create trigger tr_session_change after update on permission_epoch
  for each statement execute function notify_session_change();`,
  },
  {
    // Every status action a user ran (FLOW): who, when, which row, from and to which status, and
    // the action form's input. Written in the action's own transaction; the detail view's history.
    name: '008-status-transitions',
    sql: `
create table status_transitions (
  id bigserial primary key, seller_id bigint, entity varchar(64) not null, row_id bigint not null,
  action varchar(64) not null, from_status varchar(64), to_status varchar(64), user_id bigint,
  input jsonb, created_at timestamptz not null default now());
create index ix_status_transitions_row on status_transitions (seller_id, entity, row_id, id);`,
  },
  {
    // Natural keys the system tables did not hold yet. Seller numbers, accounts per seller and
    // role names per seller are unique since step 001; permissions are keyed by their id. Two
    // organizations under one parent may not share a name (the tree shows them by name): older
    // duplicates keep their rows, the later ones get their id appended, so this step cannot fail.
    name: '009-organization-sibling-names',
    sql: `
update organizations o set name = left(o.name, 80) || ' (' || o.id || ')' where exists (select 1 from organizations p where p.seller_id = o.seller_id and coalesce(p.pid, 0) = coalesce(o.pid, 0) and p.name = o.name and p.id < o.id);
create unique index ux_organizations_sibling_name on organizations (seller_id, coalesce(pid, 0), name);`,
  },
  {
    // The meter readings of charging sessions (OCPP MeterValues): the curve of a bill and the
    // samples its price is spread over. Written by every connected pile every minute or so, so it
    // is a plain append-only table without the entity tables' version trigger, which would make
    // every writer wait for one row.
    name: '010-meter-values',
    sql: `
create table meter_values (
  id bigserial primary key, seller_id bigint not null, bill_id bigint not null,
  sampled_at timestamptz not null, energy_wh bigint not null, power_w integer, voltage_v real,
  current_a real, soc smallint);
create index ix_meter_values_bill on meter_values (bill_id, sampled_at);`,
  },
  {
    // E-mails to send (alarm notices): written in the transaction that decides them, then sent
    // through the seller's SMTP settings by whichever instance gets to them first; the row keeps
    // the outcome, so a failed send is visible and retried rather than lost.
    name: '011-email-outbox',
    sql: `
create table email_outbox (
  id bigserial primary key, seller_id bigint not null, recipient varchar(200) not null, subject text not null,
  body text not null, purpose varchar(32) not null, status varchar(16) not null default 'pending',
  attempts integer not null default 0, error text, created_at timestamptz not null default now(),
  sent_at timestamptz);
create index ix_email_outbox_pending on email_outbox (status, id);`,
  },
  {
    // A user belongs to one organization of his seller (the user list filters by a branch and
    // everything below it), has an e-mail address, and shows when he last logged in. An
    // organization that still has users cannot be deleted (system/organize-routes).
    name: '012-user-organization',
    sql: `
alter table users add column organization_id bigint references organizations(id), add column email varchar(100), add column last_login_at timestamptz;
create index ix_users_organization on users (organization_id);`,
  },
  {
    // A user's type (dictionary userType: ordinary, dispatch, repair) decides whom a dispatch
    // plan or a work order may name; existing users are ordinary ones.
    name: '013-user-type',
    sql: `alter table users add column user_type smallint not null default 1;`,
  },
  {
    // Organizations can be disabled (schemas/entities/organization.json, enableStatus). The
    // column is made here, with its default, so that the organizations written before it and
    // those the seed writes outside the generic save are enabled ones, not of no status.
    name: '014-organization-status',
    sql: `alter table organizations add column if not exists enable_status integer not null default 1;`,
  },
  {
    // Roles get the catalogue's code, display order and enable status (SCREENS row 261). A
    // disabled role grants nothing to its users until enabled again (permissions/held-permissions);
    // a code, when given, names one role of the seller.
    name: '015-role-code-sort-status',
    sql: `
alter table roles add column code varchar(32), add column sort integer not null default 0,
  add column status smallint not null default 1;
create unique index ux_roles_code on roles (seller_id, code) where code is not null;`,
  },
  {
    // A role's data scope (dictionary dataScope, SCREENS row 262): which stations its users see.
    // Existing roles see all of them, as before; a user's station bindings still narrow it.
    name: '016-role-data-scope',
    sql: `alter table roles add column data_scope varchar(16) not null default 'all';`,
  },
  {
    // Roles are an entity schema over this table (schemas/entities/role.json): its status is the
    // enableStatus dictionary's integer, as the schema's column is, and the scope takes any of
    // the dataScope dictionary's codes.
    name: '017-role-entity-columns',
    sql: `alter table roles alter column status type integer, alter column data_scope type varchar(64);`,
  },
  {
    // Users are an entity schema over this table (schemas/entities/user.json): its status and
    // type are the integers of the enableStatus and userType dictionaries, and the password
    // digest is the schema's write-only field "password".
    name: '018-user-entity-columns',
    sql: `alter table users alter column status type integer, alter column user_type type integer;
alter table users rename column password_hash to password;`,
  },
  {
    // The values each approval step approved (entity "approval", server/flow/approval-rule.ts):
    // kept with the step's transition, so the detail's timeline shows them and paying can check
    // the row still carries them.
    name: '019-transition-approved-values',
    sql: `alter table status_transitions add column approved jsonb;`,
  },
  {
    // Ledgers (an entity's "appendOnly") are posted, never edited: the row trigger the entity
    // migration puts on their tables refuses a DELETE, and an UPDATE of any column but those
    // named as the trigger's arguments (the status and what status actions write) and
    // updated_at, with SQLSTATE LG001 (a class of its own, so that no database error is taken for it).
    name: '020-append-only-ledgers',
    sql: `
create function refuse_posted_change() returns trigger language plpgsql as $$
  declare kept text[] := array_append(TG_ARGV::text[], 'updated_at'); before jsonb; after jsonb; begin if TG_OP = 'DELETE' then raise exception 'ledger %: a posted row is never deleted (id %)', TG_TABLE_NAME, OLD.id using errcode = 'LG001'; end if; before := to_jsonb(OLD) - kept; after := to_jsonb(NEW) - kept; if before is distinct from after then raise exception 'ledger %: a posted row is never changed (id %)', TG_TABLE_NAME, OLD.id using errcode = 'LG001'; end if; return NEW; end $$;`,
  },
  {
    // Each reconciliation of a seller's books (server/ledger/reconciliation-runs.ts): when, who
    // asked (null: the daily schedule), how many differences, and the report shown on screen.
    name: '021-reconciliation-runs',
    sql: `
create table reconciliation_runs (
  id bigserial primary key, seller_id bigint not null references sellers(id), user_id bigint,
  started_at timestamptz not null, finished_at timestamptz not null default now(),
  differences integer not null, report jsonb not null);
create index ix_reconciliation_runs_seller on reconciliation_runs (seller_id, id desc);`,
  },
  {
    // A pile's new authorization key while its connected pile has not accepted it yet
    // (ocpp/pile-key-changes.ts): the hash that becomes the pile's once ChangeConfiguration is
    // accepted, and the key itself until that command is sent. One per pile, the latest wins.
    name: '022-pile-key-changes',
    sql: `
create table pile_key_changes (
  pile_id bigint primary key,
  seller_id bigint not null,
  command_id bigint not null unique,
  key_hash text not null,
  key_value text,
  created_at timestamptz not null default now());`,
  },
  {
    // A user's station scope is remembered with his session (auth/session-cache): his station
    // bindings change it, so their changes drop the remembered scopes as role changes do.
    name: '023-station-binding-change-notify',
    sql: `create trigger tr_session_change after insert or update or delete or truncate on user_stations
  for each statement execute function notify_session_change();`,
  },
];
