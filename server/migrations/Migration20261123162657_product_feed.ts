import { Migration } from '@mikro-orm/migrations';

export class Migration20261123162657_product_feed extends Migration {
  override name = 'Migration20261123162657_product_feed';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "product_catalog" ("id" serial primary key, "business_profile_id" int not null, "name" varchar(100) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "product_catalog" add constraint "product_catalog_profile_name" unique ("business_profile_id", "name");`,
    );

    this.addSql(
      `create table "product_feed" ("id" serial primary key, "catalog_id" int not null, "name" varchar(100) not null, "url" varchar(2000) null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "product_feed_catalog_id_index" on "product_feed" ("catalog_id");`);

    this.addSql(
      `create table "product_feed_run" ("id" serial primary key, "feed_id" int not null, "status" varchar(20) not null, "engine" varchar(50) not null, "is_direct_task" boolean not null, "is_api_upload_required" boolean not null, "product_maps" jsonb not null, "file_name" varchar(255) null, "source" bytea null, "rows_read" int not null default 0, "good_rows" int not null default 0, "bad_rows" int not null default 0, "failure_reason" text null, "requested_at" timestamptz not null, "finished_at" timestamptz null);`,
    );
    this.addSql(`create index "product_feed_run_feed_requested" on "product_feed_run" ("feed_id", "requested_at");`);
    this.addSql(
      `create unique index "product_feed_run_one_in_progress" on "product_feed_run" ("feed_id") where "status" = 'inProgress';`,
    );

    this.addSql(
      `create table "product_feed_bad_row" ("id" serial primary key, "run_id" int not null, "line" int not null, "product_id" varchar(100) null, "reason" text not null);`,
    );
    this.addSql(
      `alter table "product_feed_bad_row" add constraint "product_feed_bad_row_run_line" unique ("run_id", "line");`,
    );

    this.addSql(
      `create table "product" ("id" serial primary key, "catalog_id" int not null, "feed_id" int not null, "last_run_id" int not null, "product_id" varchar(100) not null, "sku" varchar(100) null, "title" varchar(150) not null, "image_link" varchar(2000) not null, "price" numeric(12,2) not null, "sale_price" numeric(12,2) null, "currency" varchar(3) null, "availability" varchar(20) not null, "brand" varchar(100) null, "gtin" varchar(14) null, "mpn" varchar(70) null, "extra" jsonb not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "product_feed_last_run" on "product" ("feed_id", "last_run_id");`);
    this.addSql(
      `alter table "product" add constraint "product_catalog_product_id" unique ("catalog_id", "product_id");`,
    );

    this.addSql(
      `alter table "product_catalog" add constraint "product_catalog_business_profile_id_foreign" foreign key ("business_profile_id") references "business_profile" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "product_feed" add constraint "product_feed_catalog_id_foreign" foreign key ("catalog_id") references "product_catalog" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "product_feed_run" add constraint "product_feed_run_feed_id_foreign" foreign key ("feed_id") references "product_feed" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "product_feed_bad_row" add constraint "product_feed_bad_row_run_id_foreign" foreign key ("run_id") references "product_feed_run" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "product" add constraint "product_catalog_id_foreign" foreign key ("catalog_id") references "product_catalog" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "product" add constraint "product_feed_id_foreign" foreign key ("feed_id") references "product_feed" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "product" add constraint "product_last_run_id_foreign" foreign key ("last_run_id") references "product_feed_run" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "product_feed" drop constraint "product_feed_catalog_id_foreign";`);
    this.addSql(`alter table "product" drop constraint "product_catalog_id_foreign";`);
    this.addSql(`alter table "product_feed_run" drop constraint "product_feed_run_feed_id_foreign";`);
    this.addSql(`alter table "product" drop constraint "product_feed_id_foreign";`);
    this.addSql(`alter table "product_feed_bad_row" drop constraint "product_feed_bad_row_run_id_foreign";`);
    this.addSql(`alter table "product" drop constraint "product_last_run_id_foreign";`);

    this.addSql(`drop table if exists "product_catalog" cascade;`);
    this.addSql(`drop table if exists "product_feed" cascade;`);
    this.addSql(`drop table if exists "product_feed_run" cascade;`);
    this.addSql(`drop table if exists "product_feed_bad_row" cascade;`);
    this.addSql(`drop table if exists "product" cascade;`);
  }
}
