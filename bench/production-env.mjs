// Loaded with --import before a benchmark's modules: the benchmarks measure
// Vigil as `vigil serve` runs it, with NODE_ENV=production unless set
// (bin/vigil.js). Libraries read it when they load, so it must be set first.
// Plain JavaScript: worker threads (autocannon's) load it before any loader.
process.env.NODE_ENV ||= 'production';
