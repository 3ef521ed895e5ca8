// Placeholder until the load test lands.
console.info('load test: not written yet')
