// dynalite reads a table's description from LevelDB, and parses it, on every item request: a
// fifth of the store worker's time under load. Item requests only read it, so their reads are
// answered from memory. A description is cached only once ACTIVE, and only when no write of a
// description (create, update, delete: each a put or del of `tableDb`) began or ended while it
// was read; any such write empties the cache. The table actions themselves read afresh.
import { nextTick } from 'node:process';

export function cacheTableDescriptions(store) {
  const cache = new Map();
  const { tableDb } = store;
  let generation = 0;
  let writing = 0;
  for (const method of ['put', 'del', 'batch']) {
    const write = tableDb[method];
    tableDb[method] = function (...args) {
      const callback = typeof args.at(-1) === 'function' ? args.pop() : null;
      generation++;
      writing++;
      cache.clear();
      const done = () => {
        generation++;
        writing--;
        cache.clear();
      };
      if (callback) return write.call(this, ...args, (...result) => (done(), callback(...result)));
      const written = write.apply(this, args);
      if (written && typeof written.then === 'function') return written.finally(done);
      done();
      return written;
    };
  }
  const getTable = store.getTable;
  store.getTable = (name, checkStatus, cb) => {
    // getTable(name, cb) is the item actions' call (the status checked); the table actions pass a flag.
    if (typeof checkStatus !== 'function') return getTable(name, checkStatus, cb);
    const answer = checkStatus;
    const cached = cache.get(name);
    if (cached !== undefined) return nextTick(answer, null, cached);
    const before = generation;
    getTable(name, (err, table) => {
      if (!err && writing === 0 && generation === before && table.TableStatus === 'ACTIVE') cache.set(name, table);
      answer(err, table);
    });
  };
}
