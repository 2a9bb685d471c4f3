import { randomBytes } from 'node:crypto';
import { emailSchema, passwordSchema } from '@keyclub/domain';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/password.ts';
import { uniqueViolationField } from '../auth/user-lookups.ts';

const operatorAccountSchema = z.object({ email: emailSchema, password: passwordSchema });

/**
 * `pnpm operator:create EMAIL`: the only way an OPERATOR account comes to be (no signup makes one).
 * The password is the caller's (read from stdin by the command, never a default, never an
 * argument a shell history would keep), held to the signup's password rule. An address already
 * used by any account is refused, so no business or consumer account is turned into an operator.
 */
export async function createOperator(
  deps: { db: Database; passwordScryptCost: number },
  input: { email: string; password: string },
): Promise<{ id: number; email: string }> {
  const parsed = operatorAccountSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  const { email, password } = parsed.data;
  const passwordHash = await hashPassword(password, deps.passwordScryptCost);
  const [created] = await deps.db
    .insert(users)
    .values({
      email,
      username: `operator_${randomBytes(6).toString('hex')}`,
      passwordHash,
      roleName: 'OPERATOR',
      status: 'ACTIVE',
      isEmailVerified: true,
    })
    .returning({ id: users.id, email: users.email })
    .catch((error: unknown) => {
      throw uniqueViolationField(error) === 'email'
        ? new Error(`An account with the address ${email} exists already.`)
        : error;
    });
  if (!created) throw new Error('Inserting the operator returned nothing');
  return created;
}
