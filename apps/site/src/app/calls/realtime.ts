// The realtime client behind a dynamic import: socket.io-client is a chunk only signed-in patients and
// doctors on their dashboard load.
export { createRealtimeClient } from '@aafiyat/api';
