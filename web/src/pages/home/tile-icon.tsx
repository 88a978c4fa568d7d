import { chakra } from '@chakra-ui/react';

/** Outline symbols of the home tiles (24×24, stroke), by the names `screens/home.yaml` may use. */
const PATHS: Readonly<Record<string, string>> = {
  status: 'M3 12h4l3-8 4 16 3-8h4',
  'map-pin': 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'file-signature': 'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 17c1.5-2 2.5-2 3 0s1.5 2 3-0.5',
  hammer: 'M14 6l4 4M11 9l-8 8 3 3 8-8M13 4l7 7-2 2-7-7z',
  house: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6',
  list: 'M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5',
  swap: 'M7 4L3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7',
  ticket: 'M3 8a2 2 0 0 0 0 4v4a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-4a2 2 0 0 0 0-4V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2zM14 4v16',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  alert: 'M12 3l10 18H2zM12 10v4M12 17.5h.01',
};

export function TileIcon({ name }: { name: string | null | undefined }) {
  const path = name ? PATHS[name] : undefined;
  if (!path) return null;
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      boxSize="7"
      flexShrink={0}
      color="brand.600"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={path} />
    </chakra.svg>
  );
}
