import { Migration } from '@mikro-orm/migrations';

export class Migration20261123122643_franchise_stores extends Migration {
  override name = 'Migration20261123122643_franchise_stores';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "franchise_store" ("id" serial primary key, "business_profile_id" int not null, "name" varchar(255) not null, "cost_minor" bigint not null, "cost_to_be_spent_minor" bigint not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "franchise_store_business_profile_id_index" on "franchise_store" ("business_profile_id");`,
    );

    this.addSql(`alter table "campaign" add "franchise_store_id" int null;`);
    this.addSql(
      `alter table "campaign" add constraint "campaign_franchise_store_id_foreign" foreign key ("franchise_store_id") references "franchise_store" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "franchise_store" add constraint "franchise_store_business_profile_id_foreign" foreign key ("business_profile_id") references "business_profile" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "franchise_store" add constraint "franchise_store_budget_not_negative" check (cost_minor >= 0 and cost_to_be_spent_minor >= 0);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "campaign" drop constraint "campaign_franchise_store_id_foreign";`);

    this.addSql(`drop table if exists "franchise_store" cascade;`);

    this.addSql(`alter table "campaign" drop column "franchise_store_id";`);
  }
}
