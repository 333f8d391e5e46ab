import 'leaflet/dist/leaflet.css';
import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { useRegions, useLocalised } from '@notary/ui/searches';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMapTiles } from '../api/public-config.ts';
import classes from './office-map.module.css';

export type MapMarker = { id: string; lat: number; lng: number; title: string; subtitle?: string; isMuted?: boolean };

/** Uzbekistan, for the first view before the markers arrive. */
const UZBEKISTAN: L.LatLngBoundsExpression = [
  [37.1, 55.9],
  [45.6, 73.2],
];

/**
 * Offices on a Leaflet map; vector circle markers, so nothing depends on image assets or tiles.
 * The tile source is run-time configuration (the API's MAP_TILES_URL, e.g.
 * https://tiles.example.uz/{z}/{x}/{y}.png; VITE_MAP_TILES_URL as a build-time
 * fallback) so a deployment points the map at its own tile server. Without one
 * the map draws no tiles: the markers stand on a plain background, with the
 * regions' names for orientation.
 */
export function OfficeMap({
  markers,
  selectedId,
  onSelect,
  me,
  focusIds,
  height = 460,
}: {
  markers: MapMarker[];
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  me?: { lat: number; lng: number } | null;
  /** Markers the view fits around (with `me`); all markers when absent. */
  focusIds?: readonly string[] | null;
  height?: number;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const labels = useRef<L.LayerGroup | null>(null);
  const fit = useRef<() => void>(() => {});
  const regions = useRegions();
  const pick = useLocalised();
  const tiles = useMapTiles();
  const tilesUrl = tiles.url;
  const { t } = useLingui();
  const zoomInLabel = t`Yaqinlashtirish`;
  const zoomOutLabel = t`Uzoqlashtirish`;
  const meLabel = t`Siz shu yerdasiz`;

  useEffect(() => {
    if (!element.current) return;
    const m = L.map(element.current, { zoomControl: false, attributionControl: false, minZoom: 5, maxZoom: 18 });
    m.fitBounds(UZBEKISTAN);
    layer.current = L.layerGroup().addTo(m);
    labels.current = L.layerGroup().addTo(m);
    map.current = m;
    // Leaflet measures its box once; a layout that settles later (grid columns, fonts) would leave the
    // view fitted to a stale size, so it re-measures and re-fits whenever the box changes.
    const observer = new ResizeObserver(() => {
      m.invalidateSize();
      fit.current();
    });
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      m.remove();
      map.current = null;
    };
  }, []);

  // Leaflet's own zoom buttons are titled in English; these follow the UI language.
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    const zoom = L.control.zoom({ zoomInTitle: zoomInLabel, zoomOutTitle: zoomOutLabel }).addTo(m);
    return () => {
      zoom.remove();
    };
  }, [zoomInLabel, zoomOutLabel]);

  // The tile source arrives from the API after the map exists.
  useEffect(() => {
    const m = map.current;
    if (!m || !tilesUrl) return;
    const attribution = L.control.attribution().addTo(m);
    const tileLayer = L.tileLayer(tilesUrl, { attribution: tiles.attribution, maxZoom: 19 }).addTo(m);
    return () => {
      tileLayer.remove();
      attribution.remove();
    };
  }, [tilesUrl, tiles.attribution]);

  useEffect(() => {
    const group = labels.current;
    if (!group) return;
    group.clearLayers();
    if (tilesUrl || !tiles.isSettled || !regions.data) return;
    for (const r of regions.data) {
      L.marker([r.lat, r.lng], {
        icon: L.divIcon({ className: classes.regionLabel, html: `<span>${escapeHtml(pick(r))}</span>`, iconSize: [0, 0] }),
        interactive: false,
        keyboard: false,
      }).addTo(group);
    }
  }, [regions.data, pick, tilesUrl, tiles.isSettled]);

  useEffect(() => {
    const m = map.current;
    const group = layer.current;
    if (!m || !group) return;
    group.clearLayers();
    const points: L.LatLngExpression[] = [];
    for (const marker of markers) {
      const isSelected = marker.id === selectedId;
      const circle = L.circleMarker([marker.lat, marker.lng], {
        radius: isSelected ? 10 : 7,
        color: isSelected ? '#c2255c' : marker.isMuted ? '#868e96' : '#1864ab',
        weight: 2,
        fillColor: isSelected ? '#f06595' : marker.isMuted ? '#ced4da' : '#339af0',
        fillOpacity: 0.9,
      });
      circle.bindTooltip(`<strong>${escapeHtml(marker.title)}</strong>${marker.subtitle ? `<br/>${escapeHtml(marker.subtitle)}` : ''}`, { direction: 'top' });
      if (onSelect) circle.on('click', () => onSelect(marker.id));
      circle.addTo(group);
      if (!focusIds || focusIds.includes(marker.id)) points.push([marker.lat, marker.lng]);
    }
    if (me) {
      L.circleMarker([me.lat, me.lng], { radius: 8, color: '#2b8a3e', weight: 3, fillColor: '#69db7c', fillOpacity: 1 })
        .bindTooltip(escapeHtml(meLabel), { permanent: false })
        .addTo(group);
      points.push([me.lat, me.lng]);
    }
    fit.current = () => {
      // One office: close enough to see the street, far enough to keep the region's name in view without tiles.
      // Without animation: a filter change re-frames at once instead of scaling the old markers through a zoom.
      if (points.length === 1) m.setView(points[0]!, tilesUrl ? 15 : 9, { animate: false });
      else if (points.length > 1) m.fitBounds(L.latLngBounds(points), { padding: [30, 30], maxZoom: 14, animate: false });
    };
    fit.current();
  }, [markers, selectedId, onSelect, me, focusIds, meLabel, tilesUrl]);

  return <Box ref={element} className={classes.map} h={height} data-testid="office-map" data-markers={markers.length} />;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
