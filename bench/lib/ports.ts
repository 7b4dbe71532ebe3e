/**
 * Where every benchmark that starts the platform puts it: the usual ports plus this offset
 * (`BENCH_PORT_OFFSET=<n>` moves it, e.g. for two people benchmarking on one machine; the
 * benchmarks themselves run one after another). 23 000 keeps every port the platform opens
 * (cards +4101 … the gateway's metrics +9464: 27101–32464) below Linux's ephemeral range
 * (32768–60999), where an outgoing connection's socket in TIME_WAIT once held a port a benchmark
 * needed, and above every port of the end-to-end tests (offsets +10 000…+17 000: up to 26464)
 * and of @cardsmith/testing's `freePort` (10000–13999).
 */
export const BENCH_PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 23_000);
