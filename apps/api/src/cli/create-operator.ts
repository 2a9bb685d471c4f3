// `pnpm operator:create EMAIL` (root package.json): makes an OPERATOR account. The password comes
// from stdin (typed without echo on a terminal, or piped), never from the command line.
import { createInterface } from 'node:readline';
import { openDatabase } from '../db/client.ts';
import { parseEnv } from '../env.ts';
import { createOperator } from '../modules/operator/create-operator.ts';

async function readPassword(): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = createInterface({ input });
    for await (const line of lines) return line;
    return '';
  }
  process.stdout.write('Password for the operator (not shown): ');
  input.setRawMode(true);
  let typed = '';
  for await (const chunk of input) {
    for (const char of String(chunk)) {
      if (char === '\u0003') process.exit(130);
      if (char === '\r' || char === '\n') {
        input.setRawMode(false);
        process.stdout.write('\n');
        return typed;
      }
      typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
    }
  }
  return typed;
}

const email = process.argv[2];
if (!email) {
  console.error('Usage: pnpm operator:create EMAIL   (the password is read from stdin)');
  process.exit(2);
}
const env = parseEnv(process.env);
const password = await readPassword();
const database = await openDatabase(env);
try {
  await database.migrate();
  const operator = await createOperator(
    { db: database.db, passwordScryptCost: env.passwordScryptCost },
    {
      email,
      password,
    },
  );
  console.log(`Operator ${operator.email} created (user ${operator.id}). Sign in at the business app.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
