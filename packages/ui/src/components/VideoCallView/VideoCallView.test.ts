import { describe, expect, it } from 'vitest';
import { builtInCatalogs } from '../../i18n/builtIn';
import { createTranslator } from '../../i18n/translator';
import { videoCallStatuses, videoCallStatusText } from './VideoCallViewStatus';

const english = createTranslator('en', builtInCatalogs.en);
const urdu = createTranslator('ur', builtInCatalogs.ur);
import { formatCallDuration, msUntilNextSecond } from './VideoCallViewDuration';
import { hasLiveVideo, isShowingVideo, type VideoTrackState } from './VideoCallViewMedia';

describe('formatCallDuration', () => {
  it.each([
    [0, '00:00'],
    [999, '00:00'],
    [1_000, '00:01'],
    [65_000, '01:05'],
    [599_999, '09:59'],
    [3_599_999, '59:59'],
    [3_600_000, '1:00:00'],
    [3_661_000, '1:01:01'],
    [36_000_000 + 59_000, '10:00:59'],
  ])('%i ms reads %s', (durationMs, clock) => {
    expect(formatCallDuration(durationMs)).toBe(clock);
  });

  it('reads 00:00 for a start a little ahead of this clock, or for no number at all', () => {
    expect(formatCallDuration(-1_500)).toBe('00:00');
    expect(formatCallDuration(Number.NaN)).toBe('00:00');
    expect(formatCallDuration(Number.POSITIVE_INFINITY)).toBe('00:00');
  });
});

describe('msUntilNextSecond', () => {
  it('wakes at the next whole second of the call, never at once', () => {
    expect(msUntilNextSecond(0)).toBe(1000);
    expect(msUntilNextSecond(65_000)).toBe(1000);
    expect(msUntilNextSecond(65_001)).toBe(999);
    expect(msUntilNextSecond(65_999)).toBe(1);
  });

  it('counts toward zero when the call has not started by this clock', () => {
    expect(msUntilNextSecond(-300)).toBe(300);
    expect(msUntilNextSecond(-1_000)).toBe(1000);
  });
});

const track = (state: Partial<VideoTrackState> = {}): VideoTrackState => ({
  readyState: 'live',
  enabled: true,
  muted: false,
  ...state,
});

describe('hasLiveVideo', () => {
  it('needs a live, enabled, unmuted video track', () => {
    expect(isShowingVideo(track())).toBe(true);
    expect(isShowingVideo(track({ readyState: 'ended' }))).toBe(false);
    expect(isShowingVideo(track({ enabled: false }))).toBe(false);
    // A remote track is muted while no frames arrive: showing it would show a black box.
    expect(isShowingVideo(track({ muted: true }))).toBe(false);
  });

  it('looks at every video track of the stream', () => {
    const stream = (...tracks: VideoTrackState[]) => ({
      getVideoTracks: () => tracks as MediaStreamTrack[],
    });
    expect(hasLiveVideo(null)).toBe(false);
    expect(hasLiveVideo(stream())).toBe(false);
    expect(hasLiveVideo(stream(track({ muted: true })))).toBe(false);
    expect(hasLiveVideo(stream(track({ muted: true }), track()))).toBe(true);
  });
});

describe('videoCallStatusText', () => {
  const peerName = 'Dr. Sadia Karim';

  it('says each status in the words the spec gives', () => {
    const said = Object.fromEntries(
      videoCallStatuses.map((status) => [status, videoCallStatusText(english, { status, peerName })]),
    );
    expect(said).toEqual({
      connecting: 'Connecting to Dr. Sadia Karim…',
      connected: 'Connected',
      reconnecting: 'Reconnecting…',
      'peer-left': 'Dr. Sadia Karim left the call.',
      'permission-denied': 'Camera or microphone blocked.',
      failed: 'The call could not connect.',
    });
  });

  it('says each status in Urdu on an Urdu page', () => {
    expect(videoCallStatusText(urdu, { status: 'connecting', peerName })).toBe(
      'Dr. Sadia Karim سے رابطہ ہو رہا ہے…',
    );
    expect(videoCallStatusText(urdu, { status: 'reconnecting', peerName })).toBe('دوبارہ رابطہ ہو رہا ہے…');
  });

  it('takes the site’s words for a failure, and only there', () => {
    const message = 'The connection was lost.';
    expect(videoCallStatusText(english, { status: 'failed', peerName, message })).toBe(message);
    expect(videoCallStatusText(english, { status: 'connecting', peerName, message })).toBe(
      'Connecting to Dr. Sadia Karim…',
    );
  });
});
