import { Migration } from '@mikro-orm/migrations';

export class Migration20261123053921_session_owner extends Migration {
  override name = 'Migration20261123053921_session_owner';

  override up(): void | Promise<void> {
    this.addSql(`alter table "flow_session" add "owner_id" int null;`);
    this.addSql(`create index "flow_session_owner_id_index" on "flow_session" ("owner_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "flow_session_owner_id_index";`);
    this.addSql(`alter table "flow_session" drop column "owner_id";`);
  }
}
