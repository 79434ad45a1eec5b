import type { FocusMapData } from "../../content/focus-map";
import { AMBER, CountyLayer, halo, MapFrame, type MapFrameProps, MUTED_TEXT, NAVY, textProps } from "./map-frame";

/**
 * A city page's close-up of the built-in map (docs/decisions/0006): the counties around the city, its neighbours as
 * small grey markers, and the city's own emphasised marker. No links: the page is the city's. `map` is what the
 * page's loader sends (app/content/focus-map.ts).
 */
export function FocusMap({ map, ...frame }: MapFrameProps & { map: FocusMapData }) {
  const { city, scale: k, sizes } = map;
  const r = sizes.markerRadius * 1.35 * k;
  return (
    <MapFrame
      {...frame}
      viewBox={map.viewBox}
      label={`Map centred on ${city.name}, Texas`}
      defaultCaption={`Map of ${city.name} and the surrounding Dallas-Fort Worth area.`}
      drawing={
        <>
          <CountyLayer labels={map.countyLabels} fontSize={sizes.countyFontSize * k} scaleBar={map.scaleBar} />
          <g aria-hidden="true">
            {map.neighbours.map((n) => (
              <g key={n.slug}>
                <circle
                  cx={n.x}
                  cy={n.y}
                  r={sizes.markerRadius * 0.6 * k}
                  fill="#64748b"
                  stroke="#ffffff"
                  strokeWidth={1.5 * k}
                />
                {n.label && (
                  <text
                    {...textProps(n.label)}
                    fontSize={sizes.neighbourFontSize * k}
                    fontWeight={500}
                    fill={MUTED_TEXT}
                    {...halo(3 * k)}
                  >
                    {n.name}
                  </text>
                )}
              </g>
            ))}
          </g>
          <g>
            <circle cx={city.x} cy={city.y} r={r * 1.9} fill={AMBER} fillOpacity={0.25} />
            <circle cx={city.x} cy={city.y} r={r} fill={AMBER} stroke={NAVY} strokeWidth={2.5 * k} />
            <circle cx={city.x} cy={city.y} r={r * 0.35} fill={NAVY} />
            <text
              {...textProps(city.label)}
              fontSize={sizes.fontSize * 1.1 * k}
              fontWeight={700}
              fill={NAVY}
              {...halo(4 * k)}
            >
              {city.name}
            </text>
          </g>
        </>
      }
    />
  );
}
