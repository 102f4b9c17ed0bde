// Renders the Tokens docs page from the theme's own token objects, so the page cannot drift from the code.
import { contrastRatio, lightTokens, vars } from '@aafiyat/ui';
import type { CSSProperties } from 'react';

const cell: CSSProperties = { padding: '6px 12px', borderBottom: '1px solid #D5DEE3', textAlign: 'start' };

export function ColourTable() {
  return (
    <table style={{ borderCollapse: 'collapse', inlineSize: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>Swatch</th>
          <th style={cell}>Token</th>
          <th style={cell}>Value</th>
          <th style={cell}>Contrast on surface</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(lightTokens.color).map(([name, value]) => (
          <tr key={name}>
            <td style={cell}>
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  inlineSize: 48,
                  blockSize: 24,
                  background: value,
                  border: '1px solid #6F808E',
                }}
              />
            </td>
            <td style={cell}>
              <code>{name}</code>
            </td>
            <td style={cell}>
              <code>{value}</code>
            </td>
            <td style={cell}>
              {value.startsWith('#')
                ? `${contrastRatio(value, lightTokens.color.surface).toFixed(2)}:1`
                : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TypeScale() {
  return (
    <div>
      {Object.entries(lightTokens.fontSize).map(([name, value]) => (
        <p key={name} style={{ fontSize: value, lineHeight: lightTokens.lineHeight.tight, margin: '8px 0' }}>
          <code style={{ fontSize: '0.75rem' }}>
            {name} · {value}
          </code>{' '}
          Book an appointment with a doctor near you
        </p>
      ))}
      <p
        lang="ur"
        dir="rtl"
        style={{ fontFamily: lightTokens.font.urdu, fontSize: lightTokens.fontSize.large }}
      >
        اپنے قریب کسی ڈاکٹر سے ملاقات کا وقت لیں
      </p>
    </div>
  );
}

export function SpaceScale() {
  return (
    <div>
      {Object.entries(lightTokens.space).map(([name, value]) => (
        <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 12, margin: '4px 0' }}>
          <code style={{ inlineSize: 96 }}>{name}</code>
          <span
            aria-hidden="true"
            style={{
              display: 'inline-block',
              blockSize: 16,
              inlineSize: value,
              background: vars.color.brand,
            }}
          />
          <code>{value}</code>
        </div>
      ))}
    </div>
  );
}

export function MotionTable() {
  return (
    <ul>
      {Object.entries(lightTokens.motion).map(([name, value]) => (
        <li key={name}>
          <code>{name}</code>: <code>{value}</code>
        </li>
      ))}
      <li>
        Everything that moves stops under <code>prefers-reduced-motion: reduce</code>; the hero does not
        advance by itself then.
      </li>
    </ul>
  );
}
