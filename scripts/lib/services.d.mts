import type { ChildProcess } from 'node:child_process';

export declare const repoRoot: string;
export declare function tsxCommand(script: string, ...args: string[]): { command: string; args: string[] };
export declare function viteCommand(...args: string[]): { command: string; args: string[] };
export interface ServiceSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
  ready: RegExp;
  timeoutMs?: number;
  logFile?: string;
}
export interface Service {
  name: string;
  child: ChildProcess;
  ready: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}
export declare function startService(spec: ServiceSpec): Service;
export declare function stopAll(services: Service[]): Promise<void>;
export interface LocalStackOptions {
  mode: 'development' | 'test';
  chainPort: number;
  chainStateFile?: string;
  deploymentFile: string;
  apiPort: number;
  apiEnv?: Record<string, string>;
  devOutbox?: boolean;
  logDir?: string;
  onService?: (service: Service) => void;
  /** Under way beside the chain's start; the API starts once it is done. */
  beforeApi?: Promise<unknown>;
}
export declare function startLocalStack(
  options: LocalStackOptions,
): Promise<{ chain: Service; api: Service; chainRpcUrl: string }>;
