import type { CategoryName } from '@keyclub/domain';
import type { Logger } from 'pino';
import type { ChainPort } from '../adapters/chain/chain-port.ts';
import type { Storage } from '../adapters/storage/storage.ts';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';

export type SeedDeps = {
  db: Database;
  storage: Storage;
  chain: ChainPort;
  logger: Logger;
  env: Pick<Env, 'custodySecret' | 'passwordScryptCost'>;
};

/** The editorial marketplace flags of a profile (`is_featured`, `is_recommended`, `is_hot`). */
export type MarketplaceFlag = 'featured' | 'recommended' | 'hot';

export type DemoMembership = {
  title: string;
  description: string;
  category: CategoryName;
  price: string;
  renewalPrice: string;
  /** -1 = unlimited. */
  copies: number;
  /** -1 = never expires. */
  expirationDuration: number;
  expirationDurationType: 'HOURS' | 'DAYS';
  perks: { perk: string; description: string }[];
  gate?: { type: 'OPENTABLE' | 'REDIRECT'; value: string };
  /** Colours of the generated art and covers. */
  palette: [string, string];
  coverCount: 1 | 2;
  /** The marketplace lists that show it besides 'Recently listed' (docs/decisions/discovery.md). */
  flags: MarketplaceFlag[];
};

export type DemoBusiness = {
  owner: { email: string; username: string; firstName: string; lastName: string; phoneNumber: string };
  address: { address1: string; city: string; state: string; zip: string };
  name: string;
  description: string;
  website: string;
  instagram: string;
  palette: [string, string];
  memberships: DemoMembership[];
};
