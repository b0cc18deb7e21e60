-- A SQLite database as the migrations before they were frozen (commit 31e2478, src/server/db/migrations.ts)
-- left it: its schema and the migrator's records. migrate.test.ts proves the frozen migrations accept it
-- as up to date. Written once; never regenerate it from the current migrations.
CREATE TABLE "kysely_migration" ("name" varchar(255) not null primary key, "timestamp" varchar(255) not null);
CREATE TABLE "kysely_migration_lock" ("id" varchar(255) not null primary key, "is_locked" integer default 0 not null);
CREATE TABLE "contexts" ("id" integer primary key autoincrement, "uid" text not null unique, "key" text not null unique, "name" text not null, "type" integer not null, "hash_secret" text, "all_store_checks_visible" integer default 1 not null, "visible_store_check_ids" text default '[]' not null, "all_cashpoint_checks_visible" integer default 1 not null, "visible_cashpoint_check_ids" text default '[]' not null);
CREATE TABLE "roles" ("id" integer primary key autoincrement, "uid" text not null unique, "name" text not null unique, "description" text default '' not null, "rights" text default '[]' not null);
CREATE TABLE "users" ("id" integer primary key autoincrement, "uid" text not null unique, "login" text not null unique, "last_name" text not null, "first_name" text not null, "email" text, "password_hash" text not null, "role_id" integer not null references "roles" ("id"), "all_contexts_visible" integer default 0 not null, "two_factor_enabled" integer default 0 not null, "two_factor_seed" text, "two_factor_last_step" bigint, "column_filters" text default '[]' not null, "column_widths" text default '[]' not null, "created_at" bigint not null);
CREATE TABLE "user_contexts" ("user_id" integer not null references "users" ("id") on delete cascade, "context_id" integer not null references "contexts" ("id") on delete cascade, constraint "user_contexts_pk" primary key ("user_id", "context_id"));
CREATE TABLE "sessions" ("id_hash" text primary key, "user_id" integer not null references "users" ("id") on delete cascade, "created_at" bigint not null, "last_seen_at" bigint not null, "expires_at" bigint not null, "uid" text, "user_agent" text, "address" text);
CREATE TABLE "login_failures" ("id" integer primary key autoincrement, "login" text not null, "at" bigint not null, "address" text default '' not null);
CREATE INDEX "login_failures_login_at" on "login_failures" ("login", "at");
CREATE TABLE "stores" ("id" integer primary key autoincrement, "uid" text not null unique, "context_id" integer not null references "contexts" ("id") on delete cascade, "store_id" text not null, "name" text not null, constraint "stores_context_store" unique ("context_id", "store_id"));
CREATE TABLE "cashpoints" ("id" integer primary key autoincrement, "uid" text not null unique, "store_row_id" integer not null references "stores" ("id") on delete cascade, "pos_id" text not null, "pos_type" text, "agent_version" text, "last_heartbeat" bigint, "additional_data_timestamp" bigint, "agent_info" text, "cashpoint_info" text, "change_seq" bigint default 0 not null, constraint "cashpoints_store_pos" unique ("store_row_id", "pos_id"));
CREATE TABLE "store_agents" ("id" integer primary key autoincrement, "uid" text not null unique, "store_row_id" integer not null unique references "stores" ("id") on delete cascade, "agent_version" text, "last_heartbeat" bigint, "agent_info" text, "change_seq" bigint default 0 not null);
CREATE TABLE "syncfiles" ("id" integer primary key autoincrement, "uid" text not null unique, "context_id" integer not null references "contexts" ("id") on delete cascade, "kind" text not null, "filename" text not null, "tag" text not null, "comment" text default '' not null, "status" integer not null, "release_date" bigint, "order_key" integer not null, "archived" integer default 0 not null, "upload_filepath" text not null, "size" bigint default 0 not null, "created_at" bigint not null, "change_seq" bigint default 0 not null, constraint "syncfiles_context_kind_filename" unique ("context_id", "kind", "filename"));
CREATE INDEX "syncfiles_context_kind_order" on "syncfiles" ("context_id", "kind", "order_key");
CREATE TABLE "syncfile_targets" ("id" integer primary key autoincrement, "syncfile_id" integer not null references "syncfiles" ("id") on delete cascade, "cashpoint_id" integer references "cashpoints" ("id") on delete cascade, "store_agent_id" integer references "store_agents" ("id") on delete cascade);
CREATE UNIQUE INDEX "syncfile_targets_cashpoint" on "syncfile_targets" ("cashpoint_id", "syncfile_id");
CREATE UNIQUE INDEX "syncfile_targets_store_agent" on "syncfile_targets" ("store_agent_id", "syncfile_id");
CREATE INDEX "syncfile_targets_syncfile" on "syncfile_targets" ("syncfile_id");
CREATE TABLE "installations" ("id" integer primary key autoincrement, "syncfile_id" integer not null references "syncfiles" ("id") on delete cascade, "cashpoint_id" integer references "cashpoints" ("id") on delete cascade, "store_agent_id" integer references "store_agents" ("id") on delete cascade, "installation_status" integer default 0 not null, "installing_since" bigint, "downloaded" integer default 0 not null, "log" text, "log_date" bigint, "updated_at" bigint not null, "reported_at" bigint);
CREATE UNIQUE INDEX "installations_cashpoint" on "installations" ("cashpoint_id", "syncfile_id");
CREATE UNIQUE INDEX "installations_store_agent" on "installations" ("store_agent_id", "syncfile_id");
CREATE INDEX "installations_syncfile" on "installations" ("syncfile_id");
CREATE TABLE fleet_change_counter (id integer primary key, value integer not null);
CREATE TRIGGER "cashpoints_mark_insert" after insert on "cashpoints" begin 
      update fleet_change_counter set value = value + 1 where id = 1;
      update "cashpoints" set change_seq = (select value from fleet_change_counter where id = 1) where id = new.id;
     end;
CREATE TRIGGER "cashpoints_mark_update" after update on "cashpoints"
      when new.change_seq is old.change_seq begin 
      update fleet_change_counter set value = value + 1 where id = 1;
      update "cashpoints" set change_seq = (select value from fleet_change_counter where id = 1) where id = new.id;
     end;
CREATE TRIGGER "store_agents_mark_insert" after insert on "store_agents" begin 
      update fleet_change_counter set value = value + 1 where id = 1;
      update "store_agents" set change_seq = (select value from fleet_change_counter where id = 1) where id = new.id;
     end;
CREATE TRIGGER "store_agents_mark_update" after update on "store_agents"
      when new.change_seq is old.change_seq begin 
      update fleet_change_counter set value = value + 1 where id = 1;
      update "store_agents" set change_seq = (select value from fleet_change_counter where id = 1) where id = new.id;
     end;
CREATE TRIGGER "syncfiles_mark_insert" after insert on "syncfiles" begin 
      update fleet_change_counter set value = value + 1 where id = 1;
      update "syncfiles" set change_seq = (select value from fleet_change_counter where id = 1) where id = new.id;
     end;
CREATE TRIGGER "syncfiles_mark_update" after update on "syncfiles"
      when new.change_seq is old.change_seq begin 
      update fleet_change_counter set value = value + 1 where id = 1;
      update "syncfiles" set change_seq = (select value from fleet_change_counter where id = 1) where id = new.id;
     end;
CREATE TRIGGER "cashpoints_count_delete" after delete on "cashpoints" begin update fleet_change_counter set value = value + 1 where id = 1; end;
CREATE TRIGGER "store_agents_count_delete" after delete on "store_agents" begin update fleet_change_counter set value = value + 1 where id = 1; end;
CREATE TRIGGER "syncfiles_count_delete" after delete on "syncfiles" begin update fleet_change_counter set value = value + 1 where id = 1; end;
CREATE TRIGGER "stores_count_insert" after insert on stores begin update fleet_change_counter set value = value + 1 where id = 1; end;
CREATE TRIGGER "stores_count_update" after update on stores begin update fleet_change_counter set value = value + 1 where id = 1; end;
CREATE TRIGGER "stores_count_delete" after delete on stores begin update fleet_change_counter set value = value + 1 where id = 1; end;
CREATE TRIGGER "installations_touch_insert" after insert on "installations" begin
          update cashpoints set change_seq = change_seq where id = new.cashpoint_id;
          update store_agents set change_seq = change_seq where id = new.store_agent_id;
        end;
CREATE TRIGGER "installations_touch_update" after update on "installations" begin
          update cashpoints set change_seq = change_seq where id = new.cashpoint_id;
          update store_agents set change_seq = change_seq where id = new.store_agent_id;
        end;
CREATE TRIGGER "installations_touch_delete" after delete on "installations" begin
          update cashpoints set change_seq = change_seq where id = old.cashpoint_id;
          update store_agents set change_seq = change_seq where id = old.store_agent_id;
        end;
CREATE TRIGGER "syncfile_targets_touch_insert" after insert on "syncfile_targets" begin
          update cashpoints set change_seq = change_seq where id = new.cashpoint_id;
          update store_agents set change_seq = change_seq where id = new.store_agent_id;
        end;
CREATE TRIGGER "syncfile_targets_touch_update" after update on "syncfile_targets" begin
          update cashpoints set change_seq = change_seq where id = new.cashpoint_id;
          update store_agents set change_seq = change_seq where id = new.store_agent_id;
        end;
CREATE TRIGGER "syncfile_targets_touch_delete" after delete on "syncfile_targets" begin
          update cashpoints set change_seq = change_seq where id = old.cashpoint_id;
          update store_agents set change_seq = change_seq where id = old.store_agent_id;
        end;
CREATE INDEX "cashpoints_store_marks" on "cashpoints" ("store_row_id", "change_seq");
CREATE INDEX "cashpoints_store_tree" on "cashpoints" ("store_row_id", "pos_id", "uid", "last_heartbeat");
CREATE TABLE "agent_nonces" ("context_id" integer not null, "nonce" text not null, "seen_at" bigint not null, constraint "agent_nonces_pk" primary key ("context_id", "nonce"));
CREATE INDEX "agent_nonces_seen_at" on "agent_nonces" ("seen_at");
CREATE INDEX "login_failures_login_address_at" on "login_failures" ("login", "address", "at");
CREATE UNIQUE INDEX "sessions_uid" on "sessions" ("uid");
CREATE INDEX "sessions_user" on "sessions" ("user_id");
CREATE TABLE "rate_limits" ("key" text primary key, "count" integer not null, "expires_at" bigint not null);
CREATE INDEX "rate_limits_expires_at" on "rate_limits" ("expires_at");
CREATE TABLE "verified_seeds" ("session_key" text not null, "seed_hash" text not null, "step" bigint not null, "at" bigint not null, constraint "verified_seeds_pk" primary key ("session_key", "seed_hash"));
CREATE INDEX "verified_seeds_at" on "verified_seeds" ("at");
CREATE TABLE "alert_settings" ("context_id" integer primary key references "contexts" ("id") on delete cascade, "settings" text not null, "webhook_secret" text, "updated_at" bigint not null);
CREATE TABLE "alerts" ("id" integer primary key autoincrement, "uid" text not null unique, "context_id" integer not null references "contexts" ("id") on delete cascade, "kind" text not null, "subject" text not null, "state" text not null, "store_uid" text, "store_id" text, "store_name" text, "pos_id" text, "cashpoint_uid" text, "detail" text, "opened_at" bigint not null, "updated_at" bigint not null, "closed_at" bigint, "acknowledged_by" text, "acknowledged_at" bigint, "comment" text);
CREATE UNIQUE INDEX "alerts_one_open" on "alerts" ("context_id", "kind", "subject") where "state" <> 'closed';
CREATE INDEX "alerts_context_state" on "alerts" ("context_id", "state", "opened_at");
CREATE TABLE "alert_notifications" ("id" integer primary key autoincrement, "alert_id" integer not null references "alerts" ("id") on delete cascade, "event" text not null, "channel" text not null, "state" text not null, "attempts" integer default 0 not null, "next_attempt_at" bigint not null, "created_at" bigint not null, "sent_at" bigint, "last_error" text, constraint "alert_notifications_once" unique ("alert_id", "event", "channel"));
CREATE INDEX "alert_notifications_due" on "alert_notifications" ("state", "next_attempt_at");
CREATE TABLE "alert_delivery_attempts" ("id" integer primary key autoincrement, "notification_id" integer not null references "alert_notifications" ("id") on delete cascade, "at" bigint not null, "ok" integer not null, "detail" text);
CREATE TABLE "audit_log" ("id" integer primary key autoincrement, "at" bigint not null, "user_id" integer, "user_login" text, "user_name" text, "address" text, "context_id" integer, "context_key" text, "context_name" text, "action" text not null, "object_type" text, "object_id" text, "object_label" text, "changes" text default '[]' not null);
CREATE INDEX "audit_log_at" on "audit_log" ("at");
CREATE INDEX "audit_log_context_at" on "audit_log" ("context_id", "at");
CREATE INDEX "audit_log_object" on "audit_log" ("object_id");
insert into "kysely_migration" ("name", "timestamp") values ('2026-11-01-initial', '2026-11-26T11:17:45.025Z');
insert into "kysely_migration" ("name", "timestamp") values ('2026-11-23-checks-per-column', '2026-11-26T11:17:45.026Z');
insert into "kysely_migration" ("name", "timestamp") values ('2026-11-24-change-marks', '2026-11-26T11:17:45.029Z');
insert into "kysely_migration" ("name", "timestamp") values ('2026-11-25-agent-replay', '2026-11-26T11:17:45.029Z');
insert into "kysely_migration" ("name", "timestamp") values ('2026-11-25-login-failure-address', '2026-11-26T11:17:45.029Z');
insert into "kysely_migration" ("name", "timestamp") values ('2026-11-25-session-details', '2026-11-26T11:17:45.031Z');
insert into "kysely_migration" ("name", "timestamp") values ('2026-11-26-rate-limits', '2026-11-26T11:17:45.032Z');
insert into "kysely_migration" ("name", "timestamp") values ('2026-11-26-verified-seeds', '2026-11-26T11:17:45.032Z');
insert into "kysely_migration" ("name", "timestamp") values ('2026-11-27-alerts', '2026-11-26T11:17:45.033Z');
insert into "kysely_migration" ("name", "timestamp") values ('2026-11-27-audit-log', '2026-11-26T11:17:45.034Z');
insert into "kysely_migration_lock" ("id", "is_locked") values ('migration_lock', 0);
insert into "fleet_change_counter" ("id", "value") values (1, 0);
