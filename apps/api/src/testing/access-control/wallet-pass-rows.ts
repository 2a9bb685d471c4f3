import { walletCredentials } from '../../modules/wallet-passes/credentials.ts';
import { GOOGLE_SAVE_URL } from '../../modules/wallet-passes/google-pass.ts';
import { passAuthenticationToken } from '../../modules/wallet-passes/pass-signatures.ts';
import type { AccessWorld, Actor } from './access-world.ts';

/** access-rows.ts's Call and row (not imported: that file spreads these rows). */
type Call = { path: string; init?: RequestInit };
type Row = {
  route: string;
  expect: Record<Actor, number>;
  call: (w: AccessWorld, actor: Actor) => Call | Promise<Call>;
};

const everyone = (status: number): Record<Actor, number> => ({
  anonymous: status,
  consumer: status,
  otherConsumer: status,
  business: status,
  otherBusiness: status,
  operator: status,
});
const SERVICE = '/wallet-passes/apple/v1';

/** The consumer's pass of their pass copy: its links, barcode, pass type and Apple web service header. */
async function consumerPass(w: AccessWorld) {
  const response = await w.request('consumer', `/tokens/${w.passCopy}/wallet-passes`, { method: 'POST' });
  const { data } = (await w.expectOk(response, 201)) as {
    data: { serial: string; apple_pass_url: string; google_save_url: string };
  };
  const claims = data.google_save_url.slice(GOOGLE_SAVE_URL.length).split('.')[1] ?? '';
  const barcode: string = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')).payload
    .genericObjects[0].barcode.value;
  const { apple } = await walletCredentials(w.t.deps.env);
  const token = passAuthenticationToken(w.t.deps.env.activationLinkSecret, data.serial);
  return { ...data, barcode, passTypeId: apple.passTypeId, auth: { Authorization: `ApplePass ${token}` } };
}

/** A device of `actor` registered for the consumer's pass (as the wallet on that phone would). */
async function registeredDevice(w: AccessWorld, actor: Actor) {
  const pass = await consumerPass(w);
  const path = `${SERVICE}/devices/matrix-${actor}/registrations/${pass.passTypeId}`;
  const registered = await w.request('anonymous', `${path}/${pass.serial}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...pass.auth },
    body: JSON.stringify({ pushToken: 'matrix-push-token' }),
  });
  if (registered.status !== 201 && registered.status !== 200)
    throw new Error(`Registering a device: ${registered.status}`);
  return { pass, path };
}

/**
 * Wallet passes (issue 37): the owner gets their copy's pass; the download link, Apple's web service
 * and its log answer anyone with the link's signature or the pass's own token (no session counts);
 * only the issuing business's staff scan a pass (another business is told it is not theirs).
 */
export const WALLET_PASS_ROWS: Row[] = [
  {
    route: 'POST /tokens/:id/wallet-passes',
    expect: {
      anonymous: 401,
      consumer: 201,
      otherConsumer: 404,
      business: 403,
      otherBusiness: 403,
      operator: 403,
    },
    call: (w) => ({ path: `/tokens/${w.passCopy}/wallet-passes` }),
  },
  {
    route: 'GET /wallet-passes/:serial/pass.pkpass',
    expect: everyone(200),
    call: async (w) => {
      const url = new URL((await consumerPass(w)).apple_pass_url);
      return { path: `${url.pathname}${url.search}` };
    },
  },
  {
    route: `POST ${SERVICE}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber`,
    expect: everyone(201),
    call: async (w, actor) => {
      const pass = await consumerPass(w);
      return {
        path: `${SERVICE}/devices/matrix-new-${actor}/registrations/${pass.passTypeId}/${pass.serial}`,
        init: {
          headers: { 'Content-Type': 'application/json', ...pass.auth },
          body: JSON.stringify({ pushToken: 'matrix-push-token' }),
        },
      };
    },
  },
  {
    route: `GET ${SERVICE}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier`,
    expect: everyone(200),
    call: async (w, actor) => ({ path: (await registeredDevice(w, actor)).path }),
  },
  {
    route: `GET ${SERVICE}/passes/:passTypeIdentifier/:serialNumber`,
    expect: everyone(200),
    call: async (w) => {
      const pass = await consumerPass(w);
      return { path: `${SERVICE}/passes/${pass.passTypeId}/${pass.serial}`, init: { headers: pass.auth } };
    },
  },
  {
    route: `DELETE ${SERVICE}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber`,
    expect: everyone(200),
    call: async (w, actor) => {
      const { pass, path } = await registeredDevice(w, actor);
      return { path: `${path}/${pass.serial}`, init: { headers: pass.auth } };
    },
  },
  {
    route: `POST ${SERVICE}/log`,
    expect: everyone(200),
    call: () => ({
      path: `${SERVICE}/log`,
      init: {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ logs: ['matrix log line'] }),
      },
    }),
  },
  {
    // Scanned last by the issuing business: the pass copy is then inside its activation window.
    route: 'POST /wallet-passes/scan',
    expect: {
      anonymous: 401,
      consumer: 403,
      otherConsumer: 403,
      business: 200,
      otherBusiness: 403,
      operator: 403,
    },
    call: async (w) => {
      const { barcode } = await consumerPass(w);
      return {
        path: '/wallet-passes/scan',
        init: { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ barcode }) },
      };
    },
  },
];
