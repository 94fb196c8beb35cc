/**
 * The state of the live connection, announced politely when it changes. Empty in the server's page,
 * which is a snapshot and claims nothing; live-updates.client.ts fills it once the stream opens.
 */
export function LiveStatusLine() {
  return <p role="status" data-live-status="off" className="flex items-center gap-2 font-semibold" />;
}
