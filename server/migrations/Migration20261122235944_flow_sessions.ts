import { Migration } from '@mikro-orm/migrations';

export class Migration20261122235944_flow_sessions extends Migration {
  override name = 'Migration20261122235944_flow_sessions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "flow_session" ("id" uuid not null, "flow_id" varchar(255) not null, "flow_version" int not null, "step" varchar(255) not null, "launch_state" int not null, "flags" jsonb not null, "region" varchar(255) null, "query_parameters" jsonb not null, "steps" jsonb not null, "details" jsonb not null, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "flow_session" cascade;`);
  }
}
