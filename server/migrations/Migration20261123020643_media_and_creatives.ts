import { Migration } from '@mikro-orm/migrations';

export class Migration20261123020643_media_and_creatives extends Migration {
  override name = 'Migration20261123020643_media_and_creatives';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "creative_generation" ("id" uuid not null, "session_id" uuid not null, "input_hash" varchar(255) not null, "inputs" jsonb not null, "status" int not null, "templates" jsonb not null, "ad_copy" jsonb null, "failure_reason" text null, "requested_at" timestamptz not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "creative_generation" add constraint "creative_generation_session_id_input_hash_unique" unique ("session_id", "input_hash");`,
    );

    this.addSql(
      `create table "media_file" ("id" uuid not null, "session_id" uuid not null, "kind" varchar(255) not null, "source" int not null, "file_name" varchar(255) not null, "mime_type" varchar(255) not null, "width" int not null, "height" int not null, "bytes" bytea not null, "created_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `alter table "creative_generation" add constraint "creative_generation_session_id_foreign" foreign key ("session_id") references "flow_session" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "media_file" add constraint "media_file_session_id_foreign" foreign key ("session_id") references "flow_session" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "creative_generation" cascade;`);
    this.addSql(`drop table if exists "media_file" cascade;`);
  }
}
