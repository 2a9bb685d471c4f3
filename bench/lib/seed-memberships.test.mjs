// The bench seed's index check (seed-memberships.mjs): `node --test bench/lib/`; npm test runs it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { missingIndexes } from './seed-memberships.mjs';

const trigram = {
  name: 'token_profiles_title_trgm_idx',
  definition:
    'CREATE INDEX token_profiles_title_trgm_idx ON public.token_profiles USING gin (title gin_trgm_ops)',
};
const parent = {
  name: 'tokens_parent_id_idx',
  definition: 'CREATE INDEX tokens_parent_id_idx ON public.tokens USING btree (parent_id)',
};

describe('missingIndexes', () => {
  it('finds nothing missing when every dropped index was built again', () => {
    assert.deepEqual(missingIndexes([trigram, parent], [parent, trigram]), []);
  });

  it('names an index that was not built again', () => {
    assert.deepEqual(missingIndexes([trigram, parent], [parent]), [trigram]);
  });

  it('names an index built again with another definition', () => {
    const notUnique = { ...parent, definition: parent.definition.replace('parent_id', 'owner_id') };
    assert.deepEqual(missingIndexes([trigram, parent], [trigram, notUnique]), [parent]);
  });
});
