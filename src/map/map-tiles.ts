import { apiFetch } from '../providers/httpClient';

export type MapTiles = { tileUrl: string; attribution: string };

/** OpenStreetMap's own tiles, used when the API's configuration (D11) names none or cannot be read. */
export const DEFAULT_TILES: MapTiles = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

let tiles: Promise<MapTiles> | null = null;

/** The tile server from `GET /public-config`, asked once per page load; the map waits for it. */
export const loadMapTiles = () =>
  (tiles ??= apiFetch('/public-config')
    .then(({ json }) => {
      const map = (json as { map?: Partial<MapTiles> } | null)?.map;
      return map?.tileUrl ? { tileUrl: map.tileUrl, attribution: map.attribution ?? '' } : DEFAULT_TILES;
    })
    .catch(() => DEFAULT_TILES));
