// A read-only SQLite connection on a worker thread (see sqlite-readers.ts). Plain JavaScript so it loads the
// same way under every runner (tsx, vitest, plain node). It answers one message at a time:
//   { id, sql, params, shape: 'columns' }  ->  { id, columns: Float64Array[] } (numbers, buffers transferred)
//   { id, sql, params, shape: 'rows' }     ->  { id, rows: unknown[][] } (any values, copied)
//   on failure                              ->  { id, error }
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statements = new Map();

function statement(sql) {
  let stmt = statements.get(sql);
  if (!stmt) {
    if (statements.size >= 200) statements.clear();
    stmt = db.prepare(sql).raw(true);
    statements.set(sql, stmt);
  }
  return stmt;
}

parentPort.on('message', ({ id, sql, params, shape }) => {
  try {
    const stmt = statement(sql);
    if (shape === 'rows') {
      parentPort.postMessage({ id, rows: stmt.all(...params) });
      return;
    }
    const width = stmt.columns().length;
    const rows = stmt.all(...params);
    const columns = Array.from({ length: width }, () => new Float64Array(rows.length));
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r];
      for (let c = 0; c < width; c++) columns[c][r] = Number(row[c]);
    }
    parentPort.postMessage({ id, columns }, columns.map((col) => col.buffer));
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
