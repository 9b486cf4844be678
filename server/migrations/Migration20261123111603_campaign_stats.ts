import { Migration } from '@mikro-orm/migrations';

export class Migration20261123111603_campaign_stats extends Migration {
  override name = 'Migration20261123111603_campaign_stats';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "campaign_daily_stat" ("id" bigserial primary key, "campaign_id" int not null, "day" date not null, "channel" smallint not null, "cost_minor" bigint not null, "impressions" bigint not null, "clicks" bigint not null, "orders" int not null, "sales_minor" bigint not null);`,
    );
    this.addSql(
      `alter table "campaign_daily_stat" add constraint "campaign_daily_stat_campaign_id_day_channel_unique" unique ("campaign_id", "day", "channel");`,
    );

    this.addSql(`alter table "campaign" add "pause_reason" varchar(255) null;`);
    this.addSql(`create index "campaign_business_profile_id_index" on "campaign" ("business_profile_id");`);

    this.addSql(
      `alter table "campaign_daily_stat" add constraint "campaign_daily_stat_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "campaign_daily_stat" add constraint "campaign_daily_stat_not_negative" check (cost_minor >= 0 and impressions >= 0 and clicks >= 0 and orders >= 0 and sales_minor >= 0);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "campaign_daily_stat" cascade;`);

    this.addSql(`drop index "campaign_business_profile_id_index";`);
    this.addSql(`alter table "campaign" drop column "pause_reason";`);
  }
}
