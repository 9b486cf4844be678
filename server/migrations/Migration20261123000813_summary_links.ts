import { Migration } from '@mikro-orm/migrations';

export class Migration20261123000813_summary_links extends Migration {
  override name = 'Migration20261123000813_summary_links';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "summary_link" ("id" uuid not null, "hash" varchar(255) not null, "session_id" uuid not null, "channel" varchar(255) null, "expires_at" timestamptz not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "summary_link" add constraint "summary_link_hash_unique" unique ("hash");`);

    this.addSql(
      `alter table "summary_link" add constraint "summary_link_session_id_foreign" foreign key ("session_id") references "flow_session" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "summary_link" cascade;`);
  }
}
