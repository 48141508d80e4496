import fs from 'node:fs';

/**
 * The renderer's browser as an operating-system process group, read from /proc (Linux): its id comes from the
 * launcher (chromium-launcher.sh), it is measured by the resident memory of its group and killed as a group.
 * Chromium's zygote and renderer processes stay in the browser's group.
 */

interface Proc {
  pid: number;
  pgrp: number;
}

function readProc(pid: number): Proc | null {
  try {
    // Fields after the command name (which may hold spaces), closed by the last ')'.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { pid, pgrp: Number(rest[2]) };
  } catch {
    return null; // gone meanwhile
  }
}

function allProcs(): Proc[] {
  let names: string[];
  try {
    names = fs.readdirSync('/proc');
  } catch {
    return [];
  }
  return names.flatMap((n) => (/^\d+$/.test(n) ? [readProc(Number(n))].filter((p): p is Proc => p !== null) : []));
}

/**
 * Memory of every process in group `pgid`, in bytes: the proportional set size (smaps_rollup Pss), which shares
 * each shared page among the processes mapping it. Resident sizes would count Chromium's shared memory once per
 * process (a fresh browser read as about 570 MB that way).
 */
export function groupMemoryBytes(pgid: number): number {
  let kb = 0;
  for (const p of allProcs()) {
    if (p.pgrp !== pgid) continue;
    try {
      const m = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${p.pid}/smaps_rollup`, 'utf8'));
      kb += m ? Number(m[1]) : 0;
    } catch {
      // exited meanwhile
    }
  }
  return kb * 1024;
}

/** The user id a process runs as (tests and the log check that the browser is not root). */
export function uidOf(pid: number): number | null {
  try {
    const m = /^Uid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/** SIGKILL to the whole group; a group already gone is fine. */
export function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // already gone
  }
}
