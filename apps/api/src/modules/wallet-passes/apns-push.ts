import { connect } from 'node:http2';
import { eq, gt, max } from 'drizzle-orm';
import { walletPasses, walletPassRegistrations } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { counted, type Job } from '../../jobs/job-runner.ts';
import { changedAtMs } from './apple-web-service.ts';
import { type WalletCredentials, walletCredentials } from './credentials.ts';

export const APNS_ORIGIN = 'https://api.push.apple.com';

type PushCredentials = WalletCredentials['apple'] & { signerKeyPassphrase?: string | undefined };

/**
 * Apple's pass update push: an empty JSON body to each device's push token on the pass type's
 * topic, over HTTP/2, authenticated by the pass type certificate (TLS client certificate). The
 * wallet then asks the web service for its changed serials. Answers how many APNs accepted (200).
 */
export async function pushPassUpdates(
  credentials: PushCredentials,
  pushTokens: readonly string[],
  origin = APNS_ORIGIN,
): Promise<number> {
  if (pushTokens.length === 0) return 0;
  const tls = origin.startsWith('https:')
    ? {
        cert: credentials.signerCertPem,
        key: credentials.signerKeyPem,
        passphrase: credentials.signerKeyPassphrase,
      }
    : {};
  const session = connect(origin, tls);
  // A failed connection fails each request below; the session's own error needs a listener.
  session.on('error', () => undefined);
  try {
    const statuses = await Promise.all(
      pushTokens.map(
        (token) =>
          new Promise<number>((resolve) => {
            const request = session.request({
              ':method': 'POST',
              ':path': `/3/device/${encodeURIComponent(token)}`,
              'apns-topic': credentials.passTypeId,
              'content-type': 'application/json',
            });
            request.on('response', (headers) => resolve(Number(headers[':status'])));
            request.on('error', () => resolve(0));
            request.resume();
            request.end('{}');
          }),
      ),
    );
    return statuses.filter((status) => status === 200).length;
  } finally {
    session.close();
  }
}

/**
 * Every `everyMs`, pushes the devices registered for passes that changed since the last pass (a
 * renewal, or a void after a resale: the trigger of migration 0034 moves `changed_at`). Only with
 * configured Apple credentials: development ones reach no APNs. Each process keeps its own mark, so
 * processes may push one change twice; a wallet asked twice fetches once (If-Modified-Since).
 */
export function passPushJob(deps: AppDeps, everyMs: number, origin = APNS_ORIGIN): Job {
  let since = new Date();
  return {
    name: 'wallet pass pushes',
    everyMs,
    async run() {
      if (!deps.env.walletPasses.apple) return null;
      // The mark is read first: a change between the two reads is pushed now and next time, never missed.
      const [last] = await deps.db.select({ at: max(walletPasses.changedAt) }).from(walletPasses);
      const rows = await deps.db
        .selectDistinct({ pushToken: walletPassRegistrations.pushToken })
        .from(walletPassRegistrations)
        .innerJoin(walletPasses, eq(walletPasses.serial, walletPassRegistrations.serial))
        .where(gt(changedAtMs, since));
      if (last?.at) since = last.at;
      const { apple } = await walletCredentials(deps.env);
      return counted(
        'passes pushed',
        await pushPassUpdates(
          apple,
          rows.map((row) => row.pushToken),
          origin,
        ),
      );
    },
  };
}
