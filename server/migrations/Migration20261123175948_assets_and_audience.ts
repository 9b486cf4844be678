import { Migration } from '@mikro-orm/migrations';

export class Migration20261123175948_assets_and_audience extends Migration {
  override name = 'Migration20261123175948_assets_and_audience';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "audience" ("id" serial primary key, "business_profile_id" int not null, "name" varchar(100) not null, "age_from" jsonb not null, "age_to" jsonb not null, "gender" int not null, "locations" jsonb not null, "interests" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "audience_profile_created" on "audience" ("business_profile_id", "created_at");`);

    this.addSql(
      `create table "asset" ("id" uuid not null, "business_profile_id" int not null, "kind" varchar(20) not null, "file_name" varchar(255) not null, "mime_type" varchar(100) not null, "size_bytes" int not null, "width" int null, "height" int null, "bytes" bytea not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "asset_profile_kind_created" on "asset" ("business_profile_id", "kind", "created_at");`);

    this.addSql(
      `alter table "audience" add constraint "audience_business_profile_id_foreign" foreign key ("business_profile_id") references "business_profile" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "asset" add constraint "asset_business_profile_id_foreign" foreign key ("business_profile_id") references "business_profile" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audience" cascade;`);
    this.addSql(`drop table if exists "asset" cascade;`);
  }
}
