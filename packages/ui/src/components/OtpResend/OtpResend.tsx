import { useEffect, useState } from 'react';
import { useMessages } from '../../i18n/I18nContext';
import { RichMessage } from '../../i18n/RichMessage';
import { Button } from '../../primitives/Button';
import { dataAttributes } from '../../primitives/Button/Button';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { root } from './OtpResend.css';

/** `0:45` for 45 seconds, `1:00` for 60: how long until a new code may be asked for. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(whole / 60))}:${String(whole % 60).padStart(2, '0')}`;
}

export interface OtpResendProps {
  /** Seconds to wait before a new code may be asked for, counted from when this value (or `sentAt`) changes. */
  resendAfterSeconds: number;
  /** When the current code was sent (any value that changes with each send restarts the countdown). */
  sentAt: number;
  /** Asks for a new code. Resolve when it is sent (the caller then gives a new `sentAt`); reject to show why not. */
  onResend: () => Promise<unknown>;
  /** The countdown and button cannot be used (while the code is being checked). */
  disabled?: boolean;
  /** Test and analytics hooks, rendered as `data-*` attributes on the root. */
  data?: Record<string, string>;
}

/**
 * "You can ask for a new code in 0:42", then a button that sends one. The countdown is a `timer` (read when a
 * person reaches it, never announced every second); when it ends the button appears and says so once.
 */
export function OtpResend({ resendAfterSeconds, sentAt, onResend, disabled = false, data }: OtpResendProps) {
  const t = useMessages();
  const [left, setLeft] = useState(resendAfterSeconds);
  const [countedFrom, setCountedFrom] = useState({ sentAt, resendAfterSeconds });
  const [sending, setSending] = useState(false);

  // A new code restarts the countdown (state adjusted during render, as React recommends over an effect).
  if (countedFrom.sentAt !== sentAt || countedFrom.resendAfterSeconds !== resendAfterSeconds) {
    setCountedFrom({ sentAt, resendAfterSeconds });
    setLeft(resendAfterSeconds);
  }

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => {
      setLeft((seconds) => seconds - 1);
    }, 1000);
    return () => {
      clearTimeout(timer);
    };
  }, [left]);

  const resend = async () => {
    if (sending) return;
    setSending(true);
    try {
      await onResend();
    } catch {
      // The caller shows why the code could not be sent; the button stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={root} data-state={left > 0 ? 'waiting' : 'ready'} {...dataAttributes(data)}>
      {left > 0 ? (
        <Text size="small" tone="muted">
          <RichMessage
            id="OtpResend.wait"
            values={{
              time: (
                <span role="timer" aria-label={t('OtpResend.seconds', { seconds: left })}>
                  {formatCountdown(left)}
                </span>
              ),
            }}
          />
        </Text>
      ) : (
        <Button
          variant="outline"
          size="small"
          pending={sending}
          disabled={disabled}
          onClick={() => void resend()}
        >
          {t('OtpResend.button')}
        </Button>
      )}
      <div role="status">
        <VisuallyHidden>{left > 0 ? '' : t('OtpResend.ready')}</VisuallyHidden>
      </div>
    </div>
  );
}
