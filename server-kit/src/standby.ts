/**
 * The child's half of the warm-standby protocol of `npm start`'s supervisor (scripts/supervisor.ts), used by both
 * the API and the gateway.
 * Started with SUPERVISOR_STANDBY=1 and an IPC channel, the process has its code loaded, which is most of a cold
 * start, says 'standby' and waits until the supervisor sends 'promote' because the running instance died.
 * Otherwise this returns at once.
 */
export function standByIfAsked(): Promise<void> {
  if (process.env.SUPERVISOR_STANDBY !== '1' || !process.send) return Promise.resolve();
  return new Promise((resolve) => {
    const quit = () => process.exit(0);
    process.once('SIGTERM', quit);
    process.once('SIGINT', quit);
    // The supervisor went away: a standby has nothing to take over.
    process.once('disconnect', quit);
    const onMessage = (m: unknown) => {
      if (m !== 'promote') return;
      process.off('SIGTERM', quit);
      process.off('SIGINT', quit);
      process.off('disconnect', quit);
      process.off('message', onMessage);
      process.channel?.unref();
      resolve();
    };
    process.on('message', onMessage);
    process.send?.('standby');
  });
}
