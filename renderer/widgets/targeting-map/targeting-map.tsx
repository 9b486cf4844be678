import type { Feature, FeatureCollection } from 'geojson';
import {
  circleMarker,
  control,
  latLng,
  latLngBounds,
  tooltip,
  type Direction,
  type FitBoundsOptions,
  type LatLngBounds,
  type Map as LeafletMap,
  type Path,
  type PointTuple,
  type Tooltip,
} from 'leaflet';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
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
const DEFAULT_COUNTRY = 'IN';
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

/**
 * The session's country, asked once the map's answer has no business: with no picked place either,
 * the map shows that country, not another one (decision 444). Null until known.
 */
function useSessionCountry(sessionId: string, needed: boolean): string | null {
  const [country, setCountry] = useState<string | null>(null);
  useEffect(() => {
    if (!needed) return;
    let current = true;
    const known = (region: string | null) => {
      if (current) setCountry(region ?? DEFAULT_COUNTRY);
    };
    callApi({ method: 'GET', path: '/sessions/{sessionId}', params: { sessionId } }).then(
      (session) => {
        known(session.region);
      },
      () => {
        known(null);
      },
    );
    return () => {
      current = false;
    };
  }, [sessionId, needed]);
  return country;
}

const pointOf = (place: MapPlace) => latLng(place.latitude, place.longitude);

/**
 * How the view is fitted to what matters: more room above, where the names sit over their
 * markers, and below, over the credits (`creditsHeight`: two lines on a phone), so that a marker at
 * the bottom is not under them and a name beside it has room.
 */
const fitOptions = (side: number, creditsHeight = 0): FitBoundsOptions => ({
  paddingTopLeft: [side, 44],
  paddingBottomRight: [side, Math.max(24, creditsHeight + 20)],
  maxZoom: 13,
});

/**
 * Moves the view to what matters whenever it changes, and again when the map is resized (a phone
 * turned, a window widened) until the user pans or zooms it: their view is then theirs.
 */
function FitTo({ bounds, side }: { readonly bounds: LatLngBounds | null; readonly side: number }) {
  const map = useMap();
  const key = bounds?.toBBoxString() ?? '';
  const fitted = useRef(false);
  const moved = useRef(false);
  const fit = useEffectEvent((animate: boolean) => {
    if (bounds === null) return;
    const credits = map.getContainer().querySelector<HTMLElement>('.leaflet-control-attribution');
    map.fitBounds(bounds, { ...fitOptions(side, credits?.offsetHeight), animate });
  });
  useEffect(() => {
    if (bounds === null) return;
    // The first fit is not animated: the map was just drawn about there, below credits not yet measured.
    fit(fitted.current);
    fitted.current = true;
    moved.current = false;
    // The key names the bounds: a new object with the same corners is no reason to move.
  }, [map, key, side]);
  useEffect(() => {
    const container = map.getContainer();
    // Only the user's hand moves the view by these; the fits above move it by code.
    const takeOver = () => {
      moved.current = true;
    };
    const refit = () => {
      if (!moved.current) fit(false);
    };
    const userInput = ['pointerdown', 'wheel', 'keydown'] as const;
    for (const type of userInput) container.addEventListener(type, takeOver, { passive: true });
    map.on('resize', refit);
    return () => {
      for (const type of userInput) container.removeEventListener(type, takeOver);
      map.off('resize', refit);
    };
  }, [map]);
  return null;
}

// A name's sides around its marker, in the order they are tried (Leaflet has no setter for a
// tooltip's side: its options are read each time it is placed).
interface Side {
  readonly direction: Direction;
  readonly offset: PointTuple;
}
// A town's name: on the right of its marker, else on its left.
const TOWN_SIDES: readonly Side[] = [
  { direction: 'right', offset: [4, 0] },
  { direction: 'left', offset: [-4, 0] },
];
/** The business's or a picked place's name around its marker of `radius` px: above it, else beside it, else below. */
function calloutSides(radius: number): readonly Side[] {
  const gap = radius + 1;
  return [
    { direction: 'top', offset: [0, -gap] },
    { direction: 'right', offset: [gap, 0] },
    { direction: 'left', offset: [-gap, 0] },
    { direction: 'bottom', offset: [0, gap] },
  ];
}
const BUSINESS_SIDES = calloutSides(7);
const AREA_SIDES = calloutSides(9);

/** The business's or a picked place's name on the map: its place, its words, the sides it may take. */
interface MapLabel {
  readonly place: MapPlace;
  readonly text: string;
  readonly sides: readonly Side[];
}

// Pixels kept between a name and what it keeps off: a name that touches a marker reads as lying on it
// (and the browser rounds positions: measured touching, drawn a hair over).
const CLEARANCE = 2;
const near = (a: DOMRect, b: DOMRect) =>
  a.left < b.right + CLEARANCE &&
  b.left < a.right + CLEARANCE &&
  a.top < b.bottom + CLEARANCE &&
  b.top < a.bottom + CLEARANCE;

interface Made {
  readonly label: Tooltip;
  readonly sides: readonly Side[];
}
/** A town on the map: its dot and its name. */
interface MadeTown extends Made {
  readonly dot: Path;
}

/**
 * Puts each name where it is read whole: on the first of its sides where it is in the map and
 * clear of its buttons, its credits, the markers and the names placed before it; a name that fits
 * no side is not shown. The business's and the picked places' names come first (the first given
 * first), then the towns', nearest first: a town whose dot lies under one of the first names or
 * markers is left out, dot and name (the towns only name the map); a town's name that fits no side
 * is left out, its dot still shown.
 */
function placeLabels(map: LeafletMap, names: readonly Made[], towns: readonly MadeTown[]) {
  const container = map.getContainer();
  const frame = container.getBoundingClientRect();
  const inside = (box: DOMRect) =>
    box.left >= frame.left + container.clientLeft &&
    box.top >= frame.top + container.clientTop &&
    box.right <= frame.left + container.clientLeft + container.clientWidth &&
    box.bottom <= frame.top + container.clientTop + container.clientHeight;
  const taken = [...container.querySelectorAll('.leaflet-control, .map-business, .map-area')].map((element) =>
    element.getBoundingClientRect(),
  );
  const place = ({ label, sides }: Made) => {
    const element = label.getElement();
    if (element === undefined) return;
    const fits = sides.some(({ direction, offset }) => {
      label.options.direction = direction;
      label.options.offset = offset;
      label.update();
      const box = element.getBoundingClientRect();
      return inside(box) && !taken.some((other) => near(box, other));
    });
    element.classList.toggle('is-unplaced', !fits);
    if (fits) taken.push(element.getBoundingClientRect());
  };
  for (const name of names) place(name);
  const shown = towns.filter(({ dot, label }) => {
    const box = dot.getElement()?.getBoundingClientRect();
    const clear = box !== undefined && inside(box) && !taken.some((other) => near(box, other));
    dot.getElement()?.classList.toggle('is-unplaced', !clear);
    label.getElement()?.classList.toggle('is-unplaced', !clear);
    return clear;
  });
  for (const { dot } of shown) {
    const box = dot.getElement()?.getBoundingClientRect();
    if (box !== undefined) taken.push(box);
  }
  for (const town of shown) place(town);
}

/**
 * A name on the map, made with its text already in it: a label that is added first and filled a
 * render later is, for that moment, a tooltip without a name.
 */
function nameOf(map: LeafletMap, place: MapPlace, text: string, sides: readonly Side[], className?: string) {
  const content = document.createElement('span');
  content.textContent = text;
  return tooltip({ permanent: true, opacity: 1, ...sides[0], ...(className !== undefined && { className }) })
    .setLatLng(pointOf(place))
    .setContent(content)
    .addTo(map);
}

// The towns' dots: under the circle and the markers (overlays are at 400), over the land.
const TOWN_PANE = 'map-towns';

/**
 * The names on the map, placed apart and whole by one rule (placeLabels): the business's and the
 * picked places', then the towns around the business, each a dot and a name (they name the map,
 * which has no tiles to do it).
 */
function MapLabels({ names, towns }: { readonly names: readonly MapLabel[]; readonly towns: readonly MapPlace[] }) {
  const map = useMap();
  const key = [...names.map((name) => `${name.place.key} ${name.text}`), '', ...towns.map((town) => town.key)].join(
    '|',
  );
  // The same names in a new answer are no reason to make them again.
  const shown = useMemo(() => ({ names, towns }), [key]);
  useEffect(() => {
    if (map.getPane(TOWN_PANE) === undefined) map.createPane(TOWN_PANE).style.zIndex = '390';
    const madeNames = shown.names.map(({ place, text, sides }) => ({ label: nameOf(map, place, text, sides), sides }));
    const madeTowns = shown.towns.map((town) => ({
      dot: circleMarker(pointOf(town), { radius: 3, className: 'map-town', interactive: false, pane: TOWN_PANE }).addTo(
        map,
      ),
      label: nameOf(map, town, town.name, TOWN_SIDES, 'map-town-label'),
      sides: TOWN_SIDES,
    }));
    let frame = 0;
    const place = () => {
      placeLabels(map, madeNames, madeTowns);
      // Again once what moved with it has settled.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        placeLabels(map, madeNames, madeTowns);
      });
    };
    place();
    // The view moved, or a marker the names keep off came or went.
    map.on('moveend zoomend resize layeradd layerremove', place);
    return () => {
      map.off('moveend zoomend resize layeradd layerremove', place);
      cancelAnimationFrame(frame);
      for (const { label } of madeNames) label.remove();
      for (const { dot, label } of madeTowns) {
        dot.remove();
        label.remove();
      }
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

const postcodeIn = (country: string) => (place: MapPlace) => place.type === 20 && place.countryCode === country;

/**
 * Whose data the map shows: the land always; the cities and regions database for its towns and
 * places; India Post's PIN directory in India, or for a PIN code on the map; the ONS Postcode
 * Directory (through postcodes.io, decision 463) for a British postcode district on it.
 */
function creditsOf(country: string, shown: readonly MapPlace[]): string {
  const sources = [
    ...(shown.some((place) => place.type !== 20) ? [CITIES_CREDIT] : []),
    ...(country === 'IN' || shown.some(postcodeIn('IN')) ? [PIN_CREDIT] : []),
    ...(shown.some(postcodeIn('GB')) ? [GB_POSTCODE_CREDIT] : []),
  ];
  return sources.length === 0 ? LAND_CREDIT : `${LAND_CREDIT} · Places: ${sources.join(', ')}`;
}

// The map and its caption, or their skeleton; its class scopes the styles of Leaflet's markup.
const MAP_FIGURE = 'targeting-map m-0 mt-3';

/**
 * The map while what it shows is being asked: a frame of its size, busy, with no land, place or
 * credits in it (a view of any country before the business is placed could be the wrong one).
 */
function MapSkeleton() {
  return (
    <div className={MAP_FIGURE} aria-busy="true">
      <div className="targeting-map-canvas is-loading" />
      <div className="mbs-3 block-[0.875rem] inline-[60%] rounded-card bg-surface-muted motion-safe:animate-[targeting-map-loading_1.2s_ease-in-out_infinite_alternate]" />
    </div>
  );
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
  const places = useMemo(() => (props.mode === 'areas' ? (answer?.locations ?? []) : []), [props.mode, answer]);
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

  // The country shown: the business's, else the first picked place's, else the session's (asked
  // when the business cannot be placed). Unknown while the answer loads: no country is shown then.
  const sessionCountry = useSessionCountry(props.sessionId, answer !== null && business === null);
  const country = answer === null ? null : (business?.countryCode ?? places[0]?.countryCode ?? sessionCountry);
  const towns = useMemo(() => answer?.towns ?? [], [answer]);
  const side = props.mode === 'areas' ? 96 : 24;

  // The names, what the step is about first: the picked places', then the business's (unless it is
  // one of them: its name is there already).
  const names = useMemo((): MapLabel[] => {
    const picked = places.map((place) => ({ place, text: placeName(place), sides: AREA_SIDES }));
    const own =
      business === null || places.some((place) => place.key === business.key)
        ? []
        : [{ place: business, text: placeName(business), sides: BUSINESS_SIDES }];
    return [...picked, ...own];
  }, [business, places]);

  if (country === null) return <MapSkeleton />;
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
    <figure className={MAP_FIGURE}>
      <MapContainer
        // Drawn at once about where it will be (FitTo then keeps it clear of the credits): no other view shows first.
        bounds={bounds ?? COUNTRY_VIEW[country] ?? COUNTRY_VIEW[DEFAULT_COUNTRY]}
        {...(bounds !== null && { boundsOptions: fitOptions(side) })}
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
        {business !== null && <CircleMarker center={pointOf(business)} radius={7} className="map-business" />}
        {/* Leaflet gives a path its class only when it makes it: the styles are in targeting-map.css. */}
        {places.map((place) => (
          <CircleMarker key={place.key} center={pointOf(place)} radius={9} className="map-area" />
        ))}
        <MapLabels names={names} towns={towns} />
        {/* A picked place's name is tried above its marker first, centred on it: room for half a name each side. */}
        <FitTo bounds={bounds} side={side} />
      </MapContainer>
      <figcaption className="mbs-2 text-[0.875rem] text-muted">{caption}</figcaption>
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
// The Open Government Licence asks for the ONS's source statement; the directory's coordinates
// contain Ordnance Survey and Royal Mail data, which ask to be named too.
const GB_POSTCODE_CREDIT = 'ONS Postcode Directory via postcodes.io (OGL; contains OS and Royal Mail data)';
