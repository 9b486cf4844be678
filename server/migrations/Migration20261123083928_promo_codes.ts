import { Migration } from '@mikro-orm/migrations';

export class Migration20261123083928_promo_codes extends Migration {
  override name = 'Migration20261123083928_promo_codes';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "promo_code" ("code" varchar(255) not null, "currency_code" varchar(255) not null, "service_fee_basis_points" int not null, "valid_until" timestamptz null, "created_at" timestamptz not null, primary key ("code"));`,
    );

    this.addSql(
      `create table "promo_redemption" ("promo_code_code" varchar(255) not null, "business_profile_id" int not null, "campaign_id" int not null, "created_at" timestamptz not null, primary key ("promo_code_code", "business_profile_id"));`,
    );

    this.addSql(
      `alter table "promo_redemption" add constraint "promo_redemption_promo_code_code_foreign" foreign key ("promo_code_code") references "promo_code" ("code") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "promo_redemption" add constraint "promo_redemption_business_profile_id_foreign" foreign key ("business_profile_id") references "business_profile" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "promo_redemption" add constraint "promo_redemption_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on delete cascade;`,
    );

    // Two launch codes for the United Kingdom (OL §1 "no service fee for 30 days"); India's fee is 0 already.
    this.addSql(
      `insert into "promo_code" ("code", "currency_code", "service_fee_basis_points", "valid_until", "created_at") values ('NOFEE30', 'GBP', 0, null, now()), ('LAUNCH10', 'GBP', 1000, null, now());`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "promo_redemption" drop constraint "promo_redemption_promo_code_code_foreign";`);

    this.addSql(`drop table if exists "promo_code" cascade;`);
    this.addSql(`drop table if exists "promo_redemption" cascade;`);
  }
}
