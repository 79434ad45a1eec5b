import { InteractiveMap, type InteractiveMapCity } from "./interactive-map";
import { ServiceAreaMap } from "./service-area-map";

/** The overview map of every city (home page, /locations), upgraded to a Google map when a key is configured. */
export function AllCitiesMap({
  cities,
  googleMapsKey,
}: {
  cities: readonly InteractiveMapCity[];
  googleMapsKey?: string;
}) {
  return (
    <InteractiveMap cities={cities} googleMapsKey={googleMapsKey}>
      {(hidden, layer) => (
        <ServiceAreaMap cities={cities} hidden={hidden}>
          {layer}
        </ServiceAreaMap>
      )}
    </InteractiveMap>
  );
}
