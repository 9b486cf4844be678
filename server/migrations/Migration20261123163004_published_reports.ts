import { Migration } from '@mikro-orm/migrations';

export class Migration20261123163004_published_reports extends Migration {
  override name = 'Migration20261123163004_published_reports';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "published_report" ("id" serial primary key, "business_profile_id" int not null, "period" varchar(10) not null, "from_day" date not null, "to_day" date not null, "currency_code" varchar(3) null, "figures" jsonb not null, "published_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "published_report_profile_from" on "published_report" ("business_profile_id", "from_day");`,
    );
    this.addSql(
      `alter table "published_report" add constraint "published_report_business_profile_id_period_from_day_unique" unique ("business_profile_id", "period", "from_day");`,
    );

    this.addSql(
      `alter table "published_report" add constraint "published_report_business_profile_id_foreign" foreign key ("business_profile_id") references "business_profile" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "published_report" cascade;`);
  }
}
