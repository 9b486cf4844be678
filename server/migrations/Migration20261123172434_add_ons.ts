import { Migration } from '@mikro-orm/migrations';

export class Migration20261123172434_add_ons extends Migration {
  override name = 'Migration20261123172434_add_ons';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "add_on_subscription" ("id" serial primary key, "business_profile_id" int not null, "pack_id" varchar(40) not null, "tier_name" varchar(60) not null, "currency_code" varchar(3) not null, "price_minor" bigint not null, "tax_minor" bigint not null, "total_minor" bigint not null, "starts_at" timestamptz not null, "expires_at" timestamptz not null, "wallet_transaction_id" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "add_on_profile_expires" on "add_on_subscription" ("business_profile_id", "expires_at");`,
    );

    this.addSql(
      `alter table "add_on_subscription" add constraint "add_on_subscription_business_profile_id_foreign" foreign key ("business_profile_id") references "business_profile" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "add_on_subscription" add constraint "add_on_subscription_wallet_transaction_id_foreign" foreign key ("wallet_transaction_id") references "wallet_transaction" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "add_on_subscription" cascade;`);
  }
}
