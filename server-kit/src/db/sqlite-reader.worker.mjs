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

function statement(sql, mode) {
  const key = `${mode}\n${sql}`;
  let stmt = statements.get(key);
  if (!stmt) {
    if (statements.size >= 200) statements.clear();
    stmt = db.prepare(sql);
    if (mode === 'pluck') stmt.pluck(true);
    else stmt.raw(true);
    statements.set(key, stmt);
  }
  return stmt;
}

/**
 * Numeric columns without an array per row: one column is plucked (an array of numbers), several are
 * streamed into growing typed arrays. `all()` built 58k row arrays that a scavenge then had to copy while they
 * were still alive (15-20 ms pauses of this thread, which the main thread waited out).
 */
function numericColumns(sql, params) {
  const width = statement(sql, 'raw').columns().length;
  if (width === 1) return [Float64Array.from(statement(sql, 'pluck').all(...params))];
  let size = 1024;
  let columns = Array.from({ length: width }, () => new Float64Array(size));
  let n = 0;
  for (const row of statement(sql, 'raw').iterate(...params)) {
    if (n === size) {
      size *= 2;
      columns = columns.map((col) => {
        const grown = new Float64Array(size);
        grown.set(col);
        return grown;
      });
    }
    for (let c = 0; c < width; c++) columns[c][n] = Number(row[c]);
    n++;
  }
  return columns.map((col) => col.slice(0, n));
}

parentPort.on('message', ({ id, sql, params, shape }) => {
  try {
    if (shape === 'rows') {
      parentPort.postMessage({ id, rows: statement(sql, 'raw').all(...params) });
      return;
    }
    const columns = numericColumns(sql, params);
    parentPort.postMessage(
      { id, columns },
      columns.map((col) => col.buffer),
    );
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
