import { Link } from "react-router";
import { dfwMap } from "../../content/generated/dfw-map";
import { BLUE, CountyLayer, halo, MapFrame, type MapFrameProps, NAVY, textProps } from "./map-frame";
import { useT } from "~/i18n/use-t";

/**
 * The built-in service-area map: Dallas-Fort Worth county outlines (U.S. Census shapes, projected at build time by
 * scripts/build-map.ts) drawn as inline SVG, one marker per city, each a real link to its city page. No JavaScript,
 * no API key, no third-party request. A city page shows a close-up instead (focus-map.tsx).
 */

export interface ServiceAreaMapCity {
  name: string;
  slug: string;
}

export interface ServiceAreaMapProps extends MapFrameProps {
  cities: readonly ServiceAreaMapCity[];
}

/** Invisible until the link has keyboard focus. */
const FOCUS_RING = {
  fill: "transparent",
  stroke: BLUE,
  strokeWidth: 2.5,
  className: "[stroke-opacity:0] group-focus-visible:[stroke-opacity:1]",
};

export function ServiceAreaMap({ cities, ...frame }: ServiceAreaMapProps) {
  const t = useT();
  return (
    <MapFrame
      {...frame}
      viewBox={[0, 0, dfwMap.width, dfwMap.height]}
      label={t("map.label")}
      defaultCaption={t("map.caption", { count: cities.length })}
      drawing={
        <>
          <CountyLayer labels={dfwMap.countyLabels} fontSize={dfwMap.countyFontSize} scaleBar={dfwMap.scaleBar} />
          {cities.map((c) => {
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
                <rect x={hx - 2} y={hy - 2} width={hw + 4} height={hh + 4} rx={5} {...FOCUS_RING} />
                <circle cx={city.x} cy={city.y} r={r + 3.5} {...FOCUS_RING} />
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
          })}
        </>
      }
    />
  );
}
