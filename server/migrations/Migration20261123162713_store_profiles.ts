import { Migration } from '@mikro-orm/migrations';

export class Migration20261123162713_store_profiles extends Migration {
  override name = 'Migration20261123162713_store_profiles';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "store_profile" ("business_profile_id" int not null, "platform" varchar(255) null, "store_url" varchar(2048) null, "external_store_id" varchar(255) null, "linked_by" varchar(255) null, "linked_at" timestamptz null, "email" varchar(255) null, "logo" jsonb null, "location" jsonb null, "address" jsonb null, "updated_at" timestamptz not null, primary key ("business_profile_id"));`,
    );

    this.addSql(
      `alter table "store_profile" add constraint "store_profile_business_profile_id_foreign" foreign key ("business_profile_id") references "business_profile" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "store_profile" cascade;`);
  }
}
