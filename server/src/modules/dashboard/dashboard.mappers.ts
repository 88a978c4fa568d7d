/**
 * What the dashboard answers: the tile's number with its line (`TileCount`), made from the
 * tile's definition in `screens/` and the counted value.
 */
export interface TileCount {
  value: number;
  text: string;
}

/** A tile's texts in the viewer's language ('{count}' stands for the number). */
export interface TileCountTexts {
  text: string;
  one: string | null;
  none: string | null;
}

/** The tile's line for a number: the `none`, `one` or general text with '{count}' filled in. */
export function countText(texts: TileCountTexts, value: number): string {
  const template = value === 0 && texts.none !== null ? texts.none : value === 1 && texts.one !== null ? texts.one : texts.text;
  return template.replaceAll('{count}', String(value));
}

/** `TileCount` of a counted value. */
export function toTileCount(texts: TileCountTexts, value: number): TileCount {
  return { value, text: countText(texts, value) };
}
