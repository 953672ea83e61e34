import 'leaflet/dist/leaflet.css';
import './map.css';
import {
  divIcon,
  type LatLngExpression,
  type LeafletMouseEvent,
  type Marker as LeafletMarker,
} from 'leaflet';
import Button from '@mui/material/Button';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { pointAt, type Point } from './point';
import { useTiles } from './Tiles';
import { Zoom } from './Zoom';

export type { Point };

/** Cairo: where the map opens until the vendor places the shop. */
export const CAIRO: Point = { lat: 30.0444, lng: 31.2357 };

const PIN_SVG =
  '<svg viewBox="0 0 32 44" aria-hidden="true"><path fill="#0b6e4f" stroke="#ffffff" stroke-width="2" ' +
  'd="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1z"/>' +
  '<circle cx="16" cy="16" r="6" fill="#ffffff"/></svg>';

export const pin = divIcon({
  className: 'mw-map-pin',
  html: PIN_SVG,
  iconSize: [32, 44],
  iconAnchor: [16, 43],
});

const ClickToPlace = ({ onPick }: { onPick: (p: Point) => void }) => {
  useMapEvents({
    click: (e: LeafletMouseEvent) => onPick(pointAt(e.latlng.lat, e.latlng.lng)),
  });
  return null;
};

/** Coordinates typed into the fields move the marker; bring it into view when they move it away. */
const KeepInView = ({ point }: { point: Point | null }) => {
  const map = useMap();
  useEffect(() => {
    if (point && !map.getBounds().contains([point.lat, point.lng])) map.panTo([point.lat, point.lng]);
  }, [map, point]);
  return null;
};

type Props = {
  value: Point | null;
  onChange: (p: Point) => void;
  label: string;
  markerLabel: string;
  tilesFailedText: string;
  /** A button that puts the marker at the map's centre: the way to place it by keyboard. */
  centreLabel?: string;
};

/**
 * The shop's place on an OpenStreetMap map: a click puts the marker there, dragging moves it. It
 * needs no tiles to work: without them the grid is still clickable and the marker still moves.
 */
const LocationMap = ({ value, onChange, label, markerLabel, tilesFailedText, centreLabel }: Props) => {
  const tiles = useTiles(tilesFailedText);
  const map = useRef<LeafletMap>(null);
  // Read once by Leaflet when the map is made; later changes move the marker, not the view.
  const start = value ?? CAIRO;
  const center: LatLngExpression = [start.lat, start.lng];
  const markerEvents = useMemo(
    () => ({
      dragend: (e: { target: LeafletMarker }) => {
        const p = e.target.getLatLng();
        onChange(pointAt(p.lat, p.lng));
      },
    }),
    [onChange],
  );
  return (
    <>
      <div className="mw-map" dir="ltr" role="group" aria-label={label}>
        <MapContainer
          ref={map}
          center={center}
          zoom={value ? 15 : 11}
          className="mw-map-canvas"
          zoomControl={false}
        >
          <Zoom />
          {tiles.layer}
          <ClickToPlace onPick={onChange} />
          <KeepInView point={value} />
          {value && (
            <Marker
              position={[value.lat, value.lng]}
              icon={pin}
              draggable
              autoPan
              title={markerLabel}
              eventHandlers={markerEvents}
            />
          )}
        </MapContainer>
        {tiles.notice}
      </div>
      {centreLabel && (
        // The map pans with the arrow keys once focused: this puts the marker where it looks.
        <Button
          size="small"
          startIcon={<PlaceIcon />}
          sx={{ mt: 1 }}
          onClick={() => {
            const c = map.current?.getCenter();
            if (c) onChange(pointAt(c.lat, c.lng));
          }}
        >
          {centreLabel}
        </Button>
      )}
    </>
  );
};

export default LocationMap;
