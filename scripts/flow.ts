/**
 * `npm run flow -- <command>`: `export` and `import` need the database (scripts/flow-versions.ts);
 * every other command is the engine's own CLI (engine/cli.ts), which never touches it. Each is
 * loaded only when asked for, so the engine commands start as fast as before.
 */
const [command] = process.argv.slice(2);
if (command === 'export' || command === 'import') await import('./flow-versions.ts');
else await import('../engine/cli.ts');
