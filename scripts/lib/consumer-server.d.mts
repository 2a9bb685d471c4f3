export declare const consumerServer: {
  entry: string;
  outDir: (distDir: string) => string;
  command: (distDir: string, port: number, host?: string) => { command: string; args: string[] };
  ready: RegExp;
};
