import { use, useState } from 'react';
import { TileLayer } from 'react-leaflet';
import { loadMapTiles } from './map-tiles';

/**
 * The map's tiles from the configured server, and whether they failed to load: without network
 * the marker still works, and the notice says so.
 */
export const useTiles = (failedText: string) => {
  const tiles = use(loadMapTiles());
  const [failed, setFailed] = useState(false);
  const layer = (
    <TileLayer
      url={tiles.tileUrl}
      attribution={tiles.attribution}
      eventHandlers={{ tileerror: () => setFailed(true), tileload: () => setFailed(false) }}
    />
  );
  const notice = failed && (
    <div className="mw-map-offline" role="status" dir="auto">
      {failedText}
    </div>
  );
  return { layer, notice };
};
