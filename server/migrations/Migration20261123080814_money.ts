import { Migration } from '@mikro-orm/migrations';

export class Migration20261123080814_money extends Migration {
  override name = 'Migration20261123080814_money';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "payment_order" ("id" uuid not null, "business_profile_id" int not null, "provider" varchar(255) not null, "provider_order_id" varchar(255) not null, "region" varchar(255) not null, "currency_code" varchar(255) not null, "budget_minor" bigint not null, "service_fee_minor" bigint not null, "tax_minor" bigint not null, "total_minor" bigint not null, "tax_basis_points" int not null, "billing" jsonb not null, "status" varchar(255) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "payment_order" add constraint "payment_order_provider_order" unique ("provider", "provider_order_id");`,
    );

    this.addSql(
      `create table "campaign" ("id" serial primary key, "business_profile_id" int not null, "session_id" uuid null, "name" varchar(255) not null, "objective_id" int not null, "budget_type" int not null, "budget_minor" bigint not null, "currency_code" varchar(255) not null, "region" varchar(255) not null, "scheduling_mode" int not null, "start_date" timestamptz not null, "end_date" timestamptz not null, "is_draft" boolean not null, "status" varchar(255) not null, "ad_status" int not null, "launch_state" int not null, "additional_configuration" jsonb not null, "locked_minor" bigint not null default '0', "submitted_at" timestamptz null, "review_due_at" timestamptz null, "launched_at" timestamptz null, "reviewed_by" int null, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "campaign" add constraint "campaign_session_id_unique" unique ("session_id");`);

    this.addSql(
      `create table "channel_publication" ("id" uuid not null, "campaign_id" int not null, "channel" int not null, "adapter" varchar(255) not null, "payload" jsonb not null, "external_id" varchar(255) not null, "published_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "channel_publication" add constraint "channel_publication_campaign_channel" unique ("campaign_id", "channel");`,
    );

    this.addSql(
      `create table "provider_event" ("provider" varchar(255) not null, "event_id" varchar(255) not null, "type" varchar(255) not null, "received_at" timestamptz not null, primary key ("provider", "event_id"));`,
    );

    this.addSql(
      `create table "wallet" ("id" serial primary key, "business_profile_id" int not null, "currency_code" varchar(255) not null, "available_minor" bigint not null, "locked_minor" bigint not null, "stripe_customer_id" varchar(255) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "wallet" add constraint "wallet_business_profile_id_unique" unique ("business_profile_id");`,
    );

    this.addSql(
      `create table "wallet_transaction" ("id" serial primary key, "wallet_id" int not null, "kind" varchar(255) not null, "amount_minor" bigint not null, "available_after_minor" bigint not null, "locked_after_minor" bigint not null, "status" varchar(255) not null, "idempotency_key" varchar(255) null, "request_fingerprint" varchar(255) null, "provider" varchar(255) null, "provider_payment_id" varchar(255) null, "provider_refund_id" varchar(255) null, "refund_of_id" int null, "provider_amount_minor" bigint null, "campaign_id" int null, "failure_reason" text null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "wallet_transaction" add constraint "wallet_transaction_idempotency" unique ("wallet_id", "idempotency_key");`,
    );
    this.addSql(
      `alter table "wallet_transaction" add constraint "wallet_transaction_provider_payment" unique ("provider", "provider_payment_id");`,
    );

    this.addSql(
      `create table "invoice" ("id" serial primary key, "business_profile_id" int not null, "transaction_id" int not null, "order_id" uuid not null, "issued_at" timestamptz not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "invoice" add constraint "invoice_transaction_id_unique" unique ("transaction_id");`);
    this.addSql(`alter table "invoice" add constraint "invoice_order_id_unique" unique ("order_id");`);

    this.addSql(`alter table "flow_session" add "business_profile_id" int null;`);

    // AP §7 PaymentGateway: the portals' regions say who takes their payments.
    this.addSql(
      `update "portal" set "region_config" = (select jsonb_agg(case elem->>'region' when 'IN' then elem || '{"paymentGateway": "razorpay"}'::jsonb when 'GB' then elem || '{"paymentGateway": "stripe"}'::jsonb else elem end) from jsonb_array_elements("region_config") elem) where jsonb_array_length("region_config") > 0;`,
    );

    this.addSql(
      `alter table "payment_order" add constraint "payment_order_business_profile_id_foreign" foreign key ("business_profile_id") references "business_profile" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "campaign" add constraint "campaign_business_profile_id_foreign" foreign key ("business_profile_id") references "business_profile" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "campaign" add constraint "campaign_session_id_foreign" foreign key ("session_id") references "flow_session" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "channel_publication" add constraint "channel_publication_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "wallet" add constraint "wallet_business_profile_id_foreign" foreign key ("business_profile_id") references "business_profile" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "wallet" add constraint "wallet_available_not_negative" check (available_minor >= 0);`);
    this.addSql(`alter table "wallet" add constraint "wallet_locked_not_negative" check (locked_minor >= 0);`);

    this.addSql(
      `alter table "wallet_transaction" add constraint "wallet_transaction_wallet_id_foreign" foreign key ("wallet_id") references "wallet" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "wallet_transaction" add constraint "wallet_transaction_refund_of_id_foreign" foreign key ("refund_of_id") references "wallet_transaction" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "wallet_transaction" add constraint "wallet_transaction_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "invoice" add constraint "invoice_business_profile_id_foreign" foreign key ("business_profile_id") references "business_profile" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "invoice" add constraint "invoice_transaction_id_foreign" foreign key ("transaction_id") references "wallet_transaction" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "invoice" add constraint "invoice_order_id_foreign" foreign key ("order_id") references "payment_order" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "invoice" drop constraint "invoice_order_id_foreign";`);
    this.addSql(`alter table "channel_publication" drop constraint "channel_publication_campaign_id_foreign";`);
    this.addSql(`alter table "wallet_transaction" drop constraint "wallet_transaction_campaign_id_foreign";`);
    this.addSql(`alter table "wallet_transaction" drop constraint "wallet_transaction_wallet_id_foreign";`);
    this.addSql(`alter table "wallet_transaction" drop constraint "wallet_transaction_refund_of_id_foreign";`);
    this.addSql(`alter table "invoice" drop constraint "invoice_transaction_id_foreign";`);

    this.addSql(`drop table if exists "payment_order" cascade;`);
    this.addSql(`drop table if exists "campaign" cascade;`);
    this.addSql(`drop table if exists "channel_publication" cascade;`);
    this.addSql(`drop table if exists "provider_event" cascade;`);
    this.addSql(`drop table if exists "wallet" cascade;`);
    this.addSql(`drop table if exists "wallet_transaction" cascade;`);
    this.addSql(`drop table if exists "invoice" cascade;`);

    this.addSql(`alter table "flow_session" drop column "business_profile_id";`);
  }
}
