// Written by `npm run messages` from ../../messages/en/Calls.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Calls.ended.hungUp': ['Your call with ', ['doctor'], ' has ended.'],
  'Calls.ended.peerLeft': [['doctor'], ' ended the call.'],
  'Calls.ended.failed': ['The call with ', ['doctor'], ' was lost. The doctor can call you again.'],
  'Calls.refused.notRinging': 'This call is no longer ringing.',
  'Calls.refused.notInCall': 'You are not in this call.',
  'Calls.refused.connectionDropped': 'The connection dropped. Please try again.',
  'Calls.refused.other': 'The call could not be answered. Please try again.',
  'Calls.loading.title': ['Video call with ', ['peer']],
  'Calls.loading.label': 'Opening the video call',
  'Calls.media.notFound': 'No camera or microphone was found on this device.',
  'Calls.media.inUse': 'Your camera or microphone is in use by another app. Close it and try again.',
  'Calls.media.insecure': 'This browser cannot use a camera here (the site needs HTTPS).',
  'Calls.media.lost': 'The connection was lost.',
  'Calls.media.neverConnected': 'The call could not connect. Check your internet connection and try again.',
};
