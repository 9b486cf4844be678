import { Migration } from '@mikro-orm/migrations';

export class Migration20261123162537_campaign_revisions extends Migration {
  override name = 'Migration20261123162537_campaign_revisions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "campaign_revision" ("id" serial primary key, "campaign_id" int not null, "changes" jsonb not null, "status" varchar(255) not null, "submitted_by_id" int null, "submitted_at" timestamptz not null, "publish_due_at" timestamptz not null, "published_at" timestamptz null);`,
    );
    this.addSql(
      `create index "campaign_revision_campaign_id_status_index" on "campaign_revision" ("campaign_id", "status");`,
    );

    this.addSql(
      `alter table "campaign_revision" add constraint "campaign_revision_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "campaign_revision" add constraint "campaign_revision_submitted_by_id_foreign" foreign key ("submitted_by_id") references "app_user" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "campaign_revision" cascade;`);
  }
}
