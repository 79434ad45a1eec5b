/**
 * The reports' charts, drawn on the server as SVG markup (docs/decisions/0033): the page receives them as strings,
 * so no chart code is sent to the browser. Each is an image with a short label; its numbers are in the table that
 * goes with it. Colours are the site's; sizes scale with the page (viewBox, width 100%), and fit a phone's card.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { dfwMap } from "../../../content/generated/dfw-map";
import { AMBER, CountyLayer, halo, NAVY, textProps } from "../../map/map-frame";

export type Bar = { label: string; value: number; valueLabel: string };

/**
 * The charts are drawn narrow (a phone's card, 326 px of 390) and scale up to `max-w-sm` on a wider screen: their
 * text stays about 13 to 15 px, nothing scrolls sideways and no label is cut (issue 44).
 */
const CHART_CLASS = "block w-full max-w-sm";
const INK = "#0f2d52";

/** Horizontal bars, longest first as given: each label whole on its own line, its bar and value under it. */
export function barChartSvg(bars: readonly Bar[], title: string): string {
  const row = 46;
  const width = 360;
  const valueWidth = 112;
  const max = Math.max(1, ...bars.map((b) => b.value));
  const height = Math.max(row, bars.length * row);
  return renderToStaticMarkup(
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="img" aria-label={title} className={CHART_CLASS}>
      {bars.map((b, i) => {
        const length = Math.max(b.value > 0 ? 2 : 0, ((width - valueWidth) * b.value) / max);
        const y = i * row;
        return (
          <g key={b.label}>
            <text x={0} y={y + 15} fontSize="14" fontWeight={600} fill={INK}>
              {b.label}
            </text>
            <rect x={0} y={y + 22} width={length} height={16} rx="3" fill="#f59e0b" />
            <text x={length + 6} y={y + 35} fontSize="14" fill={INK}>
              {b.valueLabel}
            </text>
          </g>
        );
      })}
    </svg>,
  );
}

export type HeatCell = { row: string; column: string; share: number | null; label: string };

/**
 * A grid of cells shaded by how full each was (null: nothing offered), with the share written in. The column labels
 * are short ("7am", "1pm"): give them so.
 */
export function heatMapSvg(
  rows: readonly string[],
  columns: readonly string[],
  cells: readonly HeatCell[],
  title: string,
) {
  const cellW = 48;
  const cellH = 34;
  const left = 40;
  const top = 24;
  const at = new Map(cells.map((c) => [`${c.row}|${c.column}`, c]));
  const width = left + columns.length * cellW;
  const height = top + rows.length * cellH;
  return renderToStaticMarkup(
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="img" aria-label={title} className={CHART_CLASS}>
      {columns.map((c, j) => (
        <text key={c} x={left + j * cellW + cellW / 2} y={16} textAnchor="middle" fontSize="13" fill={INK}>
          {c}
        </text>
      ))}
      {rows.map((r, i) => (
        <g key={r}>
          <text x={left - 6} y={top + i * cellH + 22} textAnchor="end" fontSize="13" fill={INK}>
            {r}
          </text>
          {columns.map((c, j) => {
            const cell = at.get(`${r}|${c}`);
            const share = cell?.share ?? null;
            const fill =
              share === null ? "#e2e8f0" : `rgba(245, 158, 11, ${Math.min(1, 0.12 + share * 0.88).toFixed(2)})`;
            return (
              <g key={c}>
                <rect
                  x={left + j * cellW + 2}
                  y={top + i * cellH + 2}
                  width={cellW - 4}
                  height={cellH - 4}
                  rx="4"
                  fill={fill}
                />
                <text
                  x={left + j * cellW + cellW / 2}
                  y={top + i * cellH + 22}
                  textAnchor="middle"
                  fontSize="13"
                  fill={INK}
                >
                  {cell?.label ?? ""}
                </text>
              </g>
            );
          })}
        </g>
      ))}
    </svg>,
  );
}

/** "7am", "1pm", "1:30pm": a window's start as a chart's short column label. */
export function shortClock(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}${m ? `:${String(m).padStart(2, "0")}` : ""}${h < 12 ? "am" : "pm"}`;
}

export type CityValue = { slug: string; name: string; value: number };

/**
 * The built-in service-area map (the county outlines and city positions of app/components/map) with one circle per
 * city whose AREA is its value (revenue), the largest `MAX_RADIUS`; the cities with the five largest values are named.
 */
export function cityMapSvg(cities: readonly CityValue[], title: string): string {
  const MAX_RADIUS = dfwMap.width / 14;
  const max = Math.max(1, ...cities.map((c) => c.value));
  const placed = cities
    .filter((c) => c.value > 0 && dfwMap.cities[c.slug])
    .map((c) => ({ ...c, at: dfwMap.cities[c.slug]!, r: Math.max(3, MAX_RADIUS * Math.sqrt(c.value / max)) }))
    .sort((a, b) => b.r - a.r); // small circles drawn last, over the large ones
  const named = new Set([...placed].slice(0, 5).map((c) => c.slug));
  return renderToStaticMarkup(
    <svg
      viewBox={`0 0 ${dfwMap.width} ${dfwMap.height}`}
      width="100%"
      role="img"
      aria-label={title}
      className="max-w-2xl"
    >
      <CountyLayer labels={dfwMap.countyLabels} fontSize={dfwMap.countyFontSize} scaleBar={dfwMap.scaleBar} />
      {placed.map((c) => (
        <circle
          key={c.slug}
          cx={c.at.x}
          cy={c.at.y}
          r={c.r}
          fill={AMBER}
          fillOpacity={0.55}
          stroke={NAVY}
          strokeWidth={1.5}
        />
      ))}
      {placed
        .filter((c) => named.has(c.slug))
        .map((c) => (
          <text
            key={c.slug}
            {...textProps(c.at.label)}
            fontSize={dfwMap.fontSize}
            fontWeight={700}
            fill={NAVY}
            {...halo(dfwMap.fontSize / 3)}
          >
            {c.name}
          </text>
        ))}
    </svg>,
  );
}
