import { Migration } from '@mikro-orm/migrations';

export class Migration20261123121324_stats_charged extends Migration {
  override name = 'Migration20261123121324_stats_charged';

  override up(): void | Promise<void> {
    this.addSql(`alter table "campaign_daily_stat" drop constraint "campaign_daily_stat_not_negative";`);
    this.addSql(`alter table "campaign_daily_stat" add "charged_minor" bigint not null default '0';`);
    this.addSql(
      `alter table "campaign_daily_stat" add constraint "campaign_daily_stat_not_negative" check (cost_minor >= 0 and impressions >= 0 and clicks >= 0 and orders >= 0 and sales_minor >= 0 and charged_minor >= 0);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "campaign_daily_stat" drop constraint "campaign_daily_stat_not_negative";`);
    this.addSql(`alter table "campaign_daily_stat" drop column "charged_minor";`);
    this.addSql(
      `alter table "campaign_daily_stat" add constraint "campaign_daily_stat_not_negative" check (cost_minor >= 0 and impressions >= 0 and clicks >= 0 and orders >= 0 and sales_minor >= 0);`,
    );
  }
}
