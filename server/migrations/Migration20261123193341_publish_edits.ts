import { Migration } from '@mikro-orm/migrations';

export class Migration20261123193341_publish_edits extends Migration {
  override name = 'Migration20261123193341_publish_edits';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "channel_update" ("id" uuid not null, "publication_id" uuid not null, "revision_id" int not null, "adapter" varchar(255) not null, "payload" jsonb not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "channel_update" add constraint "channel_update_publication_revision" unique ("publication_id", "revision_id");`,
    );

    this.addSql(`alter table "campaign_revision" add "published_by_id" int null;`);
    this.addSql(
      `alter table "campaign_revision" add constraint "campaign_revision_published_by_id_foreign" foreign key ("published_by_id") references "app_user" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "channel_update" add constraint "channel_update_publication_id_foreign" foreign key ("publication_id") references "channel_publication" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "channel_update" add constraint "channel_update_revision_id_foreign" foreign key ("revision_id") references "campaign_revision" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "channel_update" cascade;`);

    this.addSql(`alter table "campaign_revision" drop constraint "campaign_revision_published_by_id_foreign";`);

    this.addSql(`alter table "campaign_revision" drop column "published_by_id";`);
  }
}
