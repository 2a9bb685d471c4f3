// Node's flags for every API and floor process the API speed step loads (bench/lib/read-stack.mjs),
// the same on both sides. The young generation is fixed at 16 MB a semi-space, the largest V8 grows
// it to by default and the size the API's reaches under load anyway. Left to V8, a floor (which
// allocates less a request) sat at 1-8 MB, shrinking while it waited for the other servers' rounds
// and growing again under its own: its scavenges per 1,000 requests moved 45-170 from round to round
// while the API's held 20-30, GC work that differed between the floor's rounds and read as the
// machine moving (docs/performance.md, "Judged only on a steady floor"). `--min-semi-space-size` is
// refused in NODE_OPTIONS, so the flags go on the command line.
export const SERVER_NODE_FLAGS = ['--min-semi-space-size=16', '--max-semi-space-size=16'];
