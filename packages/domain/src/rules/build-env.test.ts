import { describe, expect, it } from 'vitest';
import {
  buildEnvChain,
  buildEnvEmail,
  buildEnvPositiveInt,
  buildEnvText,
  buildEnvUrl,
  LOCAL_CHAIN,
} from './build-env.ts';

describe('build variables', () => {
  it('takes the given value, or the default when the variable is left out', () => {
    const env = {
      VITE_API_URL: 'https://api.keyclub.example',
      VITE_CHAIN_ID: '8453',
      VITE_CHAIN_NAME: 'Base',
    };
    expect(buildEnvUrl(env, 'VITE_API_URL', 'http://localhost:3000')).toBe('https://api.keyclub.example');
    expect(buildEnvUrl({}, 'VITE_API_URL', 'http://localhost:3000')).toBe('http://localhost:3000');
    expect(buildEnvPositiveInt(env, 'VITE_CHAIN_ID', 31337)).toBe(8453);
    expect(buildEnvPositiveInt({}, 'VITE_CHAIN_ID', 31337)).toBe(31337);
    expect(buildEnvText(env, 'VITE_CHAIN_NAME', 'Localhost 8545')).toBe('Base');
    expect(buildEnvText({}, 'VITE_CHAIN_NAME', 'Localhost 8545')).toBe('Localhost 8545');
  });

  it('stops at start on a malformed value, naming the variable', () => {
    expect(() => buildEnvUrl({ VITE_API_URL: '/api' }, 'VITE_API_URL', 'http://x.test')).toThrow(
      'VITE_API_URL must be an absolute URL, got "/api"',
    );
    expect(() => buildEnvUrl({ VITE_API_URL: '' }, 'VITE_API_URL', 'http://x.test')).toThrow(/VITE_API_URL/);
    for (const bad of ['0', '-5', '1.5', 'eight', '', ' '])
      expect(() => buildEnvPositiveInt({ VITE_CHAIN_ID: bad }, 'VITE_CHAIN_ID', 1)).toThrow(
        `VITE_CHAIN_ID must be a positive whole number, got "${bad}"`,
      );
    expect(() => buildEnvText({ VITE_CHAIN_NAME: '' }, 'VITE_CHAIN_NAME', 'x')).toThrow(/VITE_CHAIN_NAME/);
    for (const bad of ['', 'support', 'a@b', 'a b@c.d'])
      expect(() => buildEnvEmail({ VITE_SUPPORT_EMAIL: bad }, 'VITE_SUPPORT_EMAIL', 'x@y.z')).toThrow(
        `VITE_SUPPORT_EMAIL must be an email address, got "${bad}"`,
      );
    expect(buildEnvEmail({}, 'VITE_SUPPORT_EMAIL', 'x@y.z')).toBe('x@y.z');
    expect(buildEnvEmail({ VITE_SUPPORT_EMAIL: 'help@club.example' }, 'VITE_SUPPORT_EMAIL', 'x@y.z')).toBe(
      'help@club.example',
    );
  });

  it('points a production build that names no chain at Ethereum mainnet, and only a dev server at the local chain', () => {
    expect(buildEnvChain({ PROD: true })).toEqual({
      chainId: 1,
      rpcUrl: 'https://ethereum-rpc.publicnode.com',
      networkName: 'Ethereum',
    });
    expect(buildEnvChain({ PROD: false, DEV: true })).toEqual(LOCAL_CHAIN);
    const named = {
      PROD: true,
      VITE_CHAIN_ID: '8453',
      VITE_CHAIN_RPC_URL: 'https://base.example',
      VITE_CHAIN_NAME: 'Base',
    };
    expect(buildEnvChain(named)).toEqual({
      chainId: 8453,
      rpcUrl: 'https://base.example',
      networkName: 'Base',
    });
  });
});
