import type { ReactNode } from "react";
import { Link } from "react-router";
import { dfwMap, type MapFocusView, type MapLabel, type MapScaleBar } from "../../content/generated/dfw-map";

/**
 * The built-in service-area map: Dallas-Fort Worth county outlines (U.S. Census shapes, projected at build time by
 * scripts/build-map.ts) drawn as inline SVG, one marker per city, each a real link to its city page. No JavaScript,
 * no API key, no third-party request. With `focus`, a closer view centred on one city with its marker emphasised.
 */

export interface ServiceAreaMapCity {
  name: string;
  slug: string;
}

export interface MapFocus {
  slug: string;
  view: MapFocusView;
}

export interface ServiceAreaMapProps {
  cities: readonly ServiceAreaMapCity[];
  /** the city to centre on and its view (a city page's loader sends its own); omitted = all cities */
  focus?: MapFocus;
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

const NAVY = "#0f2d52";
const BLUE = "#1d4f91";
const AMBER = "#f59e0b";
const COUNTY_FILL = "#f1f5f9";
const COUNTY_STROKE = "#94a3b8";
/** slate-600: 7:1 on the county fill (WCAG AA for small text) */
const MUTED_TEXT = "#475569";

function textProps([x, y, textAnchor]: MapLabel) {
  return { x, y, textAnchor };
}

/** White halo under map text so it stays legible over county lines. */
const halo = (width: number) => ({
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

export function ServiceAreaMap({
  cities,
  focus,
  caption,
  captionClassName,
  className,
  hidden = false,
  children,
}: ServiceAreaMapProps) {
  const focusCity = focus ? cities.find((c) => c.slug === focus.slug) : undefined;
  const focused = focus && focusCity ? { view: focus.view, city: focusCity } : undefined;

  const [minX, minY, width, height] = focused?.view.viewBox ?? [0, 0, dfwMap.width, dfwMap.height];
  const k = focused?.view.scale ?? 1;
  const countyLabels = focused?.view.countyLabels ?? dfwMap.countyLabels;
  const scaleBar = focused ? focused.view.scaleBar : dfwMap.scaleBar;
  const names = new Map(cities.map((c) => [c.slug, c.name]));

  const defaultCaption = focused
    ? `Map of ${focused.city.name} and the surrounding Dallas-Fort Worth area.`
    : `Our Dallas-Fort Worth service area: ${cities.length} cities. Select a city to see local services and prices.`;

  return (
    <figure className={className}>
      <div className="relative">
        <svg
          viewBox={`${minX} ${minY} ${width} ${height}`}
          width="100%"
          role="group"
          aria-label={focused ? `Map centred on ${focused.city.name}, Texas` : "Map of the cities we serve"}
          className="block h-auto w-full overflow-hidden rounded-card border border-border bg-muted select-none"
          style={{ aspectRatio: `${width} / ${height}`, visibility: hidden ? "hidden" : undefined }}
          fontFamily="inherit"
        >
          <g aria-hidden="true">
            {dfwMap.counties.map((county) => (
              <path
                key={county.name}
                d={county.d}
                fill={COUNTY_FILL}
                stroke={COUNTY_STROKE}
                strokeWidth={1.25}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {countyLabels.map((label) => (
              <text
                key={label.name}
                x={label.x}
                y={label.y}
                textAnchor="middle"
                fontSize={dfwMap.countyFontSize * k}
                fontWeight={600}
                letterSpacing={`${0.08}em`}
                fill={MUTED_TEXT}
              >
                {`${label.name} County`.toUpperCase()}
              </text>
            ))}
            {scaleBar && <ScaleBar bar={scaleBar} fontSize={dfwMap.countyFontSize * k} />}
          </g>

          {focused ? (
            <>
              <g aria-hidden="true">
                {focused.view.neighbours.map(([slug, label]) => {
                  const city = Object.hasOwn(dfwMap.cities, slug) ? dfwMap.cities[slug] : undefined;
                  const name = names.get(slug);
                  if (!city || !name) return null;
                  return (
                    <g key={slug}>
                      <circle
                        cx={city.x}
                        cy={city.y}
                        r={dfwMap.markerRadius * 0.6 * k}
                        fill="#64748b"
                        stroke="#ffffff"
                        strokeWidth={1.5 * k}
                      />
                      {label && (
                        <text
                          {...textProps(label)}
                          fontSize={dfwMap.neighbourFontSize * k}
                          fontWeight={500}
                          fill={MUTED_TEXT}
                          {...halo(3 * k)}
                        >
                          {name}
                        </text>
                      )}
                    </g>
                  );
                })}
              </g>
              {(() => {
                const city = dfwMap.cities[focused.city.slug];
                if (!city) return null;
                const r = dfwMap.markerRadius * 1.35 * k;
                return (
                  <g>
                    <circle cx={city.x} cy={city.y} r={r * 1.9} fill={AMBER} fillOpacity={0.25} />
                    <circle cx={city.x} cy={city.y} r={r} fill={AMBER} stroke={NAVY} strokeWidth={2.5 * k} />
                    <circle cx={city.x} cy={city.y} r={r * 0.35} fill={NAVY} />
                    <text
                      {...textProps(focused.view.label)}
                      fontSize={dfwMap.fontSize * 1.1 * k}
                      fontWeight={700}
                      fill={NAVY}
                      {...halo(4 * k)}
                    >
                      {focused.city.name}
                    </text>
                  </g>
                );
              })()}
            </>
          ) : (
            cities.map((c) => {
              const city = dfwMap.cities[c.slug];
              if (!city) return null;
              const r = dfwMap.markerRadius;
              const [hx, hy, hw, hh] = city.hit;
              return (
                // An SVG <a href> (React Router's Link: client-side navigation once hydrated, a plain link before).
                <Link
                  key={c.slug}
                  to={`/locations/${c.slug}`}
                  aria-label={`${c.name} service area`}
                  className="group cursor-pointer outline-none"
                >
                  {/* hit areas, and the keyboard focus ring (label box + marker ring) */}
                  <rect
                    x={hx - 2}
                    y={hy - 2}
                    width={hw + 4}
                    height={hh + 4}
                    rx={5}
                    fill="transparent"
                    stroke={BLUE}
                    strokeWidth={2.5}
                    className="[stroke-opacity:0] group-focus-visible:[stroke-opacity:1]"
                  />
                  <circle
                    cx={city.x}
                    cy={city.y}
                    r={r + 3.5}
                    fill="transparent"
                    stroke={BLUE}
                    strokeWidth={2.5}
                    className="[stroke-opacity:0] group-focus-visible:[stroke-opacity:1]"
                  />
                  <circle
                    cx={city.x}
                    cy={city.y}
                    r={r}
                    fill={BLUE}
                    stroke="#ffffff"
                    strokeWidth={2.5}
                    className="group-hover:fill-[#0f2d52] group-focus-visible:fill-[#f59e0b]"
                  />
                  <text
                    {...textProps(city.label)}
                    fontSize={dfwMap.fontSize}
                    fontWeight={600}
                    fill={NAVY}
                    {...halo(4)}
                    className="group-hover:underline"
                  >
                    {c.name}
                  </text>
                </Link>
              );
            })
          )}
        </svg>
        {children}
      </div>
      <figcaption className={captionClassName ?? "mt-2 text-sm text-muted-foreground"}>
        {caption ?? defaultCaption}
      </figcaption>
    </figure>
  );
}
