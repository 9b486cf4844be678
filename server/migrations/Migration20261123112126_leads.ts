import { Migration } from '@mikro-orm/migrations';

export class Migration20261123112126_leads extends Migration {
  override name = 'Migration20261123112126_leads';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lead" ("id" serial primary key, "business_profile_id" int not null, "campaign_id" int not null, "name" varchar(100) null, "email" varchar(254) null, "phone" varchar(20) null, "service_needed" varchar(200) null, "city" varchar(100) null, "consents" jsonb not null, "privacy_policy_url" text not null, "status" varchar(20) not null default 'new', "submitted_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "lead_profile_submitted" on "lead" ("business_profile_id", "submitted_at");`);
    this.addSql(
      `create index "lead_profile_status_submitted" on "lead" ("business_profile_id", "status", "submitted_at");`,
    );
    this.addSql(`create index "lead_campaign_submitted" on "lead" ("campaign_id", "submitted_at");`);

    this.addSql(
      `alter table "lead" add constraint "lead_business_profile_id_foreign" foreign key ("business_profile_id") references "business_profile" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lead" add constraint "lead_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lead" cascade;`);
  }
}
