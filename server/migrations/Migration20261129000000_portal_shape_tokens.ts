import { Migration } from '@mikro-orm/migrations';

/**
 * The white-label demo portal (Brightlane Ads) sets the shape and type of its pages too, not only
 * its colours (AP §3 theme; issue 23): squarer corners and a serif face, from its theme alone.
 */
export class Migration20261129000000_portal_shape_tokens extends Migration {
  override name = 'Migration20261129000000_portal_shape_tokens';

  override up(): void {
    this.addSql(
      `update "portal" set "theme" = "theme" || '{"radius": "4px", "font": "Georgia, ''DejaVu Serif'', serif"}'::jsonb
         where 'partner.localhost' = any("domains");`,
    );
  }

  override down(): void {
    this.addSql(
      `update "portal" set "theme" = "theme" - 'radius' - 'font' where 'partner.localhost' = any("domains");`,
    );
  }
}
