import type { Meta, StoryObj } from '@storybook/react';
import { theme } from '@ciao/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme: t }) => t.space[4]};
  max-width: 960px;
`;

const Heading = styled.h2`
  font-size: ${({ theme: t }) => t.fontSizes.xl};
`;

const Note = styled.p`
  color: ${({ theme: t }) => t.colors.textMuted};
  font-size: ${({ theme: t }) => t.fontSizes.sm};
`;

const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme: t }) => t.space[3]};
`;

const Swatch = styled.figure`
  margin: 0;
  overflow: hidden;
  border: 1px solid ${({ theme: t }) => t.colors.border};
  border-radius: ${({ theme: t }) => t.radii.md};
  background: ${({ theme: t }) => t.colors.surface};
`;

const Chip = styled.div`
  height: 56px;
  border-bottom: 1px solid ${({ theme: t }) => t.colors.border};
`;

const Caption = styled.figcaption`
  padding: ${({ theme: t }) => `${t.space[2]} ${t.space[3]}`};
  font-size: ${({ theme: t }) => t.fontSizes.sm};

  code {
    display: block;
    color: ${({ theme: t }) => t.colors.textMuted};
    font-family: ${({ theme: t }) => t.fonts.mono};
    font-size: ${({ theme: t }) => t.fontSizes.xs};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme: t }) => t.fontSizes.sm};

  th,
  td {
    padding: ${({ theme: t }) => `${t.space[2]} ${t.space[3]}`};
    border-bottom: 1px solid ${({ theme: t }) => t.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  th {
    color: ${({ theme: t }) => t.colors.textMuted};
    font-weight: ${({ theme: t }) => t.fontWeights.semibold};
  }
  code {
    font-family: ${({ theme: t }) => t.fonts.mono};
  }
`;

const colorGroups: { title: string; names: (keyof typeof theme.colors)[] }[] = [
  {
    title: 'Brand',
    names: [
      'primary',
      'primaryHover',
      'primaryActive',
      'primarySubtle',
      'onPrimary',
      'accent',
      'accentHover',
      'accentSubtle',
      'onAccent',
    ],
  },
  {
    title: 'Status',
    names: [
      'success',
      'successSubtle',
      'successBorder',
      'warning',
      'warningSubtle',
      'warningBorder',
      'danger',
      'dangerHover',
      'dangerSubtle',
      'dangerBorder',
      'info',
      'infoSubtle',
      'infoBorder',
    ],
  },
  {
    title: 'Surfaces and text',
    names: [
      'background',
      'surface',
      'surfaceMuted',
      'surfaceHover',
      'text',
      'textMuted',
      'border',
      'borderStrong',
      'focusRing',
      'overlay',
    ],
  },
];

function Tokens({ title, note, children }: { title: string; note?: ReactNode; children: ReactNode }) {
  return (
    <Section>
      <Heading>{title}</Heading>
      {note ? <Note>{note}</Note> : null}
      {children}
    </Section>
  );
}

const meta = {
  title: 'Foundations/Design tokens',
  parameters: { layout: 'padded', controls: { disable: true } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: () => (
    <Tokens
      title="Colours"
      note="theme.colors - every text pairing meets WCAG AA (checked by packages/ui/src/__tests__/theme.test.ts)."
    >
      {colorGroups.map((group) => (
        <div key={group.title}>
          <h3 style={{ fontSize: theme.fontSizes.md, marginBottom: theme.space[2] }}>{group.title}</h3>
          <Swatches>
            {group.names.map((name) => (
              <Swatch key={name}>
                <Chip style={{ background: theme.colors[name] }} />
                <Caption>
                  {name}
                  <code>{theme.colors[name]}</code>
                </Caption>
              </Swatch>
            ))}
          </Swatches>
        </div>
      ))}
    </Tokens>
  ),
};

export const Typography: Story = {
  render: () => (
    <Tokens
      title="Type scale"
      note={`theme.fontSizes - system font stack: ${theme.fonts.body.split(',').slice(0, 3).join(',')}...`}
    >
      <Table>
        <thead>
          <tr>
            <th>Token</th>
            <th>Size</th>
            <th>Sample</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(theme.fontSizes).map(([name, size]) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>
                <code>{size}</code>
              </td>
              <td style={{ fontSize: size, lineHeight: theme.lineHeights.tight }}>Total Credits 1,204 $CIAO</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Table>
        <thead>
          <tr>
            <th>Weight</th>
            <th>Value</th>
            <th>Sample</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(theme.fontWeights).map(([name, weight]) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>
                <code>{weight}</code>
              </td>
              <td style={{ fontWeight: weight }}>Start 9h Credit Mining</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Tokens>
  ),
};

export const Spacing: Story = {
  render: () => (
    <Tokens title="Spacing" note="theme.space - a 4 px grid; space[4] is 1rem (16 px).">
      <Table>
        <thead>
          <tr>
            <th>Token</th>
            <th>Value</th>
            <th>Preview</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(theme.space).map(([name, value]) => (
            <tr key={name}>
              <td>
                <code>space[{name}]</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
              <td>
                <div style={{ width: value, height: 16, background: theme.colors.primary, borderRadius: 2 }} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Tokens>
  ),
};

export const RadiiAndShadows: Story = {
  render: () => (
    <Tokens title="Radii and shadows" note="theme.radii and theme.shadows">
      <Swatches>
        {Object.entries(theme.radii).map(([name, radius]) => (
          <Swatch key={name}>
            <Chip
              style={{
                margin: 12,
                height: 48,
                background: theme.colors.primarySubtle,
                border: `2px solid ${theme.colors.primary}`,
                borderRadius: radius,
              }}
            />
            <Caption>
              radii.{name}
              <code>{radius}</code>
            </Caption>
          </Swatch>
        ))}
      </Swatches>
      <Swatches>
        {Object.entries(theme.shadows).map(([name, shadow]) => (
          <Swatch key={name} style={{ overflow: 'visible', padding: 16 }}>
            <div
              style={{ height: 48, borderRadius: theme.radii.md, background: theme.colors.surface, boxShadow: shadow }}
            />
            <Caption>shadows.{name}</Caption>
          </Swatch>
        ))}
      </Swatches>
    </Tokens>
  ),
};

export const LayoutTokens: Story = {
  name: 'Breakpoints, sizes and layers',
  render: () => (
    <Tokens
      title="Breakpoints, sizes and layers"
      note="Mobile first: styles start at 320 px and widen with theme.media.*"
    >
      <Table>
        <thead>
          <tr>
            <th>Token</th>
            <th>Value</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(theme.breakpoints).map(([name, value]) => (
            <tr key={`bp-${name}`}>
              <td>
                <code>breakpoints.{name}</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
            </tr>
          ))}
          {Object.entries(theme.sizes).map(([name, value]) => (
            <tr key={`size-${name}`}>
              <td>
                <code>sizes.{name}</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
            </tr>
          ))}
          {Object.entries(theme.zIndices).map(([name, value]) => (
            <tr key={`z-${name}`}>
              <td>
                <code>zIndices.{name}</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Tokens>
  ),
};
