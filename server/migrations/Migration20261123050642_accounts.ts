import { Migration } from '@mikro-orm/migrations';

export class Migration20261123050642_accounts extends Migration {
  override name = 'Migration20261123050642_accounts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "otp_challenge" ("id" uuid not null, "purpose" varchar(255) not null, "target" varchar(255) not null, "code_hash" varchar(255) null, "sent_at" timestamptz not null, "expires_at" timestamptz not null, "failed_attempts" int not null default 0, "locked_until" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "otp_challenge" add constraint "otp_challenge_purpose_target_unique" unique ("purpose", "target");`,
    );

    this.addSql(
      `create table "outbox_message" ("id" uuid not null, "channel" varchar(255) not null, "recipient" varchar(255) not null, "subject" varchar(255) null, "body" text null, "status" varchar(255) not null, "attempts" int not null default 0, "last_error" text null, "created_at" timestamptz not null, "sent_at" timestamptz null, primary key ("id"));`,
    );

    this.addSql(
      `create table "business_profile" ("id" serial primary key, "name" varchar(255) not null, "thumbnail_logo" varchar(255) null, "currency_id" int not null default 17, "time_zone_id" int not null default 142, "store_domain" varchar(255) null, "referral_code" varchar(255) null, "is_roimatic" boolean not null default true, "category" int not null default 1, "flavor" varchar(255) null, "onboarding_state" int not null default 0, "is_self_funded" boolean not null default false, "portal_id" int null, "created_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "rate_limit_counter" ("key" varchar(255) not null, "points" int not null default 0, "expire" bigint null, primary key ("key"));`,
    );

    this.addSql(
      `create table "app_user" ("id" serial primary key, "email_address" varchar(255) not null, "first_name" varchar(255) not null, "last_name" varchar(255) not null, "phone_number" varchar(255) null, "password_hash" text null, "password_expires_at" timestamptz null, "expires_at" timestamptz null, "language_id" int null, "role_ids" jsonb not null, "is_agent" boolean not null default false, "email_verified_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "app_user" add constraint "app_user_email_address_unique" unique ("email_address");`);
    this.addSql(`alter table "app_user" add constraint "app_user_phone_number_unique" unique ("phone_number");`);

    this.addSql(
      `create table "profile_member" ("user_id" int not null, "business_profile_id" int not null, "role_id" int not null, "created_at" timestamptz not null, primary key ("user_id", "business_profile_id"));`,
    );

    this.addSql(
      `create table "portal_member" ("user_id" int not null, "portal_id" int not null, primary key ("user_id", "portal_id"));`,
    );

    this.addSql(
      `create table "one_time_link" ("id" uuid not null, "purpose" varchar(255) not null, "hash" varchar(255) not null, "user_id" int not null, "business_profile_id" int null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "one_time_link" add constraint "one_time_link_hash_unique" unique ("hash");`);

    this.addSql(
      `create table "callback_request" ("id" uuid not null, "user_id" int not null, "business_profile_id" int null, "phone" varchar(255) not null, "portal_host" varchar(255) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "auth_session" ("id" uuid not null, "user_id" int not null, "access_hash" varchar(255) not null, "access_expires_at" timestamptz not null, "refresh_hash" varchar(255) not null, "refresh_expires_at" timestamptz not null, "revoked_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "auth_session" add constraint "auth_session_access_hash_unique" unique ("access_hash");`);
    this.addSql(
      `alter table "auth_session" add constraint "auth_session_refresh_hash_unique" unique ("refresh_hash");`,
    );

    this.addSql(
      `alter table "business_profile" add constraint "business_profile_portal_id_foreign" foreign key ("portal_id") references "portal" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "profile_member" add constraint "profile_member_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "profile_member" add constraint "profile_member_business_profile_id_foreign" foreign key ("business_profile_id") references "business_profile" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "portal_member" add constraint "portal_member_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "portal_member" add constraint "portal_member_portal_id_foreign" foreign key ("portal_id") references "portal" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "one_time_link" add constraint "one_time_link_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "one_time_link" add constraint "one_time_link_business_profile_id_foreign" foreign key ("business_profile_id") references "business_profile" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "callback_request" add constraint "callback_request_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "callback_request" add constraint "callback_request_business_profile_id_foreign" foreign key ("business_profile_id") references "business_profile" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "auth_session" add constraint "auth_session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "profile_member" drop constraint "profile_member_business_profile_id_foreign";`);
    this.addSql(`alter table "one_time_link" drop constraint "one_time_link_business_profile_id_foreign";`);
    this.addSql(`alter table "callback_request" drop constraint "callback_request_business_profile_id_foreign";`);
    this.addSql(`alter table "profile_member" drop constraint "profile_member_user_id_foreign";`);
    this.addSql(`alter table "portal_member" drop constraint "portal_member_user_id_foreign";`);
    this.addSql(`alter table "one_time_link" drop constraint "one_time_link_user_id_foreign";`);
    this.addSql(`alter table "callback_request" drop constraint "callback_request_user_id_foreign";`);
    this.addSql(`alter table "auth_session" drop constraint "auth_session_user_id_foreign";`);

    this.addSql(`drop table if exists "otp_challenge" cascade;`);
    this.addSql(`drop table if exists "outbox_message" cascade;`);
    this.addSql(`drop table if exists "business_profile" cascade;`);
    this.addSql(`drop table if exists "rate_limit_counter" cascade;`);
    this.addSql(`drop table if exists "app_user" cascade;`);
    this.addSql(`drop table if exists "profile_member" cascade;`);
    this.addSql(`drop table if exists "portal_member" cascade;`);
    this.addSql(`drop table if exists "one_time_link" cascade;`);
    this.addSql(`drop table if exists "callback_request" cascade;`);
    this.addSql(`drop table if exists "auth_session" cascade;`);
  }
}
