import { Bar, BarChart, CartesianGrid, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';

/** Hatch patterns so bars differ without colour; each bar also carries its value as a label. */
const PATTERNS = [
  { id: 'solid', path: null },
  { id: 'diagonal', path: 'M0,8 L8,0' },
  { id: 'dots', path: 'M3,3 h2 v2 h-2 z' },
  { id: 'cross', path: 'M0,4 H8 M4,0 V8' },
] as const;

export interface BarDatum {
  label: string;
  value: number;
}

export function PatternBarChart({
  data,
  max,
  unit = '',
  height = 220,
}: {
  data: BarDatum[];
  max?: number;
  unit?: string;
  height?: number;
}) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} margin={{ top: 20, right: 8, bottom: 8, left: 0 }}>
        <defs>
          {PATTERNS.map((p) => (
            <pattern key={p.id} id={`report-pattern-${p.id}`} width="8" height="8" patternUnits="userSpaceOnUse">
              <rect width="8" height="8" fill="var(--report-bar, #2f5f8f)" />
              {p.path ? <path d={p.path} stroke="#fff" strokeWidth="1.5" /> : null}
            </pattern>
          ))}
        </defs>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" interval={0} tick={{ fontSize: 12 }} />
        <YAxis domain={[0, max ?? 'auto']} allowDecimals={false} width={36} />
        <Bar dataKey="value" isAnimationActive={false} stroke="#1b3a57">
          {data.map((d, i) => (
            <Cell key={d.label} fill={`url(#report-pattern-${PATTERNS[i % PATTERNS.length]!.id})`} />
          ))}
          <LabelList dataKey="value" position="top" formatter={(v: unknown) => `${String(v)}${unit}`} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
