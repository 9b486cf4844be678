import { Migration } from '@mikro-orm/migrations';

export class Migration20261123091829_payment_customer extends Migration {
  override name = 'Migration20261123091829_payment_customer';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "payment_customer" ("business_profile_id" int not null, "stripe_customer_id" varchar(255) not null, "created_at" timestamptz not null, primary key ("business_profile_id"));`,
    );

    // The customers made so far move with their profiles before the wallet column goes.
    this.addSql(
      `insert into "payment_customer" ("business_profile_id", "stripe_customer_id", "created_at") select "business_profile_id", "stripe_customer_id", now() from "wallet" where "stripe_customer_id" is not null;`,
    );
    this.addSql(`alter table "wallet" drop column "stripe_customer_id";`);

    this.addSql(
      `alter table "payment_customer" add constraint "payment_customer_business_profile_id_foreign" foreign key ("business_profile_id") references "business_profile" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payment_customer" cascade;`);

    this.addSql(`alter table "wallet" add "stripe_customer_id" varchar(255) null;`);
  }
}
