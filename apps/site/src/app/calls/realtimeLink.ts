// The one link between the shell (in every page's first load) and the patient's realtime connection (its own
// chunk, loaded only for a signed-in patient): sign-out disconnects the socket through here.

let disconnectCurrent: (() => void) | null = null;

/** Records how to disconnect the open realtime connection (the patient's call listener does, when it connects). */
export function registerRealtimeDisconnect(disconnect: () => void): () => void {
  disconnectCurrent = disconnect;
  return () => {
    if (disconnectCurrent === disconnect) disconnectCurrent = null;
  };
}

/** Disconnects the realtime socket, if one is open (sign-out does this first, as the spec says). */
export function disconnectRealtime(): void {
  const disconnect = disconnectCurrent;
  disconnectCurrent = null;
  disconnect?.();
}
