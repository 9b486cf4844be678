import { Migration } from '@mikro-orm/migrations';

export class Migration20261123162934_agent_flow extends Migration {
  override name = 'Migration20261123162934_agent_flow';

  override up(): void | Promise<void> {
    this.addSql(`alter table "flow_session" add "agent_id" int null;`);

    this.addSql(`alter table "summary_link" add "client_email" varchar(255) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "flow_session" drop column "agent_id";`);

    this.addSql(`alter table "summary_link" drop column "client_email";`);
  }
}
