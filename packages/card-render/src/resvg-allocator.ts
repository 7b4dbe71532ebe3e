/**
 * resvg's native module carries its own allocator (mimalloc), which returns freed memory to the
 * system 10 ms after a free by default. A render allocates and frees 11 MB of pixels at
 * 1000×1400, so renders more than 10 ms apart each started on fresh pages, and a first touch
 * costs about 11 µs a page on a virtual machine: 30 ms of a 70 ms render. Kept for a second,
 * the memory serves the next render; an idle process still gives it back.
 *
 * mimalloc reads its options from the process environment once, when the module loads, so this
 * runs before card-render imports resvg, on the main thread (a worker thread's process.env is
 * its own copy, unseen by native code). An operator's own setting is kept.
 */
process.env.MIMALLOC_PURGE_DELAY ??= '1000';
