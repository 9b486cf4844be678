import { Migration } from '@mikro-orm/migrations';

export class Migration20261123165037_briefs extends Migration {
  override name = 'Migration20261123165037_briefs';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "brief" ("id" serial primary key, "business_profile_id" int not null, "title" varchar(120) not null, "description" text not null, "status" smallint not null default 6, "created_by" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "brief_profile_status_updated" on "brief" ("business_profile_id", "status", "updated_at");`,
    );

    this.addSql(
      `create table "brief_version" ("id" serial primary key, "brief_id" int not null, "number" int not null, "campaign_name" varchar(120) not null, "budget_minor" bigint not null, "currency_code" varchar(3) not null, "start_date" date not null, "end_date" date not null, "notes" text null, "state" varchar(10) not null default 'pending', "proposed_by" int not null, "proposed_at" timestamptz not null, "decided_by" int null, "decided_at" timestamptz null, "rejection_reason" text null, "signed_name" varchar(200) null);`,
    );
    this.addSql(
      `alter table "brief_version" add constraint "brief_version_brief_id_number_unique" unique ("brief_id", "number");`,
    );

    this.addSql(
      `alter table "brief" add constraint "brief_business_profile_id_foreign" foreign key ("business_profile_id") references "business_profile" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "brief_version" add constraint "brief_version_brief_id_foreign" foreign key ("brief_id") references "brief" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "brief_version" drop constraint "brief_version_brief_id_foreign";`);

    this.addSql(`drop table if exists "brief" cascade;`);
    this.addSql(`drop table if exists "brief_version" cascade;`);
  }
}
