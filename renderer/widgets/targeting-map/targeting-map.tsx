import type { Feature, FeatureCollection } from 'geojson';
import {
  control,
  latLng,
  latLngBounds,
  tooltip,
  type Direction,
  type LatLngBounds,
  type Map as LeafletMap,
  type PointTuple,
  type Tooltip,
} from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, CircleMarker, GeoJSON, MapContainer, Pane, useMap, ZoomControl } from 'react-leaflet';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import landUrl from 'world-atlas/land-50m.json?url';
import type { MapPlace, TargetingMap as MapAnswer } from '../../../schemas/generated/api/targeting-map.ts';
import { callApi } from '../../wizard/api.ts';
import { placeName } from '../location-shape.ts';
import './targeting-map.css';

/** What the location step shows on its map (issue 24): a radius around the business, or picked areas. */
export type TargetingMapProps =
  | {
      readonly mode: 'radius';
      readonly sessionId: string;
      readonly radiusMetres: number | null;
      /** The radius as the step names it ("10 km", "5 miles"). */
      readonly radiusLabel: string | null;
    }
  | { readonly mode: 'areas'; readonly sessionId: string; readonly keys: readonly string[] };

// Where each supported country is, for a map with nothing placed on it yet (OL §1: IN and GB).
const COUNTRY_VIEW: Readonly<Record<string, LatLngBounds>> = {
  IN: latLngBounds([6.5, 68], [35.5, 97.5]),
  GB: latLngBounds([49.9, -8.2], [58.7, 1.8]),
};

// Land from Natural Earth (public domain), shipped with the app: the map needs no tile server and
// no connection (decision 444). Read once a page, when a map is first drawn.
let land: Promise<Feature | FeatureCollection> | undefined;
function loadLand() {
  land ??= fetch(landUrl)
    .then((response) => response.json() as Promise<Topology>)
    .then((topology) => {
      const object = topology.objects.land;
      if (object === undefined) throw new Error('world-atlas land has no "land" object');
      return feature(topology, object);
    });
  return land;
}

function useLand() {
  const [shape, setShape] = useState<Feature | FeatureCollection | null>(null);
  useEffect(() => {
    let current = true;
    loadLand().then(
      (loaded) => {
        if (current) setShape(loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return shape;
}

/** The business and the picked places from the server, asked again whenever the picks change. */
function useMapAnswer(sessionId: string, keys: readonly string[]): MapAnswer | null {
  const [answer, setAnswer] = useState<MapAnswer | null>(null);
  const joined = keys.join(',');
  useEffect(() => {
    let current = true;
    const query = { keys: joined === '' ? undefined : joined };
    callApi({ method: 'GET', path: '/sessions/{sessionId}/targetingMap', params: { sessionId }, query }).then(
      (loaded) => {
        if (current) setAnswer(loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [sessionId, joined]);
  return answer;
}

const pointOf = (place: MapPlace) => latLng(place.latitude, place.longitude);

/** Moves the view to what matters whenever it changes; the user may pan and zoom meanwhile. */
function FitTo({ bounds, side }: { readonly bounds: LatLngBounds | null; readonly side: number }) {
  const map = useMap();
  const key = bounds?.toBBoxString() ?? '';
  useEffect(() => {
    // More room above: the names sit over their markers.
    if (bounds !== null)
      map.fitBounds(bounds, { paddingTopLeft: [side, 44], paddingBottomRight: [side, 24], maxZoom: 13 });
    // The key names the bounds: a new object with the same corners is no reason to move.
  }, [map, key, side]);
  return null;
}

interface PlaceLabelProps {
  readonly place: MapPlace;
  readonly text: string;
  readonly direction: Direction;
  readonly offset: PointTuple;
}

/**
 * A place's name on the map, always shown. Made with its text already in it: a label that is
 * added first and filled a render later is, for that moment, a tooltip without a name.
 */
function PlaceLabel({ place, text, direction, offset }: PlaceLabelProps) {
  const map = useMap();
  const { latitude, longitude } = place;
  useEffect(() => {
    const content = document.createElement('span');
    content.textContent = text;
    const label = tooltip({ permanent: true, opacity: 1, direction, offset })
      .setLatLng([latitude, longitude])
      .setContent(content)
      .addTo(map);
    return () => {
      label.remove();
    };
  }, [map, latitude, longitude, text, direction, offset[0], offset[1]]);
  return null;
}

// A town's name on the right of its marker, else on its left (Leaflet has no setter for a
// tooltip's side: its options are read each time it is placed).
interface Side {
  readonly direction: Direction;
  readonly offset: PointTuple;
}
const RIGHT: Side = { direction: 'right', offset: [4, 0] };
const TOWN_SIDES: readonly Side[] = [RIGHT, { direction: 'left', offset: [-4, 0] }];

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Puts each town's name where it is read whole: on the right of its marker, else on its left, in
 * the map and off its buttons, its credits, the markers and the business's and picked places'
 * names, and the names placed before it (the nearest towns come first). A name that fits neither
 * side is not shown; its marker still is.
 */
function placeTownLabels(map: LeafletMap, labels: readonly Tooltip[]) {
  const container = map.getContainer();
  const frame = container.getBoundingClientRect();
  const inside = (box: DOMRect) =>
    box.left >= frame.left + container.clientLeft &&
    box.top >= frame.top + container.clientTop &&
    box.right <= frame.left + container.clientLeft + container.clientWidth &&
    box.bottom <= frame.top + container.clientTop + container.clientHeight;
  const taken = [
    ...container.querySelectorAll(
      '.leaflet-control, .leaflet-tooltip:not(.map-town-label), .map-business, .map-area, .map-town',
    ),
  ].map((element) => element.getBoundingClientRect());
  for (const label of labels) {
    const element = label.getElement();
    if (element === undefined) continue;
    const fits = TOWN_SIDES.some(({ direction, offset }) => {
      label.options.direction = direction;
      label.options.offset = offset;
      label.update();
      const box = element.getBoundingClientRect();
      return inside(box) && !taken.some((other) => overlap(box, other));
    });
    element.classList.toggle('is-unplaced', !fits);
    if (fits) taken.push(element.getBoundingClientRect());
  }
}

/** The towns around the business by name (they name the map, which has no tiles to do it). */
function TownLabels({ towns }: { readonly towns: readonly MapPlace[] }) {
  const map = useMap();
  const key = towns.map((town) => town.key).join();
  // The same towns in a new answer are no reason to make their names again.
  const shown = useMemo(() => towns, [key]);
  useEffect(() => {
    const labels = shown.map((town) => {
      const content = document.createElement('span');
      content.textContent = town.name;
      return tooltip({ permanent: true, opacity: 1, className: 'map-town-label', ...RIGHT })
        .setLatLng(pointOf(town))
        .setContent(content)
        .addTo(map);
    });
    let frame = 0;
    const place = () => {
      placeTownLabels(map, labels);
      // Again once what moved with it has settled (the business's name is placed by its own effect).
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        placeTownLabels(map, labels);
      });
    };
    place();
    // The view moved, or a name or marker the towns' names keep off came or went.
    map.on('moveend zoomend resize layeradd layerremove', place);
    return () => {
      map.off('moveend zoomend resize layeradd layerremove', place);
      cancelAnimationFrame(frame);
      for (const label of labels) label.remove();
    };
  }, [map, shown]);
  return null;
}

/** The map's credits: the sources of what it shows, and only those (decision 444). */
function Credits({ text }: { readonly text: string }) {
  const map = useMap();
  useEffect(() => {
    // Without the library's link: its licence does not ask for one.
    const credits = control.attribution({ prefix: false }).addAttribution(text).addTo(map);
    return () => {
      credits.remove();
    };
  }, [map, text]);
  return null;
}

/**
 * Whose data the map shows: the land always; the cities and regions database for its towns and
 * places; India Post's PIN directory in India, or for a PIN code on the map.
 */
function creditsOf(country: string, shown: readonly MapPlace[]): string {
  const sources = [
    ...(shown.some((place) => place.type !== 20) ? [CITIES_CREDIT] : []),
    ...(country === 'IN' || shown.some((place) => place.type === 20) ? [PIN_CREDIT] : []),
  ];
  return sources.length === 0 ? LAND_CREDIT : `${LAND_CREDIT} · Places: ${sources.join(', ')}`;
}

const circleBounds = (centre: MapPlace, radiusMetres: number) => pointOf(centre).toBounds(radiusMetres * 2);

// How much around a picked place the view keeps, by its type: a state, a town, a PIN code's streets.
const SURROUNDINGS_METRES: Readonly<Record<number, number>> = { 4: 150_000, 5: 8_000, 20: 3_000 };
const surroundings = (place: MapPlace) => circleBounds(place, SURROUNDINGS_METRES[place.type] ?? 8_000);

export default function TargetingMap(props: TargetingMapProps) {
  const { t } = useTranslation('widgets');
  const shape = useLand();
  const answer = useMapAnswer(props.sessionId, props.mode === 'areas' ? props.keys : []);
  const business = answer?.business ?? null;
  const places = props.mode === 'areas' ? (answer?.locations ?? []) : [];
  const radius = props.mode === 'radius' ? props.radiusMetres : null;

  const bounds = useMemo(() => {
    if (props.mode === 'radius') {
      if (business === null) return null;
      return radius === null ? circleBounds(business, 5_000) : circleBounds(business, radius);
    }
    const [first, ...others] = places;
    if (first === undefined) return business === null ? null : circleBounds(business, 25_000);
    return others.reduce((all, place) => all.extend(surroundings(place)), surroundings(first));
  }, [props.mode, business, radius, places]);

  const country = business?.countryCode ?? places[0]?.countryCode ?? 'IN';
  const towns = answer?.towns ?? [];
  const credits = creditsOf(country, [...(business === null ? [] : [business]), ...towns, ...places]);
  const caption =
    props.mode === 'radius'
      ? business === null
        ? t('targetingMap.unplaced')
        : props.radiusLabel === null
          ? t('targetingMap.business', { place: placeName(business) })
          : t('targetingMap.radius', { distance: props.radiusLabel, place: placeName(business) })
      : places.length === 0
        ? t('targetingMap.noAreas')
        : t('targetingMap.areas', { count: places.length });

  return (
    <figure className="targeting-map">
      <MapContainer
        bounds={COUNTRY_VIEW[country] ?? COUNTRY_VIEW.IN}
        scrollWheelZoom={false}
        zoomSnap={0.25}
        zoomControl={false}
        attributionControl={false}
        className="targeting-map-canvas"
      >
        {/* Icons, not "+" and "−" as text: a button's visible text must be part of its name. */}
        <ZoomControl
          position="topleft"
          zoomInText={PLUS_ICON}
          zoomInTitle={t('targetingMap.zoomIn')}
          zoomOutText={MINUS_ICON}
          zoomOutTitle={t('targetingMap.zoomOut')}
        />
        <Credits text={credits} />
        {shape !== null && (
          // Its own pane under the circles (overlays are at 400), named for the styles: a GeoJSON
          // layer passes no class to its shapes.
          <Pane name="land" className="map-land" style={{ zIndex: 250 }}>
            <GeoJSON data={shape} interactive={false} />
          </Pane>
        )}
        {props.mode === 'radius' && business !== null && radius !== null && (
          <Circle center={pointOf(business)} radius={radius} className="map-radius" />
        )}
        {towns.map((town) => (
          <CircleMarker key={town.key} center={pointOf(town)} radius={3} className="map-town" interactive={false} />
        ))}
        <TownLabels towns={towns} />
        {business !== null && (
          <>
            <CircleMarker center={pointOf(business)} radius={7} className="map-business" />
            <PlaceLabel place={business} text={placeName(business)} direction="top" offset={[0, -8]} />
          </>
        )}
        {/* Leaflet gives a path its class only when it makes it: the styles are in targeting-map.css. */}
        {places.map((place) => (
          <Fragment key={place.key}>
            <CircleMarker center={pointOf(place)} radius={9} className="map-area" />
            <PlaceLabel place={place} text={placeName(place)} direction="top" offset={[0, -10]} />
          </Fragment>
        ))}
        {/* Picked places are named above their markers, the names centred on them: room for half a name each side. */}
        <FitTo bounds={bounds} side={props.mode === 'areas' ? 96 : 24} />
      </MapContainer>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

const icon = (path: string) =>
  `<svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16"><path d="${path}" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/></svg>`;
const PLUS_ICON = icon('M5 12h14M12 5v14');
const MINUS_ICON = icon('M5 12h14');

const LAND_CREDIT = 'Land: Natural Earth';
const CITIES_CREDIT = 'countries-states-cities (ODbL)';
const PIN_CREDIT = 'India Post PIN directory (GODL-India)';
