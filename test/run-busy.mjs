#!/usr/bin/env node
/**
 * `npm run test:busy`: the whole suite (`npm test`) with a CPU-bound process beside it on each core,
 * as on a machine shared with other work. A test that waits for what the console shows passes here
 * too, only later; one that depends on the machine's speed fails.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const burners = Array.from({ length: availableParallelism() }, () =>
  spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random());'], { stdio: 'ignore' }),
);
console.log(`test:busy: ${burners.length} CPU-bound processes run beside the suite`);
const suite = spawn(process.execPath, ['test/run-all.mjs', ...process.argv.slice(2)], { stdio: 'inherit' });
process.on('SIGINT', () => suite.kill('SIGINT'));
suite.on('close', (status) => {
  for (const burner of burners) burner.kill();
  process.exit(status ?? 1);
});
