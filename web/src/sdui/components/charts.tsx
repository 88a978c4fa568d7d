/**
 * Small SVG charts for the chart blocks of a dashboard (`charts` in a definition): bars
 * (grouped or stacked) and lines. Plain SVG with the theme's colours: no chart library is
 * installed, and these charts need no more than axes, bars, lines and a legend. Each chart is an image with a label; the
 * figures themselves are in the table beside it.
 */
import { Box, HStack, Text } from '@chakra-ui/react';

export interface Series {
  name: string;
  /** A Chakra colour token, e.g. 'teal.500'. */
  colour: string;
  values: ReadonlyArray<number | null>;
}

const WIDTH = 640;
const HEIGHT = 260;
const MARGIN = { top: 12, right: 12, bottom: 40, left: 56 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;

/** The CSS variable of a Chakra colour token, usable as an SVG fill. */
export const cssColour = (token: string) => `var(--chakra-colors-${token.replace('.', '-')})`;

/** A 'nice' upper bound and step for the value axis (1, 2 or 5 times a power of ten). */
export function niceScale(max: number, ticks = 4): { top: number; step: number } {
  if (!(max > 0)) return { top: ticks, step: 1 };
  const rough = max / ticks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  return { top: Math.ceil(max / step) * step, step };
}

/** A category label: its first line, and an optional second (e.g. the year under the month). */
export interface Category {
  label: string;
  sub?: string | undefined;
}

function Axes({ labels, top, step, format }: { labels: readonly Category[]; top: number; step: number; format: (value: number) => string }) {
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(value);
  const band = PLOT_WIDTH / Math.max(labels.length, 1);
  // At most about twelve month labels fit; show every n-th.
  const every = Math.ceil(labels.length / 12);
  return (
    <g fontSize="11" fill="currentColor">
      {ticks.map((value) => {
        const y = MARGIN.top + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
        return (
          <g key={value}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y} y2={y} stroke={cssColour('gray.200')} />
            <text x={MARGIN.left - 6} y={y + 4} textAnchor="end">
              {format(value)}
            </text>
          </g>
        );
      })}
      {labels.map((category, index) =>
        index % every === 0 ? (
          <text key={`${category.label}-${index}`} x={MARGIN.left + band * index + band / 2} y={HEIGHT - MARGIN.bottom + 14} textAnchor="middle">
            {category.label}
            {category.sub ? (
              <tspan x={MARGIN.left + band * index + band / 2} dy="13" fill={cssColour('gray.500')}>
                {category.sub}
              </tspan>
            ) : null}
          </text>
        ) : null,
      )}
    </g>
  );
}

function Legend({ series }: { series: readonly Series[] }) {
  return (
    <HStack gap="4" wrap="wrap" mt="2" aria-hidden="true">
      {series.map((entry) => (
        <HStack key={entry.name} gap="1.5">
          <Box w="3" h="3" rounded="sm" bg={entry.colour} />
          <Text fontSize="sm">{entry.name}</Text>
        </HStack>
      ))}
    </HStack>
  );
}

export interface BarChartProps {
  label: string;
  categories: readonly Category[];
  series: readonly Series[];
  /** Stacked bars (a part of a whole); otherwise bars side by side. */
  stacked?: boolean;
  format?: (value: number) => string;
}

export function BarChart({ label, categories, series, stacked = false, format = String }: BarChartProps) {
  const totals = categories.map((_, index) => series.map((entry) => entry.values[index] ?? 0));
  const max = Math.max(0, ...totals.map((values) => (stacked ? values.reduce((a, b) => a + b, 0) : Math.max(0, ...values))));
  const { top, step } = niceScale(max);
  const band = PLOT_WIDTH / Math.max(categories.length, 1);
  const inner = band * 0.7;
  const y = (value: number) => (value / top) * PLOT_HEIGHT;
  return (
    <Box>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={label} data-chart="bar">
        <title>{label}</title>
        <Axes labels={categories} top={top} step={step} format={format} />
        {categories.map((category, index) => {
          const x0 = MARGIN.left + band * index + (band - inner) / 2;
          let stackedHeight = 0;
          return (
            <g key={`${category.label}-${index}`}>
              {series.map((entry, seriesIndex) => {
                const value = entry.values[index] ?? 0;
                const height = y(value);
                const width = stacked ? inner : inner / series.length;
                const x = stacked ? x0 : x0 + width * seriesIndex;
                const top = MARGIN.top + PLOT_HEIGHT - height - (stacked ? stackedHeight : 0);
                if (stacked) stackedHeight += height;
                return value > 0 ? (
                  <rect key={entry.name} x={x} y={top} width={Math.max(width - 1, 1)} height={height} fill={cssColour(entry.colour)} rx="1" />
                ) : null;
              })}
            </g>
          );
        })}
      </svg>
      <Legend series={series} />
    </Box>
  );
}

export interface LineChartProps {
  label: string;
  categories: readonly Category[];
  series: readonly Series[];
  format?: (value: number) => string;
}

/** Lines over the categories; a category without a value leaves a gap. */
export function LineChart({ label, categories, series, format = String }: LineChartProps) {
  const { top, step } = niceScale(Math.max(0, ...series.flatMap((entry) => entry.values.map((value) => value ?? 0))));
  const band = PLOT_WIDTH / Math.max(categories.length, 1);
  const point = (value: number, index: number) => [MARGIN.left + band * index + band / 2, MARGIN.top + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT] as const;
  const segmentsOf = (values: Series['values']) => {
    const segments: string[] = [];
    let current = '';
    values.forEach((value, index) => {
      if (value === null) {
        if (current) segments.push(current);
        current = '';
        return;
      }
      const [x, y] = point(value, index);
      current += `${current ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`;
    });
    if (current) segments.push(current);
    return segments;
  };
  return (
    <Box>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={label} data-chart="line">
        <title>{label}</title>
        <Axes labels={categories} top={top} step={step} format={format} />
        {series.map((entry) => (
          <g key={entry.name}>
            {segmentsOf(entry.values).map((path) => (
              <path key={path} d={path} fill="none" stroke={cssColour(entry.colour)} strokeWidth="2.5" />
            ))}
            {entry.values.map((value, index) => {
              if (value === null) return null;
              const [x, y] = point(value, index);
              return <circle key={index} cx={x} cy={y} r="3.5" fill={cssColour(entry.colour)} />;
            })}
          </g>
        ))}
      </svg>
      <Legend series={series} />
    </Box>
  );
}
