// How the server's Node.js process is started, wherever it is (npm start, e2e, benchmarks; the
// Dockerfile's CMD and ENV repeat both, and a test checks that they do).
//
// --max-semi-space-size=8: a young generation of at most two 8 MB semi-spaces. V8's default grows
// with the machine's memory (64 MB semi-spaces on a 24 GB machine). A request's garbage dies young
// and little survives a scavenge, so a scavenge costs about the same however large the space, and
// more room only lets the process hold more memory: measured on the attempt path, 8, 16 and 64 MB
// cost the same CPU per attempt, while 64 MB held 130 MB more in the main thread alone, and more in
// the writer thread, which inherits the flag.
// --expose-gc: for the one collection a quiet server makes to give memory back
// (src/common/http/idle-memory.ts); nothing else calls it.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--expose-gc'];

// The C library's allocator (glibc; other C libraries ignore these variables):
// MALLOC_ARENA_MAX=2: at most two arenas. glibc otherwise gives each thread that allocates its own
// (up to eight per core), and memory freed in one is kept there for that thread.
// MALLOC_MMAP_THRESHOLD_=131072: a block of 128 KB or more is always mapped on its own and given back
// to the system when freed. By default the threshold rises to the largest block freed, so after the
// first password hash (argon2id takes 19 MiB) every later one came from an arena and stayed there
// once freed: about 100 MB kept after a few sign-ins.
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
