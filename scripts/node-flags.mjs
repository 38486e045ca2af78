// The Node.js flags the server runs with, wherever it is started (npm start, e2e, benchmarks; the
// Dockerfile's CMD repeats them).
//
// --max-semi-space-size=64: a 64 MB young generation per semi-space instead of V8's default. A
// request's garbage dies young; with more room, scavenges run a fraction as often, which measured
// 15-20% less CPU per practice attempt under load (see README, Performance).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
