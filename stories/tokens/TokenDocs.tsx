import {
  colors,
  contrastPairs,
  contrastRatio,
  fontSizes,
  fontWeights,
  lineHeights,
  palette,
  radii,
  shadows,
  space,
} from '@company/ui/theme';
import type { CSSProperties, ReactNode } from 'react';

const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: '14px' };
const cell: CSSProperties = {
  padding: '8px 12px',
  borderBottom: '1px solid #e2e8f0',
  textAlign: 'left',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: '13px' };

function Table({ headers, children }: { headers: string[]; children: ReactNode }) {
  return (
    <table style={table}>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" style={cell}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

/** Every semantic colour, its CSS variable and its value. */
export function ColorSwatches() {
  return (
    <Table headers={['Swatch', 'Token', 'CSS variable', 'Value']}>
      {Object.entries(colors).map(([name, value]) => (
        <tr key={name}>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                width: 48,
                height: 32,
                borderRadius: 6,
                background: value,
                border: '1px solid #cbd5e1',
              }}
            />
          </td>
          <td style={{ ...cell, ...code }}>{name}</td>
          <td style={{ ...cell, ...code }}>{`--cui-color-${kebab(name)}`}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The raw palette the semantic colours are drawn from. */
export function Palette() {
  const scales = Object.entries(palette).flatMap(([scale, steps]) =>
    typeof steps === 'object' ? [[scale, steps as Record<string, string>] as const] : [],
  );
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {scales.map(([scale, steps]) => (
        <div key={scale} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <span style={{ ...code, width: 72 }}>{scale}</span>
          {Object.entries(steps).map(([step, value]) => (
            <span key={step} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 12 }}>
              <span
                aria-hidden="true"
                style={{ width: 56, height: 36, borderRadius: 6, background: value, border: '1px solid #cbd5e1' }}
              />
              <span style={code}>{step}</span>
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}

/** Text and UI pairs the components render, with their measured WCAG contrast. */
export function ContrastTable() {
  return (
    <Table headers={['Sample', 'Usage', 'Foreground / background', 'Ratio', 'Required', 'Result']}>
      {contrastPairs.map(({ foreground, background, minimum, usage }) => {
        const fg = colors[foreground];
        const bg = colors[background];
        const ratio = isHex(fg) && isHex(bg) ? contrastRatio(fg, bg) : Number.NaN;
        const passes = ratio >= minimum;
        return (
          <tr key={`${foreground}-${background}`}>
            <td style={cell}>
              <span
                style={{
                  display: 'inline-block',
                  padding: '4px 10px',
                  borderRadius: 6,
                  background: bg,
                  color: fg,
                  border: '1px solid #cbd5e1',
                  fontWeight: 600,
                }}
              >
                Aa Échantillon
              </span>
            </td>
            <td style={cell}>{usage}</td>
            <td style={{ ...cell, ...code }}>
              {foreground} / {background}
            </td>
            <td style={{ ...cell, ...code }}>{ratio.toFixed(2)}:1</td>
            <td style={{ ...cell, ...code }}>{minimum}:1</td>
            <td style={cell}>{passes ? 'AA ✓' : 'Échec ✗'}</td>
          </tr>
        );
      })}
    </Table>
  );
}

export function TypeScale() {
  return (
    <Table headers={['Token', 'Size', 'Sample']}>
      {Object.entries(fontSizes).map(([name, size]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>{name}</td>
          <td style={{ ...cell, ...code }}>{size}</td>
          <td style={{ ...cell, fontSize: size, lineHeight: lineHeights.snug }}>Externalisation à Toamasina</td>
        </tr>
      ))}
    </Table>
  );
}

export function FontWeights() {
  return (
    <Table headers={['Token', 'Weight', 'Sample']}>
      {Object.entries(fontWeights).map(([name, weight]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>{name}</td>
          <td style={{ ...cell, ...code }}>{weight}</td>
          <td style={{ ...cell, fontWeight: Number(weight), fontSize: 18 }}>Qualité, réactivité, proximité</td>
        </tr>
      ))}
    </Table>
  );
}

export function SpacingScale() {
  return (
    <Table headers={['Token', 'Value', 'Scale']}>
      {Object.entries(space).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>{name}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{ display: 'block', height: 12, width: value, background: colors.primary, borderRadius: 2 }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function Radii() {
  return (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      {Object.entries(radii).map(([name, value]) => (
        <div key={name} style={{ display: 'grid', gap: 6, justifyItems: 'center', fontSize: 13 }}>
          <span
            aria-hidden="true"
            style={{
              width: 72,
              height: 72,
              borderRadius: value,
              background: colors.primarySubtle,
              border: `2px solid ${colors.primary}`,
            }}
          />
          <span style={code}>
            {name} · {value}
          </span>
        </div>
      ))}
    </div>
  );
}

export function Shadows() {
  return (
    <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap', padding: 16 }}>
      {Object.entries(shadows).map(([name, value]) => (
        <div key={name} style={{ display: 'grid', gap: 8, justifyItems: 'center', fontSize: 13 }}>
          <span
            aria-hidden="true"
            style={{ width: 120, height: 80, borderRadius: 12, background: '#fff', boxShadow: value }}
          />
          <span style={code}>{name}</span>
        </div>
      ))}
    </div>
  );
}
