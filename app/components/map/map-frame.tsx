import type { ReactNode } from "react";
import countyOutlines from "../../content/generated/dfw-counties.svg?no-inline";
import type { MapCountyLabel, MapLabel, MapScaleBar } from "../../content/generated/dfw-map";

/**
 * What the overview map (service-area-map.tsx) and a city's close-up (focus-map.tsx) share: the colours, the county
 * layer and the captioned frame. Each map imports only the data it draws (docs/decisions/0019).
 */

export const NAVY = "#0f2d52";
export const BLUE = "#1d4f91";
export const AMBER = "#f59e0b";
/** slate-600: 7:1 on the county fill (WCAG AA for small text) */
export const MUTED_TEXT = "#475569";

export function textProps([x, y, textAnchor]: MapLabel) {
  return { x, y, textAnchor };
}

/** White halo under map text so it stays legible over county lines. */
export const halo = (width: number) => ({
  stroke: "#ffffff",
  strokeWidth: width,
  strokeLinejoin: "round" as const,
  paintOrder: "stroke",
});

function ScaleBar({ bar, fontSize }: { bar: MapScaleBar; fontSize: number }) {
  const tick = fontSize * 0.4;
  const { x, y, length } = bar;
  return (
    <g>
      <path
        d={`M${x} ${y - tick}V${y}H${x + length}V${y - tick}`}
        fill="none"
        stroke={MUTED_TEXT}
        strokeWidth={1.5}
        vectorEffect="non-scaling-stroke"
      />
      <text x={x + length + fontSize * 0.4} y={y} fontSize={fontSize} fontWeight={500} fill={MUTED_TEXT}>
        {`${bar.miles} mi`}
      </text>
    </g>
  );
}

/**
 * The county outlines, their names and the scale bar: decoration, hidden from assistive technology. The outlines
 * are the generated SVG file, drawn in the map's own coordinates whatever the viewBox: fetched once and cached, not
 * in the page's HTML or JavaScript (docs/decisions/0023).
 */
export function CountyLayer({
  labels,
  fontSize,
  scaleBar,
}: {
  labels: readonly MapCountyLabel[];
  fontSize: number;
  scaleBar: MapScaleBar | null;
}) {
  return (
    <g aria-hidden="true">
      <use href={`${countyOutlines}#counties`} />
      {labels.map((label) => (
        <text
          key={label.name}
          x={label.x}
          y={label.y}
          textAnchor="middle"
          fontSize={fontSize}
          fontWeight={600}
          letterSpacing={`${0.08}em`}
          fill={MUTED_TEXT}
        >
          {`${label.name} County`.toUpperCase()}
        </text>
      ))}
      {scaleBar && <ScaleBar bar={scaleBar} fontSize={fontSize} />}
    </g>
  );
}

export interface MapFrameProps {
  /** visible caption under the map (it also names the map); defaults to a short description */
  caption?: string;
  /** e.g. "sr-only" to keep the caption for assistive technology only */
  captionClassName?: string;
  className?: string;
  /** hides the drawing but keeps its space (used once an interactive map covers it) */
  hidden?: boolean;
  /** rendered over the drawing, inside a `position: relative` box of exactly the drawing's size */
  children?: ReactNode;
}

/** The captioned figure around a map's SVG, which keeps its aspect ratio before anything loads. */
export function MapFrame({
  viewBox,
  label,
  defaultCaption,
  caption,
  captionClassName,
  className,
  hidden = false,
  children,
  drawing,
}: MapFrameProps & {
  viewBox: readonly [number, number, number, number];
  label: string;
  defaultCaption: string;
  drawing: ReactNode;
}) {
  const [minX, minY, width, height] = viewBox;
  return (
    <figure className={className}>
      <div className="relative">
        <svg
          viewBox={`${minX} ${minY} ${width} ${height}`}
          width="100%"
          role="group"
          aria-label={label}
          className="block h-auto w-full overflow-hidden rounded-card border border-border bg-muted select-none"
          style={{ aspectRatio: `${width} / ${height}`, visibility: hidden ? "hidden" : undefined }}
          fontFamily="inherit"
        >
          {drawing}
        </svg>
        {children}
      </div>
      <figcaption className={captionClassName ?? "mt-2 text-sm text-muted-foreground"}>
        {caption ?? defaultCaption}
      </figcaption>
    </figure>
  );
}
