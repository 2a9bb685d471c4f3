import {
  dataEnvelope,
  type ImportResult,
  type ImportTokenRequest,
  importResultSchema,
} from '@keyclub/domain';
import { api } from '../client.ts';

const importResponseSchema = dataEnvelope(importResultSchema);

/**
 * POST /tokens/import: asks the API to record a key one of the user's wallets holds. Imported only
 * when `owned` and not `duplicate` (SPEC section 5); otherwise the dialog shows `message`.
 */
export async function importToken(body: ImportTokenRequest): Promise<ImportResult> {
  const { data } = await api.post('tokens/import', { json: body }).json(importResponseSchema);
  return data;
}
