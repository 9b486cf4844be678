import { Migration } from '@mikro-orm/migrations';

export class Migration20261123194903_flow_versions extends Migration {
  override name = 'Migration20261123194903_flow_versions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "flow_audit" ("id" serial primary key, "flow_id" varchar(100) not null, "action" varchar(20) not null, "version" int null, "actor_id" int null, "at" timestamptz not null, "detail" jsonb not null);`,
    );
    this.addSql(`create index "flow_audit_flow_at" on "flow_audit" ("flow_id", "at");`);

    this.addSql(
      `create table "flow_draft" ("flow_id" varchar(100) not null, "bundle" jsonb not null, "based_on_version" int not null, "updated_by" int null, "updated_at" timestamptz not null, "version" int not null default 1, primary key ("flow_id"));`,
    );

    this.addSql(
      `create table "flow_version" ("flow_id" varchar(100) not null, "version" int not null, "bundle" jsonb not null, "published_by" int null, "published_at" timestamptz not null, "from_version" int null, primary key ("flow_id", "version"));`,
    );
    // A published version is never changed: a session stays on it (issue 9). Rollback inserts a new one.
    this.addSql(
      `create function "flow_version_immutable"() returns trigger language plpgsql as $$ begin raise exception 'flow versions are immutable'; end $$;`,
    );
    this.addSql(
      `create trigger "flow_version_immutable" before update on "flow_version" for each row execute function "flow_version_immutable"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "flow_audit" cascade;`);
    this.addSql(`drop table if exists "flow_draft" cascade;`);
    this.addSql(`drop table if exists "flow_version" cascade;`);
    this.addSql(`drop function if exists "flow_version_immutable"();`);
  }
}
