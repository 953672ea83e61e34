import 'leaflet/dist/leaflet.css';
import './map.css';
import { MapContainer, Marker } from 'react-leaflet';
import { pin, type Point } from './LocationMap';
import { useTiles } from './Tiles';
import { Zoom } from './Zoom';

/** `small`: a map beside other details (the vendor's shop on the profile page). */
type Props = { point: Point; label: string; tilesFailedText: string; small?: boolean };

/** A place shown on the map (an order's delivery point, the vendor's shop): a marker, nothing to move. */
const PointMap = ({ point, label, tilesFailedText, small = false }: Props) => {
  const tiles = useTiles(tilesFailedText);
  return (
    // A labelled group, not an image: the map's zoom buttons and marker can be reached by keyboard.
    <div className="mw-map" dir="ltr" role="group" aria-label={label}>
      <MapContainer
        center={[point.lat, point.lng]}
        zoom={15}
        className={small ? 'mw-map-canvas mw-map-small' : 'mw-map-canvas'}
        scrollWheelZoom={false}
        zoomControl={false}
      >
        <Zoom />
        {tiles.layer}
        <Marker position={[point.lat, point.lng]} icon={pin} title={label} />
      </MapContainer>
      {tiles.notice}
    </div>
  );
};

export default PointMap;
