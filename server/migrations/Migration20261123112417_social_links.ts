import { Migration } from '@mikro-orm/migrations';

export class Migration20261123112417_social_links extends Migration {
  override name = 'Migration20261123112417_social_links';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "social_page_access" ("page_id" varchar(255) not null, "business_profile_id" int null, "session_id" uuid null, "status" varchar(255) not null, "requested_at" timestamptz not null, "approved_at" timestamptz null, primary key ("page_id"));`,
    );

    this.addSql(
      `create table "social_link" ("session_id" uuid not null, "business_profile_id" int null, "adapter" varchar(255) not null, "access_token" text null, "granted_permissions" jsonb not null, "pages" jsonb not null, "page_access_page_id" varchar(255) null, "instagram_account_id" varchar(255) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("session_id"));`,
    );

    this.addSql(
      `alter table "social_page_access" add constraint "social_page_access_business_profile_id_foreign" foreign key ("business_profile_id") references "business_profile" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "social_page_access" add constraint "social_page_access_session_id_foreign" foreign key ("session_id") references "flow_session" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "social_link" add constraint "social_link_session_id_foreign" foreign key ("session_id") references "flow_session" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "social_link" add constraint "social_link_business_profile_id_foreign" foreign key ("business_profile_id") references "business_profile" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "social_link" add constraint "social_link_page_access_page_id_foreign" foreign key ("page_access_page_id") references "social_page_access" ("page_id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "social_link" drop constraint "social_link_page_access_page_id_foreign";`);

    this.addSql(`drop table if exists "social_page_access" cascade;`);
    this.addSql(`drop table if exists "social_link" cascade;`);
  }
}
