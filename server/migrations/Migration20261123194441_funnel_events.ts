import { Migration } from '@mikro-orm/migrations';

export class Migration20261123194441_funnel_events extends Migration {
  override name = 'Migration20261123194441_funnel_events';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "flow_step_event" ("id" bigserial primary key, "session_id" uuid not null, "flow_id" varchar(100) not null, "flow_version" int not null, "variant" varchar(100) not null, "step" varchar(200) not null, "kind" varchar(20) not null, "visit" int null, "fields" jsonb null, "at" timestamptz not null);`,
    );
    this.addSql(
      `create index "flow_step_event_flow_at" on "flow_step_event" ("flow_id", "flow_version", "variant", "at");`,
    );
    this.addSql(
      `alter table "flow_step_event" add constraint "flow_step_event_visit" unique ("session_id", "step", "kind", "visit");`,
    );

    this.addSql(
      `alter table "flow_step_event" add constraint "flow_step_event_session_id_foreign" foreign key ("session_id") references "flow_session" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "flow_step_event" cascade;`);
  }
}
