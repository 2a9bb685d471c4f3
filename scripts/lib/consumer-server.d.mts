export declare const consumerServer: {
  entry: string;
  outDir: (distDir: string) => string;
  command: (
    distDir: string,
    port: number,
    host?: string,
    options?: { fresh?: boolean },
  ) => { command: string; args: string[] };
  ready: RegExp;
};
