// A Vite plugin for the consumer app: builds one small entry on its own, as a script without
// imports, and writes it inline into the built index.html, where it runs as the document is read,
// while the app's module scripts still download (docs/performance.md, "Data before code"). Build only:
// the dev server's page goes without it. Typed by its shape: `vite` does not resolve from scripts/,
// so the app's config hands over its `build`.
interface ResolvedConfig {
  root: string;
  mode: string;
  envDir: string | false;
}

interface InlineScriptTag {
  tag: 'script';
  /** `data-first-load`: the consumer's server leaves the script out of a page it rendered. */
  attrs: Record<string, boolean>;
  children: string;
  injectTo: 'head';
}

type ViteBuild = (config: Record<string, unknown>) => Promise<unknown>;

interface BuiltChunk {
  type: string;
  code?: string;
}

const chunksOf = (result: unknown): BuiltChunk[] =>
  (Array.isArray(result) ? result : [result]).flatMap((output: { output: BuiltChunk[] }) => output.output);

export function inlineScript({ entry, build }: { entry: string; build: ViteBuild }) {
  let config: ResolvedConfig;
  return {
    name: 'keyclub-inline-script',
    apply: 'build' as const,
    configResolved(resolved: ResolvedConfig) {
      config = resolved;
    },
    async transformIndexHtml(): Promise<InlineScriptTag[]> {
      const result = await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        logLevel: 'warn',
        build: {
          write: false,
          emptyOutDir: false,
          copyPublicDir: false,
          modulePreload: false,
          rolldownOptions: { input: entry, output: { format: 'iife', strictExecutionOrder: false } },
        },
      });
      const chunks = chunksOf(result).filter((chunk) => chunk.type === 'chunk');
      const [chunk] = chunks;
      if (chunks.length !== 1 || !chunk?.code) throw new Error(`${entry} must build to one chunk`);
      const code = chunk.code.trim();
      if (code.includes('</script')) throw new Error(`${entry} built to code that would end its <script>`);
      return [{ tag: 'script', attrs: { 'data-first-load': true }, children: code, injectTo: 'head' }];
    },
  };
}
