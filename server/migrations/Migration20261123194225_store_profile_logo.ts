import { Migration } from '@mikro-orm/migrations';

export class Migration20261123194225_store_profile_logo extends Migration {
  override name = 'Migration20261123194225_store_profile_logo';

  override up(): void | Promise<void> {
    this.addSql(`alter table "media_file" add "business_profile_id" int null;`);
    this.addSql(`alter table "media_file" alter column "session_id" drop not null;`);
    this.addSql(`create index "media_file_business_profile_id_index" on "media_file" ("business_profile_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "media_file_business_profile_id_index";`);
    this.addSql(`alter table "media_file" drop column "business_profile_id";`);
    this.addSql(`alter table "media_file" alter column "session_id" set not null;`);
  }
}
