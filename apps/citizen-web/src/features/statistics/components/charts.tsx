import { Box, Group, Stack, Text, Tooltip } from '@mantine/core';

const number = new Intl.NumberFormat('ru-RU');
export const fmt = (n: number) => number.format(n).replace(/\u00a0/g, ' ');

/** Horizontal bars, longest first: a readable chart for many categories with long names. */
export function BarList({ rows, testId }: { rows: { key: string | number; label: string; value: number }[]; testId?: string }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <Stack gap={6} data-testid={testId}>
      {rows.map((r) => (
        <Box key={r.key}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" lineClamp={1} title={r.label}>
              {r.label}
            </Text>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {fmt(r.value)}
            </Text>
          </Group>
          <Box h={8} bg="gray.1" style={{ borderRadius: 4, overflow: 'hidden' }}>
            <Box h={8} bg="blue.6" w={`${(r.value / max) * 100}%`} style={{ borderRadius: 4, transition: 'width 300ms ease' }} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** Columns per month, the video-conference share stacked on top (SVG, scales with its box). */
export function MonthChart({ rows, labels, testId }: { rows: { month: string; count: number; video: number }[]; labels: { inPerson: string; video: string }; testId?: string }) {
  const width = 720;
  const height = 240;
  const pad = { top: 12, right: 8, bottom: 28, left: 48 };
  const max = Math.max(1, ...rows.map((r) => r.count));
  const step = (width - pad.left - pad.right) / Math.max(1, rows.length);
  const bar = Math.max(4, step * 0.64);
  const y = (v: number) => pad.top + (height - pad.top - pad.bottom) * (1 - v / max);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(max * f));
  return (
    <Stack gap="xs">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-label={rows.map((r) => `${r.month}: ${fmt(r.count)} (${labels.inPerson} ${fmt(r.count - r.video)}, ${labels.video} ${fmt(r.video)})`).join('; ')}
        data-testid={testId}
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={pad.left} x2={width - pad.right} y1={y(t)} y2={y(t)} stroke="#e9ecef" />
            <text x={pad.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#868e96">
              {fmt(t)}
            </text>
          </g>
        ))}
        {rows.map((r, i) => {
          const x = pad.left + i * step + (step - bar) / 2;
          const inPerson = r.count - r.video;
          return (
            <Tooltip.Floating key={r.month} label={`${r.month}: ${fmt(r.count)} (${labels.inPerson} ${fmt(inPerson)}, ${labels.video} ${fmt(r.video)})`}>
              <g>
                <rect x={x} y={y(r.count)} width={bar} height={y(r.count - r.video) - y(r.count)} fill="#fab005" rx={2} />
                <rect x={x} y={y(inPerson)} width={bar} height={y(0) - y(inPerson)} fill="#1c7ed6" rx={2} />
                <text x={x + bar / 2} y={height - 10} textAnchor="middle" fontSize="10" fill="#495057">
                  {`${r.month.slice(5, 7)}.${r.month.slice(2, 4)}`}
                </text>
              </g>
            </Tooltip.Floating>
          );
        })}
      </svg>
      <Group gap="md">
        <Group gap={6}>
          <Box w={12} h={12} bg="#1c7ed6" style={{ borderRadius: 2 }} />
          <Text size="xs">{labels.inPerson}</Text>
        </Group>
        <Group gap={6}>
          <Box w={12} h={12} bg="#fab005" style={{ borderRadius: 2 }} />
          <Text size="xs">{labels.video}</Text>
        </Group>
      </Group>
    </Stack>
  );
}

/** A two-part ring: in person against video conference. */
export function Donut({ parts, testId }: { parts: { label: string; value: number; color: string }[]; testId?: string }) {
  const total = parts.reduce((s, p) => s + p.value, 0) || 1;
  const r = 52;
  const c = 2 * Math.PI * r;
  // Each arc starts where the ones before it end.
  const arcs = parts.map((p, i) => ({
    ...p,
    length: (p.value / total) * c,
    offset: parts.slice(0, i).reduce((s, q) => s + (q.value / total) * c, 0),
  }));
  return (
    <Group gap="lg" wrap="nowrap" data-testid={testId}>
      <svg viewBox="0 0 140 140" width={140} height={140} role="img" aria-label={parts.map((p) => `${p.label}: ${fmt(p.value)} (${Math.round((p.value / total) * 100)}%)`).join('; ')}>
        <circle cx="70" cy="70" r={r} fill="none" stroke="#f1f3f5" strokeWidth="22" />
        {arcs.map((a) => (
          <circle key={a.label} cx="70" cy="70" r={r} fill="none" stroke={a.color} strokeWidth="22" strokeDasharray={`${a.length} ${c - a.length}`} strokeDashoffset={-a.offset} transform="rotate(-90 70 70)" />
        ))}
      </svg>
      <Stack gap={6}>
        {parts.map((p) => (
          <Group key={p.label} gap={8} wrap="nowrap">
            <Box w={12} h={12} bg={p.color} style={{ borderRadius: 2 }} />
            <Text size="sm">
              {p.label}: <b>{fmt(p.value)}</b> ({Math.round((p.value / total) * 100)}%)
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
