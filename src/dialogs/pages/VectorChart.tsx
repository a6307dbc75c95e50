/** One series of the chart: its values in the order of the x labels, its colour and its name. */
export interface ChartSeries {
  name: string;
  color: string;
  values: readonly number[];
  /** Drawn dashed (a second series stays distinguishable without colour). */
  dashed?: boolean;
}

const WIDTH = 760;
const HEIGHT = 260;
const PAD = { left: 64, right: 16, top: 12, bottom: 36 };

/** A round step for about five grid lines up to `max`. */
function niceStep(max: number): number {
  if (max <= 0) return 1;
  const raw = max / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

/**
 * A line chart as plain SVG (no chart library): one polyline per series over the x labels, grid
 * lines with values, the first, middle and last label under the axis. `title` and `description`
 * name it for assistive technology; the table beside it carries the numbers.
 */
export function VectorChart({ labels, series, title, description, format }: {
  labels: readonly string[];
  series: readonly ChartSeries[];
  title: string;
  description: string;
  format: (value: number) => string;
}) {
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const step = niceStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (labels.length <= 1 ? plotW / 2 : (i * plotW) / (labels.length - 1));
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const ticks: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(v);
  const shown = labels.length > 2 ? [0, Math.floor((labels.length - 1) / 2), labels.length - 1] : labels.map((_, i) => i);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby="vector-chart-title vector-chart-desc" data-testid="vector-chart">
      <title id="vector-chart-title">{title}</title>
      <desc id="vector-chart-desc">{description}</desc>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} stroke="currentColor" strokeOpacity={0.15} />
          <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize={11} fill="currentColor">
            {format(v)}
          </text>
        </g>
      ))}
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="currentColor" strokeOpacity={0.5} />
      {shown.map((i) => (
        <text key={i} x={x(i)} y={HEIGHT - 12} textAnchor={i === 0 ? 'start' : i === labels.length - 1 ? 'end' : 'middle'} fontSize={11} fill="currentColor">
          {labels[i]}
        </text>
      ))}
      {series.map((s) => (
        <polyline
          key={s.name}
          fill="none"
          stroke={s.color}
          strokeWidth={2}
          strokeDasharray={s.dashed ? '6 4' : undefined}
          points={s.values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}
        >
          <title>{s.name}</title>
        </polyline>
      ))}
    </svg>
  );
}
