import { Migration } from '@mikro-orm/migrations';

export class Migration20261123034854_portals extends Migration {
  override name = 'Migration20261123034854_portals';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "portal" ("id" serial primary key, "domains" text[] not null, "header_logo" varchar(255) null, "title" varchar(255) not null, "locale" varchar(255) not null, "support_link" varchar(255) null, "theme" jsonb not null, "feature_flags" jsonb not null, "region_config" jsonb not null, "is_signup_enabled" boolean not null, "is_brand_portal" boolean not null, "is_creative_builder_portal" boolean not null, "is_rich_media_ad_builder_portal" boolean not null, "is_campaign_launch_disabled" boolean not null, "is_schedule_edit_enabled" boolean not null);`,
    );
    // A portal is found by any of its host names.
    this.addSql(`create index "portal_domains_index" on "portal" using gin ("domains");`);
    // The product's own portal (every local address) and a white-label one, seen at
    // http://partner.localhost:3000 (browsers send *.localhost to this machine) or ?portalDomain=.
    this.addSql(
      `insert into "portal" ("domains", "header_logo", "title", "locale", "support_link", "theme", "feature_flags", "region_config", "is_signup_enabled", "is_brand_portal", "is_creative_builder_portal", "is_rich_media_ad_builder_portal", "is_campaign_launch_disabled", "is_schedule_edit_enabled") values (array['localhost', '127.0.0.1'], null, 'adflow', 'en', 'mailto:support@adflow.app', '{"brand": "#3b4cca", "brandStrong": "#2b389c"}'::jsonb, '{}'::jsonb, '[{"region": "IN", "supportNumber": "+91 80 4718 5000", "currencySymbol": "\u20b9"}, {"region": "GB", "supportNumber": "+44 20 3868 2000", "currencySymbol": "\u00a3"}]'::jsonb, true, false, false, false, false, true);`,
    );
    this.addSql(
      `insert into "portal" ("domains", "header_logo", "title", "locale", "support_link", "theme", "feature_flags", "region_config", "is_signup_enabled", "is_brand_portal", "is_creative_builder_portal", "is_rich_media_ad_builder_portal", "is_campaign_launch_disabled", "is_schedule_edit_enabled") values (array['partner.localhost'], '/portals/brightlane-logo.svg', 'Brightlane Ads', 'en', 'mailto:help@brightlane.example', '{"brand": "#0f7b6c", "brandStrong": "#0a5a4f"}'::jsonb, '{}'::jsonb, '[{"region": "IN", "supportNumber": "+91 80 4718 5000", "currencySymbol": "\u20b9"}, {"region": "GB", "supportNumber": "+44 20 3868 2000", "currencySymbol": "\u00a3"}]'::jsonb, true, false, false, false, false, true);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "portal" cascade;`);
  }
}
